import { SectorPageView } from "~/components/sector/sector-page-view";
import { poultryLanding } from "~/content/sectors/poultry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/aves-cerdos";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, poultryLanding);

export default function AvesCerdosPage() {
  return <SectorPageView page={poultryLanding} />;
}
