import { SectorPageView } from "~/components/marketing/sector-page-view";
import { biofilm } from "~/content/sectors/industry";
import { sectorPageMeta } from "~/lib/sector-page-meta";

export const meta = sectorPageMeta(biofilm);

export default function BiofilmPage() {
  return <SectorPageView page={biofilm} />;
}
