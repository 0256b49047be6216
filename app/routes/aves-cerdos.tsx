import { SectorPageView } from "~/components/marketing/sector-page-view";
import { poultryLanding } from "~/content/sectors/poultry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(poultryLanding);

export default function AvesCerdosPage() {
  return <SectorPageView page={poultryLanding} />;
}
