import { listingsCopy } from "~/admin/content/listings";
import { formatPrice } from "~/lib/price";
import { comparedOnly, type Snapshot, snapshotOf, yesNo } from "~/lib/record-changes";
import type { StaticListingItem } from "../db/schema";

// A static listing's rows as staff read them («Bota Bekina Steplite: Precio: $ 185 → $ 190»): the
// activity log's detail of a save and the edit-conflict notice both come from here
// (docs/decisions/022-edit-conflicts.md).

type ListedRow = Pick<StaticListingItem, "id" | "name" | "price" | "inStock" | "description" | "image" | "imageAlt" | "isVisible">;

/** `rows` in the page's order. */
export function listingSnapshot(rows: readonly ListedRow[]): Snapshot {
  return snapshotOf([
    ["Orden", comparedOnly(rows.map((row) => row.id).join(","))],
    ...rows.flatMap((row) => [
      [`${row.name}: ${listingsCopy.price}`, formatPrice(row.price, "short")] as const,
      [`${row.name}: ${listingsCopy.stock}`, row.inStock ? listingsCopy.inStock : listingsCopy.outOfStock] as const,
      [`${row.name}: ${listingsCopy.descriptionLabel}`, row.description] as const,
      [`${row.name}: Foto`, comparedOnly(row.image)] as const,
      [`${row.name}: ${listingsCopy.imageAlt}`, row.imageAlt ?? ""] as const,
      [`${row.name}: ${listingsCopy.visible}`, yesNo(row.isVisible)] as const,
    ]),
  ]);
}

/** One number for the whole listing: the sum of its rows' versions, which grows with every save of any row. */
export function listingVersion(rows: readonly Pick<StaticListingItem, "version">[]): number {
  return rows.reduce((sum, row) => sum + row.version, 0);
}
