import { listCategoryCards } from "~/.server/catalog/products";
import { databaseOf } from "~/.server/request-context";
import { CategoryListingPage } from "~/components/catalog/category-listing-page";
import { categoryListings } from "~/content/catalog-listings";
import { categoryListingMeta } from "~/lib/catalog-meta";
import type { Route } from "./+types/capas-ensilaje";

const listing = categoryListings["capas-ensilaje"];

export async function loader({ context }: Route.LoaderArgs) {
  return listCategoryCards(await databaseOf(context), listing);
}

export const meta: Route.MetaFunction = ({ matches }) => categoryListingMeta(matches, listing);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryListingPage listing={listing} {...loaderData} />;
}
