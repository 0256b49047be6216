import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // The database drivers and server-only packages stay external in the server build.
  ssr: { external: ["@electric-sql/pglite", "pg"] },
});
