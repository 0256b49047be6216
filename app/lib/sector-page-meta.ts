import { illustrationUrl } from "~/content/images";
import type { SectorPage } from "~/content/sectors/sector-page";
import { buildMeta, originFromMatches } from "./meta";
import { siteFromMatches } from "./site-facts";
import { articleData, breadcrumbList } from "./structured-data";

type Matches = Parameters<typeof buildMeta>[0];

/**
 * The `meta` export of a sector page: title, description, canonical, Open Graph with the hero
 * illustration, BreadcrumbList and, for pages written as an article, Article JSON-LD.
 */
export function sectorPageMeta(page: SectorPage) {
  const { image, imageAlt } = page.hero;
  const width = image.widths.at(-1) ?? image.width;
  const imageUrl = illustrationUrl(image, width);
  return ({ matches }: { matches: Matches }) => {
    const origin = originFromMatches(matches);
    const structuredData: object[] = [breadcrumbList(origin, page.breadcrumb, page.path)];
    if (page.article) {
      structuredData.push(
        articleData(
          origin,
          { headline: page.hero.title, description: page.description, path: page.path, image: imageUrl },
          siteFromMatches(matches).name,
        ),
      );
    }
    return buildMeta(matches, {
      title: page.metaTitle,
      description: page.description,
      path: page.path,
      type: page.article ? "article" : "website",
      image: { url: imageUrl, alt: imageAlt, width, height: Math.round((width * image.height) / image.width) },
      structuredData,
    });
  };
}
