import { SectorPageView } from "~/components/marketing/sector-page-view";
import { equipmentHygiene } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(equipmentHygiene);

export default function EquipmentHygienePage() {
  return <SectorPageView page={equipmentHygiene} />;
}
