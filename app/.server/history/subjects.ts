import { eq } from "drizzle-orm";
import { staticListingForPath } from "~/content/static-products";
import type { ProductInput } from "~/admin/lib/product-form";
import type { SiteSettings } from "~/admin/lib/site-settings-form";
import { articleAdminCopy } from "~/admin/content/articles";
import { historyNotices, restoreRefused } from "~/lib/notices";
import type { Snapshot } from "~/lib/record-changes";
import type { SiteFacts, Specialist } from "~/lib/site-facts";
import { plainTextOf } from "~/lib/text-diff";
import type { Notice } from "~/lib/toast";
import type { Actor } from "../activity/entries";
import type { Database } from "../db/client";
import { categories, type RecordVersion, staticListingItems, type StaticListingItem, type VersionedSubject } from "../db/schema";
import { categoryLabelOf, getProductForAdmin, updateProduct } from "../catalog/admin-products";
import { productSnapshot } from "../catalog/product-changes";
import { getCategory, updateCategory } from "../catalog/admin-categories";
import { categorySnapshot } from "../catalog/category-changes";
import { listingSnapshot, listingVersion } from "../catalog/listing-changes";
import { listStaticListingItems, saveStaticListingItems } from "../catalog/static-listings";
import { articleSnapshot } from "../articles/article-changes";
import { DuplicateSlugError, updateArticle } from "../articles/editor";
import { findArticleById, findArticleBySlug, type StoredArticle } from "../articles/queries";
import { readSiteSettings, saveSiteSettings, SETTINGS_SUBJECT_ID } from "../site/site-settings";
import { settingsSnapshot } from "../site/settings-changes";
import { bodyImages, goneFromLibrary, withoutImages } from "./media-check";
import { findVersion } from "./versions";

// What the history screens and «Restaurar esta versión» need to know about each kind of record:
// where it is edited, its version now, how a stored version reads (the same snapshots as the
// activity log and the edit-conflict notice, app/lib/record-changes.ts), and how a version's values
// go back through the record's own save (docs/decisions/034-history-trash-media-redirects.md).

/** The record as it is now, for the history screen's heading and its restore form. */
export interface HistoryRecord {
  label: string;
  /** The version a save must be based on now (a listing row: its listing's, see listingVersion). */
  version: number;
  editHref: string;
  historyHref: string;
}

export type RestoreOutcome =
  { ok: true; droppedCategory: boolean; droppedImages: boolean } | { ok: false; status: 404 | 409; notice: Notice };

interface HistorySubject {
  current(db: Database, id: string): Promise<HistoryRecord | null>;
  /** How a stored version reads, field by field. */
  snapshot(db: Database, values: Record<string, unknown>): Promise<Snapshot>;
  /** The long text shown as a word diff (an article's body), as plain text; undefined for none. */
  longText?: { label: string; of(values: Record<string, unknown>): string };
  restore(db: Database, actor: Actor, id: string, version: RecordVersion, basedOn: number): Promise<RestoreOutcome>;
}

const restored = (droppedImages = false, droppedCategory = false) => ({ ok: true, droppedCategory, droppedImages }) as const;
const missing = { ok: false, status: 404, notice: historyNotices.recordMissing } as const;
const conflict = { ok: false, status: 409, notice: historyNotices.conflict } as const;
const refused = (reason: string) => ({ ok: false, status: 409, notice: restoreRefused(reason) }) as const;

// Stored values are JSON: dates come back as strings.
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const dateOf = (value: unknown): Date | null => (typeof value === "string" || value instanceof Date ? new Date(value) : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function productInputOf(values: Record<string, unknown>): ProductInput {
  return {
    name: text(values.name) ?? "",
    sku: text(values.sku),
    shortDescription: text(values.shortDescription),
    description: text(values.description),
    price: values.price === null || values.price === undefined ? null : Number(values.price),
    stockQuantity: Number(values.stockQuantity ?? 0),
    categoryId: text(values.categoryId),
    features: strings(values.features),
    videoUrl: text(values.videoUrl),
    specifications: (values.specifications ?? {}) as Record<string, string>,
    isFeatured: values.isFeatured === true,
    isActive: values.isActive === true,
    images: strings(values.images),
    imageAlts: strings(values.imageAlts),
  };
}

function articleOf(values: Record<string, unknown>): StoredArticle {
  return { ...(values as unknown as StoredArticle), publishedAt: dateOf(values.publishedAt), tags: strings(values.tags) };
}

const product: HistorySubject = {
  async current(db, id) {
    const row = await getProductForAdmin(db, id);
    if (!row) return null;
    return { label: row.name, version: row.version, editHref: `/admin/products/${id}`, historyHref: `/admin/products/${id}/historial` };
  },
  async snapshot(db, values) {
    const input = productInputOf(values);
    return productSnapshot(input, await categoryLabelOf(db, input.categoryId));
  },
  async restore(db, actor, id, version, basedOn) {
    const input = productInputOf(version.values);
    let droppedCategory = false;
    if (input.categoryId) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
      if (!category) {
        input.categoryId = null;
        droppedCategory = true;
      }
    }
    const gone = await goneFromLibrary(db, input.images);
    if (gone.size > 0) {
      const kept = input.images.map((url, index) => ({ url, alt: input.imageAlts[index] ?? "" })).filter(({ url }) => !gone.has(url));
      input.images = kept.map((image) => image.url);
      input.imageAlts = kept.map((image) => image.alt);
    }
    const saved = await updateProduct(db, id, input, { basedOn, actor, restoredFrom: version.number });
    if (!saved.ok) return saved.reason === "not-found" ? missing : conflict;
    return restored(gone.size > 0, droppedCategory);
  },
};

const article: HistorySubject = {
  async current(db, id) {
    const row = await findArticleById(db, id);
    if (!row) return null;
    return { label: row.title, version: row.version, editHref: `/admin/articles/${id}`, historyHref: `/admin/articles/${id}/historial` };
  },
  async snapshot(_db, values) {
    return articleSnapshot(articleOf(values));
  },
  longText: { label: articleAdminCopy.fields.content, of: (values) => plainTextOf(text(values.content)) },
  async restore(db, actor, id, version, basedOn) {
    const stored = articleOf(version.values);
    const other = await findArticleBySlug(db, stored.slug);
    if (other && other.id !== id)
      return refused(
        `La dirección /noticias/${stored.slug} de esa versión ahora la usa otro artículo («${other.title}»). Cambiale la dirección a ese artículo, o restaurá otra versión.`,
      );
    const gone = await goneFromLibrary(db, [...bodyImages(stored.content), ...(stored.coverImageUrl ? [stored.coverImageUrl] : [])]);
    const coverImageUrl = stored.coverImageUrl && gone.has(stored.coverImageUrl) ? null : stored.coverImageUrl;
    const input = {
      title: stored.title,
      slug: stored.slug,
      excerpt: stored.excerpt,
      content: withoutImages(stored.content, gone),
      authorName: stored.authorName,
      tags: stored.tags,
      isPublished: stored.isPublished,
      publishedAt: stored.publishedAt,
    };
    try {
      const saved = await updateArticle(db, id, input, { basedOn, actor, coverImageUrl, restoredFrom: version.number });
      if (!saved.ok) return saved.reason === "not-found" ? missing : conflict;
    } catch (error) {
      if (error instanceof DuplicateSlugError) return refused(error.message);
      throw error;
    }
    return restored(gone.size > 0);
  },
};

async function parentNameOf(db: Database, parentId: string | null): Promise<string | null> {
  if (!parentId) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, parentId));
  return row?.name ?? null;
}

const category: HistorySubject = {
  async current(db, id) {
    const row = await getCategory(db, id);
    if (!row) return null;
    return { label: row.name, version: row.version, editHref: `/admin/categorias/${id}`, historyHref: `/admin/categorias/${id}/historial` };
  },
  async snapshot(db, values) {
    const parentName = await parentNameOf(db, text(values.parentId));
    return categorySnapshot(
      { name: text(values.name) ?? "", description: text(values.description), isActive: values.isActive === true },
      parentName,
    );
  },
  async restore(db, actor, id, version, basedOn) {
    const { values } = version;
    const parentId = text(values.parentId);
    if (parentId && !(await parentNameOf(db, parentId)))
      return refused("La categoría dentro de la que estaba en esa versión ya no existe. Elegí dónde va desde su página de edición.");
    const saved = await updateCategory(
      db,
      id,
      { name: text(values.name) ?? "", description: text(values.description), parentId: parentId ?? "" },
      { basedOn, actor, restoredFrom: version.number, isActive: values.isActive === true },
    );
    if (saved.ok) return restored();
    if (saved.reason === "not-found") return missing;
    if (saved.reason === "conflict") return conflict;
    if (saved.reason === "name-taken")
      return refused(
        `Ya hay otra categoría llamada «${text(values.name)}» en ese lugar. Cambiale el nombre a una de las dos y probá de nuevo.`,
      );
    if (saved.reason === "has-subcategories")
      return refused(
        "En esa versión estaba dentro de otra categoría, pero ahora tiene subcategorías y tiene que quedar en el primer nivel. Restaurá otra versión.",
      );
    return refused("La categoría dentro de la que estaba en esa versión ya no puede tener subcategorías.");
  },
};

async function listingRow(db: Database, id: string): Promise<StaticListingItem | null> {
  const [row] = await db.select().from(staticListingItems).where(eq(staticListingItems.id, id));
  return row ?? null;
}

const listingItem: HistorySubject = {
  async current(db, id) {
    const row = await listingRow(db, id);
    if (!row) return null;
    const rows = await listStaticListingItems(db, row.listingPath);
    const title = staticListingForPath(row.listingPath)?.title;
    return {
      label: title ? `${row.name} (${title})` : row.name,
      version: listingVersion(rows),
      editHref: `/admin/listados?listado=${row.listingPath.slice(1)}`,
      historyHref: `/admin/listados/${id}/historial`,
    };
  },
  async snapshot(_db, values) {
    const [, ...fields] = Object.entries(listingSnapshot([values as unknown as StaticListingItem]));
    // A row's own history: its fields without the row's name before each label, nor the listing's order.
    const name = `${text(values.name) ?? ""}: `;
    return Object.fromEntries(fields.map(([label, value]) => [label.startsWith(name) ? label.slice(name.length) : label, value]));
  },
  async restore(db, actor, id, version, basedOn) {
    const row = await listingRow(db, id);
    const listing = row && staticListingForPath(row.listingPath);
    if (!row || !listing) return missing;
    const { values } = version;
    const image = text(values.image) ?? row.image;
    const imageGone = (await goneFromLibrary(db, [image])).size > 0;
    const rows = (await listStaticListingItems(db, row.listingPath)).map((item) => ({
      id: item.id,
      price: item.price,
      inStock: item.inStock,
      description: item.description,
      image: item.image,
      imageAlt: item.imageAlt,
      isVisible: item.isVisible,
    }));
    const restoredRow = rows.find((item) => item.id === id)!;
    Object.assign(restoredRow, {
      price: text(values.price),
      inStock: values.inStock === true,
      description: text(values.description) ?? "",
      image: imageGone ? row.image : image,
      imageAlt: text(values.imageAlt),
      isVisible: values.isVisible !== false,
    });
    const saved = await saveStaticListingItems(db, listing, rows, { basedOn, actor, restoredFrom: { itemId: id, number: version.number } });
    return saved.ok ? restored(imageGone) : conflict;
  },
};

const settings: HistorySubject = {
  async current(db) {
    const row = await readSiteSettings(db);
    return {
      label: "Datos de la empresa y especialistas",
      version: row.version,
      editHref: "/admin/ajustes",
      historyHref: "/admin/ajustes/historial",
    };
  },
  async snapshot(_db, values) {
    return settingsSnapshot({ facts: values.facts as SiteFacts, specialists: (values.specialists ?? []) as Specialist[] });
  },
  async restore(db, actor, _id, version, basedOn) {
    const facts = version.values.facts as SiteFacts;
    const specialists = (version.values.specialists ?? []) as Specialist[];
    const saved = await saveSiteSettings(db, { ...facts, specialists } as SiteSettings, {
      basedOn,
      actor,
      restoredFrom: version.number,
    });
    return saved.ok ? restored() : conflict;
  },
};

export const historySubjects: Record<VersionedSubject, HistorySubject> = {
  product,
  article,
  category,
  "listing-item": listingItem,
  settings,
};

export { SETTINGS_SUBJECT_ID };

/**
 * Writes version `number` of a record back through the record's own save, if the record is still
 * at version `basedOn` (the version the history was loaded with); refuses with a notice otherwise.
 */
export async function restoreVersion(
  db: Database,
  actor: Actor,
  target: { subject: VersionedSubject; subjectId: string; number: number; basedOn: number },
): Promise<RestoreOutcome> {
  const handler = historySubjects[target.subject];
  if (!(await handler.current(db, target.subjectId))) return missing;
  const version = await findVersion(db, target.subject, target.subjectId, target.number);
  if (!version) return { ok: false, status: 404, notice: historyNotices.versionMissing };
  return handler.restore(db, actor, target.subjectId, version, target.basedOn);
}
