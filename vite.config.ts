import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

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
    const name = new RegExp(String.raw`\b${icon[1]!.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}\b`);
    return usersOfLucide(id, ctx).some(
      (user) => name.test(ctx.getModuleInfo(user)?.code ?? name.source) && reachedByPublicPages(user, ctx),
    );
  }
  return [...info.importers, ...info.dynamicImporters].some((importer) => reachedByPublicPages(importer, ctx, seen));
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

/** The shared chunk's name for modules public pages use; the others are left to the bundler. */
function sharedWithPublicPages(id: string, ctx: ChunkingContext): string | null {
  return !listingsOnly.test(id) && !searchOnly.test(id) && reachedByPublicPages(id, ctx) ? "shared" : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
            // page used to load about forty. The framework in one chunk, app code that eight or
            // more routes use in a second, small modules (icons, helpers) used twice or more in a third.
            // Admin-only code (publicAppCode) stays out of both: a public page never downloads it.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  name: sharedWithPublicPages,
                  test: new RegExp(String.raw`${publicAppCode}|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]`),
                  minShareCount: 8,
                  priority: 2,
                },
                {
                  name: sharedWithPublicPages,
                  test: new RegExp(String.raw`${publicAppCode}|node_modules[\\/]lucide-react[\\/]`),
                  minShareCount: 2,
                  maxModuleSize: 2048,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
