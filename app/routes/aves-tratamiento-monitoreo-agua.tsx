import { SectorPageView } from "~/components/marketing/sector-page-view";
import { poultryWater } from "~/content/sectors/poultry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(poultryWater);

export default function PoultryWaterPage() {
  return <SectorPageView page={poultryWater} />;
}
