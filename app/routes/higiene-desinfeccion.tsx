import { SectorPageView } from "~/components/marketing/sector-page-view";
import { dairyHygiene } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(dairyHygiene);

export default function DairyHygienePage() {
  return <SectorPageView page={dairyHygiene} />;
}
