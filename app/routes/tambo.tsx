import { SectorPageView } from "~/components/marketing/sector-page-view";
import { dairyLanding } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(dairyLanding);

export default function DairyLandingPage() {
  return <SectorPageView page={dairyLanding} />;
}
