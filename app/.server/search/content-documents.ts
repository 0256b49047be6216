import { sql } from "drizzle-orm";
import { ambicCrumbs, ambicPage } from "~/content/ambic";
import { type CategoryListing, categoryListings } from "~/content/catalog-listings";
import { contactPageCopy } from "~/content/contact";
import { privacyCopy } from "~/content/privacy";
import { type Illustration, illustrationSrc } from "~/content/images";
import { scrubberCopy } from "~/content/news";
import { type PalletProduct, palletProductIds, palletProductPath, palletProducts } from "~/content/pallet-products";
import { scioPage } from "~/content/scio";
import { sectorPages } from "~/content/sectors/pages";
import type { SectorBlock, SectorPage } from "~/content/sectors/sector-page";
import { staticListings } from "~/content/static-products";
import type { StaticListing } from "~/content/static-products/types";
import { palletProductBreadcrumb } from "~/lib/pallet-product-meta";
import type { SearchGroupKind } from "~/lib/search";
import type { Crumb } from "~/lib/structured-data";
import { type Database, queryRows } from "../db/client";

// The content pages in the site search: the pages whose copy lives in code (app/content/) become
// documents of the index, built from the same registries the pages render, and written at start-up
// (openConfiguredDatabase), so every instance and every deploy indexes what its code shows.
// Products and articles are indexed by the database's own triggers (migration 0014).
//
// What a page repeats on every page of its template (the "¿No sabés cuál te conviene?" band, button
// labels, "Productos" headings) is left out on purpose: it would make every listing match "ayuda" or
// "consultar" and tells a searcher nothing about the page.

export interface ContentSearchDocument {
  /** `page:{path}`: one document per page. */
  id: string;
  kind: Extract<SearchGroupKind, "page" | "product">;
  path: string;
  /** The page's h1. */
  title: string;
  /** A few words that say where the page sits: its sector, the brands it names. */
  keywords: string;
  /** The page's description (what search engines show), else its intro. */
  summary: string;
  /** The headings and texts of the page, plain text, one line each. */
  body: string;
  image: string | null;
  imageAlt: string | null;
}

/** Non-empty pieces, trimmed, one per line. */
function lines(...parts: readonly (string | undefined | null | false)[]): string {
  return parts
    .filter((part): part is string => typeof part === "string")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join("\n");
}

/** Words without repeats (case-insensitive), in order, on one line. */
function keywordsOf(...words: readonly (string | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const trimmed = word?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    kept.push(trimmed);
  }
  return kept.join(" · ");
}

/** The sections a breadcrumb passes through: neither "Inicio" nor the page itself. */
function sectionsOf(breadcrumb: readonly Crumb[]): string[] {
  return breadcrumb.slice(1, -1).map((crumb) => crumb.label);
}

function illustrationOf(image: Illustration, alt: string): Pick<ContentSearchDocument, "image" | "imageAlt"> {
  // The src the page's <img> falls back to, so a result shows the picture the page shows.
  return { image: illustrationSrc(image), imageAlt: alt };
}

const noImage = { image: null, imageAlt: null } as const;

function sectorBlockText(block: SectorBlock): string {
  if (block.kind === "cta") return lines(block.title, block.body);
  const header = lines(block.eyebrow, block.title, block.lead);
  switch (block.kind) {
    case "features":
      return lines(header, ...block.items.flatMap((item) => [item.title, item.body]));
    case "steps":
      return lines(header, ...block.steps.flatMap((step) => [step.title, step.body]));
    case "benefits":
      return lines(header, ...block.items);
    case "links":
      return lines(header, ...block.items.flatMap((item) => [item.title, item.body]));
    case "brands":
      return lines(header, ...block.brands.map((brand) => `${brand.name}: ${brand.field}`));
    case "figure":
      return lines(header, block.alt, ...block.points);
  }
}

function sectorPageDocument(page: SectorPage): ContentSearchDocument {
  const brands = page.blocks.flatMap((block) => (block.kind === "brands" ? block.brands.map((brand) => brand.name) : []));
  return {
    id: `page:${page.path}`,
    kind: "page",
    path: page.path,
    title: page.hero.title,
    keywords: keywordsOf(...sectionsOf(page.breadcrumb), page.hero.eyebrow, ...brands),
    summary: page.description,
    body: lines(page.hero.eyebrow, page.hero.lead, ...page.blocks.map(sectorBlockText)),
    ...illustrationOf(page.hero.image, page.hero.imageAlt),
  };
}

function categoryListingDocument(listing: CategoryListing): ContentSearchDocument {
  return {
    id: `page:${listing.path}`,
    kind: "page",
    path: listing.path,
    title: listing.title,
    keywords: keywordsOf(listing.parent.label, listing.eyebrow),
    summary: listing.description,
    body: lines(listing.eyebrow, listing.lead, listing.adviceTitle, ...listing.advice.flatMap((tip) => [tip.title, tip.text])),
    ...noImage,
  };
}

// The listing's products are rows of static_listing_items, indexed by trigger as products of their
// own: the page document carries the page's texts only.
function staticListingDocument(listing: StaticListing): ContentSearchDocument {
  return {
    id: `page:${listing.path}`,
    kind: "page",
    path: listing.path,
    title: listing.title,
    keywords: keywordsOf(...sectionsOf(listing.breadcrumb), listing.eyebrow),
    summary: listing.description,
    body: lines(listing.eyebrow, listing.lead, listing.notes.title, ...listing.notes.items),
    ...noImage,
  };
}

// A pallet product page is a product to the visitor: it is found in the Productos group.
function palletProductDocument(product: PalletProduct): ContentSearchDocument {
  const path = palletProductPath(product.id);
  return {
    id: `page:${path}`,
    kind: "product",
    path,
    title: product.name,
    // Its sector (Industria › Redes de paletizado) and family; not the net line page the nets sit
    // under, whose name ("Productos NetFilm") would bring every net up in a search for NetFilm.
    keywords: keywordsOf(...sectionsOf(palletProductBreadcrumb(product)).slice(0, 2), product.family),
    summary: product.description,
    body: lines(
      product.family,
      product.lead,
      ...product.keyFigures.map((figure) => `${figure.value} ${figure.label}`),
      ...product.features.flatMap((feature) => [feature.title, feature.body]),
      ...product.specs.map((row) => `${row.label}: ${row.value}`),
      ...product.applications,
      product.closing.title,
      ...product.closing.items,
    ),
    ...illustrationOf(product.image, product.imageAlt),
  };
}

// /scio-nir and /scio-cup show one page: it is found once, under its canonical address.
function scioDocument(): ContentSearchDocument {
  return {
    id: `page:${scioPage.canonicalPath}`,
    kind: "page",
    path: scioPage.canonicalPath,
    title: scioPage.title,
    keywords: keywordsOf(...sectionsOf(scioPage.breadcrumb), scioPage.eyebrow),
    summary: scioPage.description,
    body: lines(
      scioPage.eyebrow,
      scioPage.lead,
      ...scioPage.figures.map((figure) => `${figure.value} ${figure.label}`),
      scioPage.devicesTitle,
      scioPage.devicesLead,
      ...scioPage.devices.flatMap((device) => [device.name, device.body, ...device.measures]),
      scioPage.stepsTitle,
      ...scioPage.steps.flatMap((step) => [step.title, step.body]),
      scioPage.nirGrid.title,
      scioPage.cupGrid.title,
      scioPage.cta.title,
      scioPage.cta.body,
    ),
    ...noImage,
  };
}

function ambicDocument(): ContentSearchDocument {
  return {
    id: "page:/ambic",
    kind: "page",
    path: "/ambic",
    title: ambicPage.heroTitle,
    keywords: keywordsOf(...sectionsOf(ambicCrumbs), ambicPage.title),
    summary: ambicPage.metaDescription,
    body: lines(
      ambicPage.eyebrow,
      ambicPage.heroLead,
      ambicPage.story.title,
      ...ambicPage.story.paragraphs,
      ...ambicPage.figures.map((figure) => `${figure.value} ${figure.label}`),
      ambicPage.certifications.title,
      ambicPage.certifications.lead,
      ...ambicPage.certifications.items.flatMap((item) => [item.name, item.description]),
      ambicPage.productsTitle,
      ambicPage.form.title,
      ambicPage.form.lead,
    ),
    ...noImage,
  };
}

// The office's address, phone and the specialists are edited in the admin (site settings): they are
// not code, so they are not indexed here; the page is found by what it offers.
function contactDocument(): ContentSearchDocument {
  const copy = contactPageCopy;
  return {
    id: "page:/contacto",
    kind: "page",
    path: "/contacto",
    title: copy.title,
    keywords: "",
    summary: copy.description,
    body: lines(
      copy.lead,
      copy.officeTitle,
      copy.channelsTitle,
      copy.chatLabel,
      copy.specialistsTitle,
      copy.specialistsLead,
      copy.formTitle,
    ),
    ...noImage,
  };
}

// The SCRUBBER page around its article: the article itself (slug
// sanicleanse-air-teat-scrubber-system) is in the index as a news document.
function scrubberDocument(): ContentSearchDocument {
  return {
    id: "page:/scrubber",
    kind: "page",
    path: "/scrubber",
    title: scrubberCopy.title,
    keywords: keywordsOf(scrubberCopy.eyebrow),
    summary: scrubberCopy.description,
    body: lines(scrubberCopy.eyebrow, scrubberCopy.lead, scrubberCopy.articleHeading, scrubberCopy.productsHeading),
    ...noImage,
  };
}

// /privacidad: what a visitor searching "cookies" or "datos personales" should find.
function privacyDocument(): ContentSearchDocument {
  return {
    id: "page:/privacidad",
    kind: "page",
    path: "/privacidad",
    title: privacyCopy.title,
    keywords: "cookies, datos personales",
    summary: privacyCopy.description,
    body: lines(...privacyCopy.sections.flatMap((section) => [section.title, ...section.paragraphs]), privacyCopy.contactTitle),
    ...noImage,
  };
}

/** One document per public content page, built from the registries the pages render. */
export function contentSearchDocuments(): ContentSearchDocument[] {
  return [
    ...sectorPages.map(sectorPageDocument),
    ...Object.values(categoryListings).map(categoryListingDocument),
    ...staticListings.map(staticListingDocument),
    ...palletProductIds.map((id) => palletProductDocument(palletProducts[id])),
    scioDocument(),
    ambicDocument(),
    contactDocument(),
    scrubberDocument(),
    privacyDocument(),
  ];
}

export interface ContentIndexReport {
  /** Documents added or changed. */
  written: number;
  /** Documents of pages that no longer exist, taken out. */
  removed: number;
}

/**
 * Brings the index's content documents in step with the code: writes the new and changed ones
 * through search_write_document (the one way into the index), and removes those of pages that are
 * gone. A restart with the same code writes nothing, so instances that start together do not
 * rewrite the same rows; the advisory lock makes two deploys starting at once take turns.
 *
 * Because unchanged pages are skipped, a migration that changes how search_write_document builds a
 * document must re-write the content documents itself, as it does the products:
 * `select search_write_document(id, source, kind, path, title, keywords, summary, body, image,
 * image_alt, published_at) from search_documents where source = 'content'`.
 */
export async function indexContentPages(
  db: Database,
  documents: readonly ContentSearchDocument[] = contentSearchDocuments(),
): Promise<ContentIndexReport> {
  const json = JSON.stringify(documents);
  // One record set serves both statements; the columns are ContentSearchDocument's, by name.
  const records = sql`jsonb_to_recordset(${json}::jsonb) as d(id text, kind text, path text, title text, keywords text, summary text, body text, image text, "imageAlt" text)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search: content pages'))`);
    const written = await queryRows(
      tx,
      sql`
      select search_write_document(d.id, 'content', d.kind, d.path, d.title, d.keywords, d.summary, d.body, d.image, d."imageAlt", null)
        from ${records}
        left join search_documents s on s.id = d.id
       where s.id is null
          or (s.source, s.kind, s.path, s.title, s.keywords, s.summary, s.body, s.image, s.image_alt)
             is distinct from ('content', d.kind, d.path, d.title, d.keywords, d.summary, d.body, d.image, d."imageAlt")`,
    );
    const removed = await queryRows<{ id: string }>(
      tx,
      sql`
      delete from search_documents
       where source = 'content' and id not in (select d.id from ${records})
      returning id`,
    );
    return { written: written.length, removed: removed.length };
  });
}
