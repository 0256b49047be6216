import { PalletProductPage } from "~/components/pallet/pallet-product-page";
import { palletProductFromPath } from "~/content/pallet-products";
import { palletProductMeta } from "~/lib/pallet-product-meta";
import { templateRoutePath } from "~/lib/template-routes";
import type { Route } from "./+types/pallet-product";

// The one template of the eight static pallet product pages. app/routes.ts gives every product of
// app/content/pallet-products.ts a route here (so the route table and the sitemap list them), and
// the route id names the product. The content is static, so there is no loader and client
// navigation needs no server round trip.

export const meta: Route.MetaFunction = ({ matches }) => {
  const product = palletProductFromPath(templateRoutePath("pallet-product", matches) ?? "");
  return product ? palletProductMeta(matches, product) : [];
};

export default function PalletProductRoute({ matches }: Route.ComponentProps) {
  const product = palletProductFromPath(templateRoutePath("pallet-product", matches) ?? "");
  // Unreachable: app/routes.ts routes only the paths of the data module to this template.
  if (!product) throw new Error("pallet-product.tsx is routed for a path outside app/content/pallet-products.ts");
  return <PalletProductPage product={product} />;
}
