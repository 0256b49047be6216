import { SectorPageView } from "~/components/sector/sector-page-view";
import { industryLanding } from "~/content/sectors/industry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/industria";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, industryLanding);

export default function IndustryPage() {
  return <SectorPageView page={industryLanding} />;
}
