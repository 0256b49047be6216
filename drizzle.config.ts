import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and applied by the app on start (app/.server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./app/.server/db/migrations",
});
