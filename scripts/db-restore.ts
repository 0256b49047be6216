// `npm run db:restore -- FILE`: replaces the embedded database (DATA_DIR) with a backup written by
// db:backup. Refuses while the server runs (stop it first); the replaced database is kept beside it.
// A PostgreSQL site (DATABASE_URL) is restored with pg_restore: see README, "Backups".
import "./load-env-file.ts";
import { restoreEmbeddedDatabase } from "../app/.server/db/backup.ts";
import { readServerConfig } from "../app/.server/config.ts";
import { runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("db:restore", async () => {
  const config = readServerConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: restore the PostgreSQL database with pg_restore (see README, "Backups").');
  }
  const file = process.argv[2];
  if (!file) throw new Error("name the backup file to restore: npm run db:restore -- data/backups/database-….tar.gz");
  const { previous } = await restoreEmbeddedDatabase(config.dataDir, file);
  console.log(`Restored the embedded database at ${config.dataDir} from ${file}.`);
  if (previous) console.log(`The database it replaced is kept at ${previous}; delete it once the site looks right.`);
  console.log("Start the server: it applies any migrations the backup predates.");
});
