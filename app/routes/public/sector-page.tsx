import { SectorPageView } from "~/components/marketing/sector-page-view";
import { type SectorPage } from "~/content/sectors/sector-page";
import { sectorPageForPath } from "~/content/sectors/pages";
import { sectorPageMeta } from "~/lib/sector-page-meta";
import { templateRoutePath } from "~/lib/template-routes";
import type { Route } from "./+types/sector-page";

// The one template of the sector pages: app/routes.ts gives every record of
// app/content/sectors/pages.ts a route here, and the route id names the record. The copy is static,
// so there is no loader and client navigation needs no server round trip.

function sectorPageOf(matches: readonly ({ id: string } | undefined)[]): SectorPage {
  const page = sectorPageForPath(templateRoutePath("sector-page", matches) ?? "");
  // Unreachable: app/routes.ts routes only the records of the registry to this template.
  if (!page) throw new Error("sector-page.tsx is routed for a path outside app/content/sectors/pages.ts");
  return page;
}

export const meta: Route.MetaFunction = ({ matches }) => sectorPageMeta(sectorPageOf(matches))({ matches });

export default function SectorPageRoute({ matches }: Route.ComponentProps) {
  return <SectorPageView page={sectorPageOf(matches)} />;
}
