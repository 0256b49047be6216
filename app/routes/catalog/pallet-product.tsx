import { data } from "react-router";
import { PalletProductPage } from "~/components/pallet/pallet-product-page";
import { palletProductFromPath } from "~/content/pallet-products";
import { palletProductMeta } from "~/lib/pallet-product-meta";
import { templatePatternPath } from "~/lib/template-routes";
import type { Route } from "./+types/pallet-product";

// The one template of the eight static pallet product pages. app/routes.ts gives every product of
// app/content/pallet-products.ts a route here (so the route table and the sitemap list them), and
// the route pattern names the product. The loader hands the page its one product: the eight
// products' copy (about 4 KB of script, Brotli) stays on the server instead of in this page's chunk.

export function loader({ pattern }: Route.LoaderArgs) {
  const product = palletProductFromPath(templatePatternPath(pattern));
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? palletProductMeta(matches, loaderData.product) : []);

export default function PalletProductRoute({ loaderData }: Route.ComponentProps) {
  return <PalletProductPage product={loaderData.product} />;
}
