import { data } from "react-router";
import { TechnicalSheet } from "~/components/pallet/technical-sheet";
import printStyles from "~/components/pallet/technical-sheet.css?url";
import { isPalletProductId, palletProductPath, palletProducts, technicalSheetPath } from "~/content/pallet-products";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/productos.$id.ficha-tecnica";

// The printable technical sheet of a pallet product (docs/decisions/005-technical-sheet-as-printable-page.md).
export function loader({ params }: Route.LoaderArgs) {
  if (!isPalletProductId(params.id)) throw data(null, { status: 404 });
  return { id: params.id };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const product = palletProducts[loaderData.id];
  return buildMeta(matches, {
    title: `Ficha técnica de ${product.name}`,
    description: `Ficha técnica imprimible de ${product.name}: especificaciones, características y aplicaciones. Guardala en PDF o imprimila.`,
    path: technicalSheetPath(product.id),
    // The product page is the one to index; the sheet repeats its data.
    noindex: true,
  });
};

export default function TechnicalSheetRoute({ loaderData }: Route.ComponentProps) {
  const product = palletProducts[loaderData.id];
  return <TechnicalSheet product={product} productPath={palletProductPath(product.id)} />;
}
