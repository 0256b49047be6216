import { SectorPageView } from "~/components/marketing/sector-page-view";
import { meatIndustry } from "~/content/sectors/industry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(meatIndustry);

export default function MeatIndustryPage() {
  return <SectorPageView page={meatIndustry} />;
}
