import { data } from "react-router";
import { SectorPageView } from "~/components/marketing/sector-page-view";
import { sectorPageForPath } from "~/content/sectors/pages";
import { sectorPageMeta } from "~/lib/sector-page-meta";
import { templatePatternPath } from "~/lib/template-routes";
import type { Route } from "./+types/sector-page";

// The one template of the sector pages: app/routes.ts gives every record of
// app/content/sectors/pages.ts a route here, and the route pattern (the page's path, however the
// visitor spelled the URL) picks its record. The record reaches the page as loader data, so the
// browser downloads the copy of the page it shows, never the registry of all of them.

export function loader({ pattern }: Route.LoaderArgs) {
  const page = sectorPageForPath(templatePatternPath(pattern));
  // Unreachable: app/routes.ts routes only the records of the registry to this template.
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? sectorPageMeta(loaderData.page)({ matches }) : []);

export default function SectorPageRoute({ loaderData }: Route.ComponentProps) {
  return <SectorPageView page={loaderData.page} />;
}
