// Kept apart from the queries so the seed (imported by the database module) can use them without an import cycle.
export const HOME_ARTICLE_LIMIT = 6;
export const SCRUBBER_ARTICLE_SLUG = "sanicleanse-air-teat-scrubber-system";
