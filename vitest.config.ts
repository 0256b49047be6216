import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Three projects: unit (pure logic), integration (data and actions on a real database: in-memory
// PGlite, or PostgreSQL when DATABASE_URL is set), e2e (the built server driven by Chromium).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The route table the server build holds, for server modules that read it outside a build.
    alias: [
      {
        find: /^virtual:react-router\/server-build$/,
        replacement: fileURLToPath(new URL("tests/support/server-build.ts", import.meta.url)),
      },
    ],
  },
  // What the production build defines (vite.config.ts), for server modules that read it.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (Vitest's default on two cores is one): each file has a database, a
          // DATA_DIR and (with a bucket) a bucket of its own, so files share nothing.
          fileParallelism: true,
          maxWorkers: 2,
          retry: 0,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/e2e-setup.ts"],
          setupFiles: ["tests/support/e2e-each.ts"],
          // Generous: a loaded two-core machine starts a fresh embedded database slowly.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two files at a time: on two cores this halves the run, while four at a time starved the
          // CPU until tests hit their timeouts. Files do not share state: each one that changes data
          // starts a server of its own (admin-site.ts), on a copy of the database e2e-setup.ts
          // prepares once; one Chromium per worker is started there too (tests/support/browser.ts).
          fileParallelism: true,
          maxWorkers: 2,
          // No retries: a test waits for the condition it checks (tests/support/browser.ts), so a
          // failure is a fault to fix, never chance.
          retry: 0,
        },
      },
    ],
  },
});
