import { SectorPageView } from "~/components/marketing/sector-page-view";
import { dairyIndustry } from "~/content/sectors/industry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(dairyIndustry);

export default function DairyIndustryPage() {
  return <SectorPageView page={dairyIndustry} />;
}
