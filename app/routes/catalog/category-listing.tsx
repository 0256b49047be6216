import { data } from "react-router";
import { listCategoryCards } from "~/.server/catalog/products";
import { databaseOf } from "~/.server/request-context";
import { CategoryListingPage } from "~/components/catalog/category-listing-page";
import { categoryListingForPath } from "~/content/catalog-listings";
import { categoryListingMeta } from "~/lib/catalog-meta";
import { templatePatternPath } from "~/lib/template-routes";
import type { Route } from "./+types/category-listing";

// The one template of the database-driven category pages: app/routes.ts gives every listing of
// app/content/catalog-listings.ts a route here, and the loader finds it by its route pattern. It
// hands `meta` and the page their listing's copy, so the other listings' texts stay on the server.

export async function loader({ pattern, context }: Route.LoaderArgs) {
  const listing = categoryListingForPath(templatePatternPath(pattern));
  if (!listing) throw data(null, { status: 404 });
  const cards = await listCategoryCards(await databaseOf(context), listing);
  // The sort pattern is the query's, not the page's.
  const { firstPattern: _sortPattern, ...copy } = listing;
  return { ...cards, listing: copy };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? categoryListingMeta(matches, loaderData.listing) : []);

export default function CategoryListingRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryListingPage {...loaderData} />;
}
