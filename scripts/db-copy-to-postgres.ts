// `npm run db:copy-to-postgres [-- --without-sessions]`: copies every table of the embedded database
// (DATA_DIR) into the new, empty PostgreSQL database DATABASE_URL names, checks that both hold the
// same rows, and prints a line per table. Refuses while the server runs (stop it first) and when
// the PostgreSQL database already has rows. See docs/operations.md, "Moving from the embedded
// database to PostgreSQL".
import "./load-env-file.ts";
import { parseArgs } from "node:util";
import { readServerConfig } from "../app/.server/config.ts";
import { CopyMismatchError, copyEmbeddedDatabaseToPostgres, describeCopy } from "../app/.server/db/copy-to-postgres.ts";
import { plural, runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("db:copy-to-postgres", async () => {
  const { values } = parseArgs({ options: { "without-sessions": { type: "boolean", default: false } } });
  const config = readServerConfig();
  if (!config.databaseUrl) {
    throw new Error(
      "DATABASE_URL is not set: name the new, empty PostgreSQL database to copy into, e.g. DATABASE_URL=postgres://user@host:5432/site npm run db:copy-to-postgres",
    );
  }
  console.log(`Copying the embedded database at ${config.dataDir} into PostgreSQL…`);
  try {
    const report = await copyEmbeddedDatabaseToPostgres({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      withoutSessions: values["without-sessions"],
    });
    for (const line of describeCopy(report)) console.log(line);
    const copied = report.tables.filter((table) => table.target !== null);
    const rows = copied.reduce((sum, table) => sum + (table.target ?? 0), 0);
    console.log(
      `Copied ${plural(copied.length, "table", "tables")} (${plural(rows, "row", "rows")}) from ${report.source} into ${report.target}; ` +
        `every table holds the same rows in both.`,
    );
    console.log(
      "Next: start the server with this DATABASE_URL; move uploaded images with `npm run uploads:copy-to-bucket` when a bucket is configured.",
    );
  } catch (error) {
    if (error instanceof CopyMismatchError) for (const line of describeCopy(error.report)) console.error(line);
    throw error;
  }
});
