import { SectorPage } from "~/components/marketing/sector-page";
import { dairyLanding } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(dairyLanding);

export default function DairyLandingPage() {
  return <SectorPage content={dairyLanding} />;
}
