import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema; the server applies them on start and `npm run db:migrate`
// on demand (both through app/.server/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./app/.server/db/migrations",
});
