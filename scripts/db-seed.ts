// `npm run db:seed`: migrates, then inserts the demo data a new site starts with. Safe to repeat:
// the demo content goes into a database once (app/.server/db/seed.ts), and data is never overwritten.
import "./load-env-file.ts";
import { openDatabase } from "../app/.server/db/index.ts";
import { seedDatabase } from "../app/.server/db/seed.ts";
import { describeDatabase, migrateAndReport, plural, runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("db:seed", async () => {
  const connection = await openDatabase();
  try {
    await migrateAndReport(connection);
    const report = await seedDatabase(connection.db);
    const target = describeDatabase(connection);
    const inserted = [
      report.categories > 0 && plural(report.categories, "category", "categories"),
      report.products > 0 && plural(report.products, "demo product", "demo products"),
      report.articles > 0 && plural(report.articles, "demo article", "demo articles"),
    ].filter(Boolean);
    console.log(
      inserted.length > 0
        ? `Seeded ${target}: inserted ${inserted.join(", ")}.`
        : `Seed of ${target}: demo data already seeded once; nothing inserted.`,
    );
  } finally {
    await connection.close();
  }
});
