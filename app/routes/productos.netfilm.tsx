import { SectorPageView } from "~/components/sector/sector-page-view";
import { netLine } from "~/content/sectors/pallet";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/productos.netfilm";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, netLine);

export default function NetLinePage() {
  return <SectorPageView page={netLine} />;
}
