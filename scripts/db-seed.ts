// `npm run db:seed`: migrates, then inserts the demo data a new site starts with. Safe to repeat:
// data that already exists is left alone.
import { openDatabase } from "../app/.server/db/index.ts";
import { seedDatabase } from "../app/.server/db/seed.ts";
import { describeDatabase, migrateAndReport, plural, runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("db:seed", async () => {
  const connection = await openDatabase();
  try {
    await migrateAndReport(connection);
    const report = await seedDatabase(connection.db);
    const target = describeDatabase(connection);
    console.log(
      report.categories > 0
        ? `Seeded ${target}: inserted ${plural(report.categories, "category", "categories")}.`
        : `Seed of ${target}: categories already present; nothing inserted.`,
    );
  } finally {
    await connection.close();
  }
});
