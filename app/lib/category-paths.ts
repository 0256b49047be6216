// Categories of docs/requirements.md §3 that have a public page at /{slug}; products of other
// categories link back to the home page instead.
const CATEGORY_PAGE_SLUGS = new Set([
  "redes-enfardar",
  "hilos-enfardar",
  "stretch-films",
  "capas-ensilaje",
  "scio-cup",
  "scio-nir",
  "inoculantes",
  "acelerador-biologico",
  "pre-post-dipping",
  "ambic",
  "scrubber",
]);

export function categoryPagePath(slug: string | null | undefined): string | null {
  return slug && CATEGORY_PAGE_SLUGS.has(slug) ? `/${slug}` : null;
}
