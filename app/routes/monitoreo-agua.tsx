import { SectorPageView } from "~/components/marketing/sector-page-view";
import { dairyWaterMonitoring } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(dairyWaterMonitoring);

export default function DairyWaterMonitoringPage() {
  return <SectorPageView page={dairyWaterMonitoring} />;
}
