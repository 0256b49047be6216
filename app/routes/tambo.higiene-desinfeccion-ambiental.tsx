import { SectorPage } from "~/components/marketing/sector-page";
import { environmentalHygiene } from "~/content/sectors/dairy";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(environmentalHygiene);

export default function EnvironmentalHygienePage() {
  return <SectorPage content={environmentalHygiene} />;
}
