import { SectorPageView } from "~/components/marketing/sector-page-view";
import { industrialWater } from "~/content/sectors/industry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(industrialWater);

export default function IndustrialWaterPage() {
  return <SectorPageView page={industrialWater} />;
}
