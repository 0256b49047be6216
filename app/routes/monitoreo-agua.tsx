import { SectorPage } from "~/components/marketing/sector-page";
import { dairyWaterMonitoring } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(dairyWaterMonitoring);

export default function DairyWaterMonitoringPage() {
  return <SectorPage content={dairyWaterMonitoring} />;
}
