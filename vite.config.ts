import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// App modules a public page may share: not the admin's components, nor the primitives only the admin
// uses (badges, tables, selects).
const publicAppCode = String.raw`[\\/]app[\\/](?!components[\\/](?:admin[\\/]|ui[\\/](?:badge|select|table)\.|forms[\\/]select-field\.))`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // The database drivers and server-only packages stay external in the server build.
  ssr: { external: ["@electric-sql/pglite", "pg"] },
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
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                { name: "shared", test: new RegExp(String.raw`${publicAppCode}|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]`), minShareCount: 8, priority: 2 },
                { name: "shared", test: new RegExp(String.raw`${publicAppCode}|node_modules[\\/]lucide-react[\\/]`), minShareCount: 2, maxModuleSize: 2048, priority: 1 },
              ],
            },
          },
        },
      },
}));
