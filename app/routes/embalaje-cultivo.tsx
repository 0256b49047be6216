import { SectorPageView } from "~/components/marketing/sector-page-view";
import { forageLanding } from "~/content/sectors/forage";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(forageLanding);

export default function ForageLandingPage() {
  return <SectorPageView page={forageLanding} />;
}
