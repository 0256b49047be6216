import { SectorPageView } from "~/components/marketing/sector-page-view";
import { environmentalHygiene } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(environmentalHygiene);

export default function EnvironmentalHygienePage() {
  return <SectorPageView page={environmentalHygiene} />;
}
