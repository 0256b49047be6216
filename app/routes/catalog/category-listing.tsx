import { data } from "react-router";
import { listCategoryCards } from "~/.server/catalog/products";
import { databaseOf } from "~/.server/request-context";
import { CategoryListingPage } from "~/components/catalog/category-listing-page";
import { type CategoryListing, categoryListingForPath } from "~/content/catalog-listings";
import { categoryListingMeta } from "~/lib/catalog-meta";
import { templatePatternPath, templateRoutePath } from "~/lib/template-routes";
import type { Route } from "./+types/category-listing";

// The one template of the database-driven category pages: app/routes.ts gives every listing of
// app/content/catalog-listings.ts a route here; the loader finds it by its route pattern, `meta`
// and the page by the route id.

function listingOf(matches: readonly ({ id: string } | undefined)[]): CategoryListing {
  const listing = categoryListingForPath(templateRoutePath("category-listing", matches) ?? "");
  // Unreachable: app/routes.ts routes only the listings of the registry to this template.
  if (!listing) throw new Error("category-listing.tsx is routed for a path outside app/content/catalog-listings.ts");
  return listing;
}

export async function loader({ pattern, context }: Route.LoaderArgs) {
  const listing = categoryListingForPath(templatePatternPath(pattern));
  if (!listing) throw data(null, { status: 404 });
  return listCategoryCards(await databaseOf(context), listing);
}

export const meta: Route.MetaFunction = ({ matches }) => categoryListingMeta(matches, listingOf(matches));

export default function CategoryListingRoute({ loaderData, matches }: Route.ComponentProps) {
  return <CategoryListingPage listing={listingOf(matches)} {...loaderData} />;
}
