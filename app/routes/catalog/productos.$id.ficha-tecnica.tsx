import { data } from "react-router";
import { recordSheetDownload } from "~/.server/analytics/collect";
import { TechnicalSheet } from "~/components/pallet/technical-sheet";
import printStyles from "~/components/pallet/technical-sheet.css?url";
import { isPalletProductId, palletProductPath, palletProducts, technicalSheetPath } from "~/content/pallet-products";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/productos.$id.ficha-tecnica";

// The printable technical sheet of a pallet product (docs/decisions/005-technical-sheet-as-printable-page.md).
// Each opening is counted by the loader ("technical sheet downloaded"), scripts or not.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isPalletProductId(params.id)) throw data(null, { status: 404 });
  await recordSheetDownload({ request, context }, params.id);
  // The product itself, not its id: the products' copy stays out of the page's script.
  return { product: palletProducts[params.id] };
}

// Not kept by the server's HTML cache or a CDN: a copy served from a cache would skip the loader,
// and the opening would not be counted. The page is small and static; rendering it is cheap.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache" });

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { product } = loaderData;
  return buildMeta(matches, {
    title: `Ficha técnica de ${product.name}`,
    description: `Ficha técnica imprimible de ${product.name}: especificaciones, características y aplicaciones. Guardala en PDF o imprimila.`,
    path: technicalSheetPath(product.id),
    // The product page is the one to index; the sheet repeats its data.
    noindex: true,
  });
};

export default function TechnicalSheetRoute({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return <TechnicalSheet product={product} productPath={palletProductPath(product.id)} />;
}
