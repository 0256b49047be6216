// `npm run articles:import-covers -- [--from public|https://old-site.example]`: copies article
// covers that still point at /lovable-uploads/ into uploaded-image storage (WebP variants) and
// updates the rows. --from is the folder that holds lovable-uploads/ (default: public) or the old
// site's origin. Safe to repeat: imported rows no longer match.
import "./load-env-file.ts";
import { parseArgs } from "node:util";
import { importLegacyCovers } from "../app/.server/articles/import-covers.ts";
import { openDatabase } from "../app/.server/db/index.ts";
import { describeDatabase, plural, runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("articles:import-covers", async () => {
  const { values } = parseArgs({ options: { from: { type: "string", default: "public" } } });
  const connection = await openDatabase();
  try {
    await connection.migrate();
    const report = await importLegacyCovers(connection.db, values.from!);
    for (const item of report.imported) console.log(`${item.slug}: ${item.from} -> ${item.to}`);
    for (const item of report.failed) console.error(`${item.slug}: ${item.from} not imported (${item.reason})`);
    console.log(
      `Imported ${plural(report.imported.length, "cover", "covers")} into ${describeDatabase(connection)}` +
        (report.failed.length > 0 ? `; ${plural(report.failed.length, "cover", "covers")} failed.` : "."),
    );
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    await connection.close();
  }
});
