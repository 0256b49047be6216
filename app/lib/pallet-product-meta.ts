import { illustrationUrl } from "~/content/images";
import {
  netLineIds,
  netLinePath,
  netLineTitle,
  type PalletProduct,
  palletProductPath,
  palletSolutionsPath,
} from "~/content/pallet-products";
import { buildMeta, originFromMatches } from "./meta";
import { breadcrumbList, type Crumb, productData } from "./structured-data";

type Matches = Parameters<typeof buildMeta>[0];

/** Inicio › Industria › Redes de paletizado › (Productos NetFilm ›) product: the nets sit in the net line. */
export function palletProductBreadcrumb(product: PalletProduct): Crumb[] {
  const crumbs: Crumb[] = [
    { label: "Inicio", to: "/" },
    { label: "Industria", to: "/industria" },
    { label: "Redes de paletizado", to: palletSolutionsPath },
  ];
  if ((netLineIds as readonly string[]).includes(product.id)) crumbs.push({ label: netLineTitle, to: netLinePath });
  crumbs.push({ label: product.name });
  return crumbs;
}

export function palletProductImageUrl(product: PalletProduct): string {
  return illustrationUrl(product.image, product.image.widths[product.image.widths.length - 1] ?? product.image.width);
}

/** buildMeta for a pallet product page: Product and BreadcrumbList JSON-LD from the same data. */
export function palletProductMeta(matches: Matches, product: PalletProduct) {
  const origin = originFromMatches(matches);
  const path = palletProductPath(product.id);
  const image = palletProductImageUrl(product);
  return buildMeta(matches, {
    title: product.name,
    description: product.description,
    path,
    image: { url: image, alt: product.imageAlt, width: product.image.width, height: product.image.height },
    structuredData: [
      productData(origin, {
        name: product.name,
        description: product.description,
        path,
        image,
        category: product.family,
        brand: product.name.split(" ")[0],
        properties: product.specs,
      }),
      breadcrumbList(origin, palletProductBreadcrumb(product), path),
    ],
  });
}
