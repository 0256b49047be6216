import { SectorPageView } from "~/components/sector/sector-page-view";
import { palletSolutions } from "~/content/sectors/pallet";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/redes-paletizado";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, palletSolutions);

export default function PalletSolutionsPage() {
  return <SectorPageView page={palletSolutions} />;
}
