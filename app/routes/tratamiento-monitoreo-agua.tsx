import { SectorPageView } from "~/components/sector/sector-page-view";
import { industrialWater } from "~/content/sectors/industry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/tratamiento-monitoreo-agua";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, industrialWater);

export default function IndustrialWaterPage() {
  return <SectorPageView page={industrialWater} />;
}
