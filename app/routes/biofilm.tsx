import { SectorPageView } from "~/components/sector/sector-page-view";
import { biofilm } from "~/content/sectors/industry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/biofilm";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, biofilm);

export default function BiofilmPage() {
  return <SectorPageView page={biofilm} />;
}
