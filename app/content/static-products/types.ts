import type { Crumb } from "~/lib/structured-data";

// docs/requirements.md §3 'Static product card' and the pages that list them
// (docs/requirements.md §2 'Static listings'), each listing a typed module of this folder. The
// page texts are read from here; the products only seed static_listing_items, which the pages read
// and /admin/listados edits (docs/decisions/017-static-listings-in-database.md).

export interface StaticProduct {
  id: string;
  name: string;
  /** Shown as the card's badge. */
  category: string;
  /** Text as the requirements give it: an amount ("185"), or wording such as "Consultar". Missing shows 'Consultar precio'. */
  price?: string;
  image: string;
  description: string;
  inStock: boolean;
  /** 'contain' for drawings and packshots that must not be cropped. */
  imageFit?: "contain";
  /** Page with the product's details, when there is one. */
  href?: string;
}

export interface StaticListing {
  path: string;
  /** Page name for the <title>. */
  metaTitle: string;
  /** Meta description, 50–160 characters. */
  description: string;
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  breadcrumb: readonly Crumb[];
  products: readonly StaticProduct[];
  /** Short facts under the grid: how to choose, what to know before buying. */
  notes: { title: string; items: readonly string[] };
}
