import { SectorPageView } from "~/components/marketing/sector-page-view";
import { palletSolutions } from "~/content/sectors/pallet";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(palletSolutions);

export default function PalletSolutionsPage() {
  return <SectorPageView page={palletSolutions} />;
}
