import { SectorPage } from "~/components/marketing/sector-page";
import { dairyWaterTreatment } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(dairyWaterTreatment);

export default function DairyWaterTreatmentPage() {
  return <SectorPage content={dairyWaterTreatment} />;
}
