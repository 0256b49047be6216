import { SectorPage } from "~/components/marketing/sector-page";
import { equipmentHygiene } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(equipmentHygiene);

export default function EquipmentHygienePage() {
  return <SectorPage content={equipmentHygiene} />;
}
