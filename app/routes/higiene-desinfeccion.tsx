import { SectorPage } from "~/components/marketing/sector-page";
import { dairyHygiene } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(dairyHygiene);

export default function DairyHygienePage() {
  return <SectorPage content={dairyHygiene} />;
}
