import { palletProductIds, technicalSheetPath } from "~/content/pallet-products";
import { visitablePagePaths } from "~/lib/sitemap";
import { contentVersionBumps } from "../cache/content-version";
import { readPublicContentState } from "../cache/read-content-version";
import type { Database } from "../db";
import { buildRouteTable } from "../seo/route-table";
import { sitemapEntries } from "../seo/sitemap";

// Which paths are pages a visitor can see right now, so a beacon for an invented path counts
// nothing (docs/decisions/019-cookieless-analytics.md, "Amended"): the sitemap's pages (the route
// table's, every active product and published article), plus the route table's pages the sitemap
// leaves out for search engines (search results, the second SCIO path) and the technical sheets.
// Kept per content version, like the page cache: a beacon costs no query, and the version is read
// again at most every few seconds however many beacons arrive.

/** How long the version read last is trusted before reading it again (PostgreSQL: other instances write). */
const VISITABLE_PAGES_RECHECK_MS = 10_000;

interface Known {
  db: Database;
  /** The content version and next publication date the set was built for. */
  state: string;
  /** This process's own bumps when read: an edit made here is seen at once. */
  bumps: number;
  checkedAt: number;
  paths: ReadonlySet<string>;
}

let known: Known | undefined;
let loading: Promise<Known> | undefined;

async function load(db: Database): Promise<Known> {
  const bumps = contentVersionBumps();
  const checkedAt = Date.now();
  // "postgres": read the database now, whichever kind it is; the recheck interval is the saving.
  const { version, freshUntil } = await readPublicContentState({ db, kind: "postgres" });
  const state = `${version}:${freshUntil}`;
  if (known?.db === db && known.state === state) return { ...known, bumps, checkedAt };
  const entries = await sitemapEntries(db);
  const paths = new Set([
    ...entries.map((entry) => entry.path),
    ...visitablePagePaths(buildRouteTable()),
    ...palletProductIds.map(technicalSheetPath),
  ]);
  return { db, state, bumps, checkedAt, paths };
}

/** Without the database, the last set known (or none) until the next check: a beacon never fails on it. */
async function loadOrKeep(db: Database): Promise<Known> {
  try {
    return await load(db);
  } catch {
    const kept = known?.db === db ? known.paths : new Set<string>();
    return { db, state: "unavailable", bumps: contentVersionBumps(), checkedAt: Date.now(), paths: kept };
  }
}

function isCurrent(db: Database): boolean {
  return known?.db === db && known.bumps === contentVersionBumps() && Date.now() - known.checkedAt < VISITABLE_PAGES_RECHECK_MS;
}

/** Whether `path` is a page that exists for a visitor (one shared read when the kept set is stale). */
export async function isVisitablePage(db: Database, path: string): Promise<boolean> {
  if (!isCurrent(db)) {
    loading ??= loadOrKeep(db)
      .then((fresh) => (known = fresh))
      .finally(() => (loading = undefined));
    await loading;
  }
  return known?.db === db ? known.paths.has(path) : false;
}
