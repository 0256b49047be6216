import { SectorPageView } from "~/components/marketing/sector-page-view";
import { industryLanding } from "~/content/sectors/industry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(industryLanding);

export default function IndustryPage() {
  return <SectorPageView page={industryLanding} />;
}
