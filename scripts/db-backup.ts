// `npm run db:backup [-- FILE]`: writes a copy of the embedded database (DATA_DIR) to FILE, by
// default DATA_DIR/backups/database-<time>.tar.gz. Refuses while the server runs (stop it first).
// A PostgreSQL site (DATABASE_URL) is backed up with pg_dump: see README, "Backups".
import "./load-env-file.ts";
import { backupEmbeddedDatabase, defaultBackupFile } from "../app/.server/db/backup.ts";
import { readServerConfig } from "../app/.server/config.ts";
import { runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("db:backup", async () => {
  const config = readServerConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up the PostgreSQL database with pg_dump (see README, "Backups").');
  }
  const file = process.argv[2] ?? defaultBackupFile(config.dataDir);
  const { file: written, bytes } = await backupEmbeddedDatabase(config.dataDir, file);
  console.log(`Backed up the embedded database at ${config.dataDir} to ${written} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  console.log(
    config.uploads.bucket
      ? `Uploaded images live in the bucket ${config.uploads.bucket}: back it up too (see README, "Backups").`
      : "Uploaded images live in DATA_DIR/uploads: copy that folder alongside the backup.",
  );
});
