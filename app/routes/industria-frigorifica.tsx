import { SectorPageView } from "~/components/sector/sector-page-view";
import { meatIndustry } from "~/content/sectors/industry";
import { sectorViewMeta } from "~/lib/sector-view-meta";
import type { Route } from "./+types/industria-frigorifica";

export const meta: Route.MetaFunction = ({ matches }) => sectorViewMeta(matches, meatIndustry);

export default function MeatIndustryPage() {
  return <SectorPageView page={meatIndustry} />;
}
