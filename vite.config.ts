import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                { name: "shared", test: /[\\/]app[\\/]|node_modules[\\/](lucide-react|clsx|tailwind-merge|class-variance-authority)[\\/]/, minShareCount: 8, priority: 2 },
              ],
            },
          },
        },
      },
}));
