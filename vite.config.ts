import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { observeAbortedDataStreamsPlugin } from "./scripts/vite/observe-aborted-data-streams.ts";

// App modules a public page may share: not the dialog, which public pages load only on demand (the
// specialists' dialog) and which the admin's lazy article editor uses too: shared, it would pull
// Radix's dialog into a chunk every page loads. The same for the video-address helper of the product
// page, which the editor's video dialog uses. (Modules only the admin wing reaches never qualify:
// reachedByPublicPages.)
const publicAppCode = String.raw`[\\/]app[\\/](?!components[\\/]ui[\\/]dialog\.|lib[\\/]video-embed\.)`;

// Code a visitor of the public site never needs: the admin wing (app/admin/), and the staff's
// sign-in pages. A module only they reach stays out of the shared chunks, which every public page
// loads; the bundler puts it in chunks of their own.
const offThePublicSite = /[\\/]app[\\/](?:admin|routes[\\/]auth)[\\/]/;
const publicEntry = /[\\/]app[\\/](?:root\.tsx|routes[\\/])/;
const lucideIcon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/** Whether a public page (root or a route, not off the public site) imports `id`, directly or not. */
function reachedByPublicPages(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (offThePublicSite.test(id)) return false;
  if (publicEntry.test(id)) return true;
  const info = ctx.getModuleInfo(id);
  if (!info) return true;
  const icon = lucideIcon.exec(id);
  if (icon) {
    // Every icon is imported by lucide's index modules, which every module using any icon imports:
    // the icon is the public pages' if one of their modules that imports lucide names it.
    const name = iconName(icon[1]!);
    return usersOfLucide(id, ctx).some(
      (user) => name.test(ctx.getModuleInfo(user)?.code ?? name.source) && reachedByPublicPages(user, ctx),
    );
  }
  return [...info.importers, ...info.dynamicImporters].some((importer) => reachedByPublicPages(importer, ctx, seen));
}

/** The component name of a lucide icon file ("chevron-down" → ChevronDown), as a word to look for. */
function iconName(file: string): RegExp {
  return new RegExp(String.raw`\b${file.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}\b`);
}

/** The modules outside lucide-react that import `id` through its index modules. */
function usersOfLucide(id: string, ctx: ChunkingContext, seen = new Set<string>()): string[] {
  if (seen.has(id)) return [];
  seen.add(id);
  if (!/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return [id];
  return (ctx.getModuleInfo(id)?.importers ?? []).flatMap((importer) => usersOfLucide(importer, ctx, seen));
}

// The copy of the database-driven listings and their page template: only the listing route uses them,
// yet the copy landed in the shared chunk every page loads (about 2 KB, Brotli), most likely because
// React Router's one route per listing path counts as that many importers. Left to the bundler,
// they go into the listing route's own chunk (the SCIO page's loading state needs only
// content/listing-paths.ts).
const listingsOnly = /[\\/]app[\\/](?:content[\\/]catalog-listings|components[\\/]catalog[\\/]category-listing-page)\./;

// Site search's code beyond the header field's loader: the results page and the suggestions (which a
// field loads on its first focus) share it, so the small modules among it would land in the shared
// chunk every page loads. Left to the bundler, they go into a chunk of their own that only those two
// load.
const searchOnly =
  /[\\/]app[\\/](?:components[\\/]search[\\/](?!search-field\.)|content[\\/]search\.|lib[\\/](?:search-links|search-text|listbox-keys)\.)/;

/** The modules that import `id`; for a lucide icon, the app's modules that name it (see reachedByPublicPages). */
function importersOf(id: string, ctx: ChunkingContext): readonly string[] {
  const icon = lucideIcon.exec(id);
  if (!icon) return ctx.getModuleInfo(id)?.importers ?? [];
  const name = iconName(icon[1]!);
  return usersOfLucide(id, ctx).filter((user) => name.test(ctx.getModuleInfo(user)?.code ?? name.source));
}

// The modules every page runs: the client entry, the root and the public layout route, and what they
// import (not what they load on demand). A page loads them all anyway, so they can share one chunk.
const everyPageEntry = /(?:[\\/]app[\\/](?:root\.tsx|routes[\\/]site-layout\.tsx)|[\\/]entry\.client\.tsx)(?:\?|$)/;

/** Whether the client entry, the root or the public layout imports `id`, directly or not. */
function loadedByEveryPage(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (everyPageEntry.test(id)) return true;
  return importersOf(id, ctx).some((importer) => loadedByEveryPage(importer, ctx, seen));
}

/**
 * The public route modules that import `id`, directly or not, and the modules loaded on demand that
 * do (each is a chunk of its own, like a route's).
 */
function publicRoutesImporting(id: string, ctx: ChunkingContext, found = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(id)) return found;
  seen.add(id);
  if (offThePublicSite.test(id)) return found;
  if (publicEntry.test(id)) return found.add(id);
  if (ctx.getModuleInfo(id)?.dynamicImporters.length) found.add(id);
  for (const importer of importersOf(id, ctx)) publicRoutesImporting(importer, ctx, found, seen);
  return found;
}

// A page loads the framework, the shared chunk (what every page runs, and the few modules nearly every
// route uses), its route's chunk, and the family chunks its route draws on: news, the contact form,
// the catalogue's cards and helpers, the other page blocks (heroes, sections, bands). When the small
// modules used twice or more all went into the shared chunk, every page carried every page's blocks;
// left to the bundler, a page loaded up to 29 scripts.
const familyPaths: [family: string, path: RegExp][] = [
  ["news", /[\\/]app[\\/](?:components[\\/]news[\\/]|content[\\/]news\.)/],
  [
    "contact-form",
    /[\\/]app[\\/](?:components[\\/](?:forms[\\/]|ui[\\/](?:input|textarea|label|notice)\.|contact[\\/](?:contact-form|contact-fields|use-contact-submit)\.)|content[\\/]contact\.|lib[\\/](?:forms|contact-form-fields)\.)/,
  ],
  [
    "catalog",
    /[\\/]app[\\/](?:components[\\/]catalog[\\/]|lib[\\/](?:price|is-uuid|catalog-meta|category-paths|dates)\.|content[\\/]listing-paths\.)/,
  ],
  // The specialists' list (the contact page and the search results) is left to the bundler.
  ["", /[\\/]app[\\/]components[\\/]contact[\\/]specialist-list\./],
  ["pages", /[\\/]app[\\/]/],
];

/** "shared", a family chunk's name, "" (the bundler's choice), or null (the route's own chunk). */
type ChunkChoice = string | null;

/**
 * Where a public module goes: "shared", a family, "" (the bundler's choice), or null for a module one
 * route (or one chunk loaded on demand) uses, which stays in that route's chunk.
 */
function publicChunkOf(id: string, ctx: ChunkingContext, seen = new Set<string>()): ChunkChoice {
  if (seen.has(id)) return null;
  seen.add(id);
  if (listingsOnly.test(id) || searchOnly.test(id) || !reachedByPublicPages(id, ctx)) return null;
  if (loadedByEveryPage(id, ctx)) return "shared";
  const users = publicRoutesImporting(id, ctx).size;
  if (users >= 10) return "shared";
  if (users < 2) return null;
  const importers = importersOf(id, ctx).map((importer) => publicChunkOf(importer, ctx, new Set(seen)));
  // An icon goes with the one family whose modules name it; named by two routes' own modules or by
  // two families' (it is a few hundred bytes), it goes in the shared chunk.
  const family = lucideIcon.test(id) ? (importers[0] ?? "shared") : (familyPaths.find(([, path]) => path.test(id))?.[0] ?? "pages");
  // A module that another family's module (or the shared chunk) imports goes in the shared chunk:
  // in its own family, that family's chunk would load with the other.
  return importers.every((chunk) => chunk === family || (chunk === null && !lucideIcon.test(id)) || chunk === "") ? family : "shared";
}

/** The shared chunk's name for modules every public page, or nearly every one, runs. */
function sharedWithPublicPages(id: string, ctx: ChunkingContext): string | null {
  return publicChunkOf(id, ctx) === "shared" ? "shared" : null;
}

/** The family chunk's name for modules two or more public routes use. */
function familyOf(id: string, ctx: ChunkingContext): string | null {
  const chunk = publicChunkOf(id, ctx);
  return chunk === "shared" || !chunk ? null : chunk;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), observeAbortedDataStreamsPlugin()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // The database drivers and server-only packages stay external in the server build. lucide-react
  // and Radix go into it instead: their entry points re-export everything they have, so as external
  // packages the server loaded every icon (about 7 MB of V8 heap for the life of the process) and
  // every Radix primitive (a hundred modules for the one Dialog the app imports); bundled, only
  // what the app uses.
  ssr: { external: ["@electric-sql/pglite", "pg"], noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            // Fewer, larger scripts: on a slow connection each request costs a round trip, and a
            // page used to load about forty. The framework in one chunk, the shared chunk, the
            // family chunks (see above). Admin-only code (publicAppCode, reachedByPublicPages) stays
            // out of all of them: a public page never downloads it.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 4,
                },
                {
                  name: sharedWithPublicPages,
                  test: new RegExp(String.raw`${publicAppCode}|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]`),
                  priority: 3,
                },
                {
                  name: familyOf,
                  test: new RegExp(String.raw`${publicAppCode}|node_modules[\\/](lucide-react)[\\/]`),
                  priority: 2,
                },
              ],
            },
          },
        },
      },
}));
