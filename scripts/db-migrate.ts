// `npm run db:migrate`: applies pending migrations to the database DATABASE_URL or DATA_DIR names.
import "./load-env-file.ts";
import { openDatabase } from "../app/.server/db/index.ts";
import { migrateAndReport, runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("db:migrate", async () => {
  const connection = await openDatabase();
  try {
    await migrateAndReport(connection);
  } finally {
    await connection.close();
  }
});
