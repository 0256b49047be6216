import type { SectorPage } from "~/content/sectors/sector-page";
import { illustrationUrl } from "~/content/images";
import { buildMeta, originFromMatches } from "./meta";
import { articleData, breadcrumbList } from "./structured-data";

type Matches = Parameters<typeof buildMeta>[0];

/** buildMeta for a static sector page: its share image, BreadcrumbList and, for articles, Article JSON-LD. */
export function sectorViewMeta(matches: Matches, page: SectorPage) {
  const origin = originFromMatches(matches);
  const image = page.hero.image;
  const imageUrl = illustrationUrl(image, image.widths[image.widths.length - 1] ?? image.width);
  const structuredData: object[] = [breadcrumbList(origin, page.breadcrumb, page.path)];
  if (page.article) {
    structuredData.push(articleData(origin, { headline: page.hero.title, description: page.description, path: page.path, image: imageUrl }));
  }
  return buildMeta(matches, {
    title: page.title,
    description: page.description,
    path: page.path,
    type: page.article ? "article" : "website",
    image: { url: imageUrl, alt: page.hero.imageAlt, width: image.width, height: image.height },
    structuredData,
  });
}
