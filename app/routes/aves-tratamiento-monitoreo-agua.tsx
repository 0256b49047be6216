import { SectorPageView } from "~/components/sector/sector-page-view";
import { poultryWater } from "~/content/sectors/poultry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/aves-tratamiento-monitoreo-agua";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, poultryWater);

export default function PoultryWaterPage() {
  return <SectorPageView page={poultryWater} />;
}
