// The database-driven listings' slugs, apart from their copy (catalog-listings.ts, which must have a
// listing for each): what needs only the paths (the loading state the SCIO page shares) does not
// load the copy. A listing's path is its slug under the root.
export const categoryListingSlugs = ["redes-enfardar", "hilos-enfardar", "stretch-films", "capas-ensilaje", "pre-post-dipping"] as const;

export type ListingSlug = (typeof categoryListingSlugs)[number];

/** Paths of every database-driven listing (the loading text shows while moving between them). */
export const listingPaths: readonly string[] = [...categoryListingSlugs.map((slug) => `/${slug}`), "/scio-nir", "/scio-cup"];
