import { useLocation } from "react-router";
import { PalletProductPage } from "~/components/pallet/pallet-product-page";
import { palletProductFromPath } from "~/content/pallet-products";
import { palletProductMeta } from "~/lib/pallet-product-meta";
import type { Route } from "./+types/pallet-product";

// The one template of the eight static pallet product pages. Each is its own line in app/routes.ts
// (so the route table and the sitemap list them) and the product is named by the path. The content
// is static, so there is no loader and client navigation needs no server round trip.

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const product = palletProductFromPath(location.pathname);
  return product ? palletProductMeta(matches, product) : [];
};

export default function PalletProductRoute() {
  const product = palletProductFromPath(useLocation().pathname);
  // Unreachable: app/routes.ts routes only the paths of the data module to this template.
  if (!product) throw new Error("pallet-product.tsx is routed for a path outside app/content/pallet-products.ts");
  return <PalletProductPage product={product} />;
}
