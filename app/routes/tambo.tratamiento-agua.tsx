import { SectorPageView } from "~/components/marketing/sector-page-view";
import { dairyWaterTreatment } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(dairyWaterTreatment);

export default function DairyWaterTreatmentPage() {
  return <SectorPageView page={dairyWaterTreatment} />;
}
