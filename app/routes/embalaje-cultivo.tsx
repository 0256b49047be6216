import { SectorPage } from "~/components/marketing/sector-page";
import { forageLanding } from "~/content/sectors/forage";
import { sectorPageMeta } from "~/lib/sector-meta";

export const meta = sectorPageMeta(forageLanding);

export default function ForageLandingPage() {
  return <SectorPage content={forageLanding} />;
}
