import { illustrationUrl } from "~/content/images";
import type { SectorPageContent } from "~/content/sector-page";
import { buildMeta, originFromMatches } from "./meta";
import { breadcrumbList } from "./structured-data";

type Matches = Parameters<typeof buildMeta>[0];

/** The `meta` export of a sector page: title, description, canonical, Open Graph and BreadcrumbList JSON-LD. */
export function sectorPageMeta(content: SectorPageContent) {
  const { illustration, alt } = content.image;
  const width = illustration.widths.at(-1) ?? illustration.width;
  return ({ matches }: { matches: Matches }) =>
    buildMeta(matches, {
      title: content.metaTitle,
      description: content.description,
      path: content.path,
      image: { url: illustrationUrl(illustration, width), alt, width, height: Math.round((width * illustration.height) / illustration.width) },
      structuredData: [breadcrumbList(originFromMatches(matches), content.breadcrumb, content.path)],
    });
}
