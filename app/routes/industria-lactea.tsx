import { SectorPageView } from "~/components/sector/sector-page-view";
import { dairyIndustry } from "~/content/sectors/industry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/industria-lactea";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, dairyIndustry);

export default function DairyIndustryPage() {
  return <SectorPageView page={dairyIndustry} />;
}
