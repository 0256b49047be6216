import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findArticleBySlug } from "~/.server/articles";
import { importLegacyCovers } from "~/.server/articles/import-covers";
import { articles } from "~/.server/db/schema";
import { setUpAuthTest, type AuthTestContext } from "../support/auth";
import { pixelBombPng, truncatedPng } from "../support/malformed-images";
import { listStoredUploads } from "../support/uploads";

// `npm run articles:import-covers` (the re-upload of /lovable-uploads/ covers of
// docs/requirements.md §7, as an operator command).

describe("importLegacyCovers", () => {
  let test: AuthTestContext;
  let source: string;

  beforeAll(async () => {
    test = await setUpAuthTest();
    source = mkdtempSync(path.join(os.tmpdir(), "legacy-"));
    mkdirSync(path.join(source, "lovable-uploads"));
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#e9b949" } })
      .png()
      .toBuffer();
    writeFileSync(path.join(source, "lovable-uploads", "portada vieja.png"), png);
    writeFileSync(path.join(source, "lovable-uploads", "cortada.png"), await truncatedPng());
    writeFileSync(path.join(source, "lovable-uploads", "enorme.png"), await pixelBombPng());
    await test.database.connection.db.insert(articles).values([
      { title: "Con portada vieja", slug: "con-portada-vieja", coverImageUrl: "/lovable-uploads/portada%20vieja.png" },
      { title: "Portada perdida", slug: "portada-perdida", coverImageUrl: "/lovable-uploads/no-existe.png" },
      { title: "Fuera de la carpeta", slug: "fuera", coverImageUrl: "/lovable-uploads/../../etc/passwd" },
      { title: "Portada cortada", slug: "portada-cortada", coverImageUrl: "/lovable-uploads/cortada.png" },
      { title: "Portada enorme", slug: "portada-enorme", coverImageUrl: "/lovable-uploads/enorme.png" },
      { title: "Ya migrada", slug: "ya-migrada", coverImageUrl: "/images/news/agua-de-bebida-en-aves.webp" },
    ]);
  });
  afterAll(async () => {
    rmSync(source, { recursive: true, force: true });
    await test.dispose();
  });

  it("copies legacy covers into storage, updates their rows and reports the ones it could not copy", async () => {
    const report = await importLegacyCovers(test.database.connection.db, source);
    expect(report.imported.map((item) => item.slug)).toEqual(["con-portada-vieja"]);
    expect(report.failed.map((item) => item.slug).sort()).toEqual(["fuera", "portada-cortada", "portada-enorme", "portada-perdida"]);
    const reasons = Object.fromEntries(report.failed.map((item) => [item.slug, item.reason]));
    expect(reasons["portada-cortada"]).toBe("La imagen está dañada o incompleta. Exportala de nuevo o elegí otra.");
    expect(reasons["portada-enorme"]).toMatch(/^La imagen mide 16000 × 16000 píxeles/);
    expect((await findArticleBySlug(test.database.connection.db, "portada-cortada"))?.coverImageUrl).toBe("/lovable-uploads/cortada.png");
    expect(await listStoredUploads(test.dataDir, "articles")).toHaveLength(3);
    expect((await findArticleBySlug(test.database.connection.db, "con-portada-vieja"))?.coverImageUrl).toMatch(
      /^\/uploads\/articles\/[0-9a-f-]{36}-1600\.webp$/,
    );
    expect((await findArticleBySlug(test.database.connection.db, "ya-migrada"))?.coverImageUrl).toBe(
      "/images/news/agua-de-bebida-en-aves.webp",
    );

    const again = await importLegacyCovers(test.database.connection.db, source);
    expect(again.imported).toEqual([]);
  });
});
