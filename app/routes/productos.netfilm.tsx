import { SectorPageView } from "~/components/marketing/sector-page-view";
import { netLine } from "~/content/sectors/pallet";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(netLine);

export default function NetLinePage() {
  return <SectorPageView page={netLine} />;
}
