import { readFileSync } from "node:fs";

// What a start on a new database must log: one "migration applied" line per migration of the
// journal, in order, and one "seed step" line per step of the demo seed, in the seed's order.

const journal = JSON.parse(readFileSync("app/.server/db/migrations/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };

/** Every migration's tag, in the order they are applied. */
export const MIGRATION_TAGS = journal.entries.map((entry) => entry.tag);

/** The demo seed's steps, as its log lines name them. */
export const DEMO_SEED_STEPS = [
  "demo categories",
  "demo products",
  "demo articles",
  "company facts and specialists",
  "static listing products",
  "reply templates",
  "content pages in the site search",
];
