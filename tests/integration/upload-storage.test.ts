import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "~/.server/config";
import { createBucketStore } from "~/.server/storage/bucket-store";
import { copyUploadsToBucket, describeSkippedFiles, NoBucketConfiguredError } from "~/.server/storage/copy-to-bucket";
import { deleteUploadedImage, saveUploadedImage } from "~/.server/storage/images";
import { listPendingUploadDeletions } from "~/.server/storage/pending-deletions";
import { createUploadsHandler } from "~/.server/storage/serve-uploads";
import type { UploadKey, UploadStore } from "~/.server/storage/upload-store";
import { sweepPendingUploadDeletions } from "~/.server/storage/upload-sweep";
import { action as uploadAction } from "~/admin/routes/products.imagenes";
import { type AuthTestContext, createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN } from "../support/auth";
import { startTestBucket, type TestBucket } from "../support/bucket";
import { listStoredUploads } from "../support/uploads";
import { adminRouteContext } from "../support/route-context";

// Uploads in an S3-compatible bucket (a real s3rver on loopback): uploads with every variant,
// serving them at /uploads, a bucket that is down, the sweep and the copy command. What each store
// itself does (put, get, size, delete, check, serving) is upload-store-contract.test.ts, for both.

const UNAVAILABLE =
  "No pudimos guardar la imagen: el almacenamiento de archivos no responde. Probá de nuevo en unos minutos; si sigue fallando, avisale a quien administra el sitio.";

let bucket: TestBucket;
let test: AuthTestContext;

beforeAll(async () => {
  bucket = await startTestBucket();
  test = await setUpAuthTest({ ADMIN_EMAIL: "admin@example.com", ...bucket.env });
});
afterAll(async () => {
  await test?.dispose();
  await bucket?.dispose();
});

const photo = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#2f6f3a" } })
    .jpeg()
    .toBuffer();
const objects = (folder = "products") => listStoredUploads(test.dataDir, folder, bucket.env);

async function serveUploads() {
  const app = express();
  app.use("/uploads", createUploadsHandler());
  app.use((_req, res) => res.status(404).send("no está"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("uploads in the bucket", () => {
  it("stores every WebP variant in the bucket, not on disk, and serves them at the stored URL with immutable caching", async () => {
    const before = await objects();
    const url = await saveUploadedImage(new Blob([await photo()]), "products");
    const id = /([0-9a-f-]{36})-1600\.webp$/.exec(url)![1];
    expect(await objects()).toEqual([...before, `${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`].sort());
    expect(await listStoredUploads(test.dataDir, "products", {})).toEqual([]);

    const site = await serveUploads();
    try {
      const response = await fetch(`${site.url}${url.replace("-1600", "-800")}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(800);
      const head = await fetch(`${site.url}${url}`, { method: "HEAD" });
      expect([head.status, head.headers.get("content-type")]).toEqual([200, "image/webp"]);

      // A key that is not there, and names that are not upload keys, are not found.
      expect((await fetch(`${site.url}/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp`)).status).toBe(404);
      expect((await fetch(`${site.url}/uploads/products/nada.webp`)).status).toBe(404);
      expect((await fetch(`${site.url}/uploads/otros/${id}-800.webp`)).status).toBe(404);
    } finally {
      site.close();
    }
  });

  it("fails the upload with a clear message when the bucket is down, and stores nothing", async () => {
    await createVerifiedUser("admin@example.com", "clave-de-prueba-1");
    const admin = await signIn("admin@example.com", "clave-de-prueba-1");
    const before = await objects();
    await bucket.stop();
    try {
      const form = new FormData();
      form.append("file", new File([await photo()], "foto.jpg"));
      const request = new Request(new URL("/admin/products/imagenes", TEST_ORIGIN), {
        method: "POST",
        headers: { cookie: admin, origin: TEST_ORIGIN },
        body: form,
      });
      const response = await uploadAction({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<
        typeof uploadAction
      >[0]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: UNAVAILABLE });
    } finally {
      await bucket.start();
    }
    expect(await objects()).toEqual(before);
  });

  it("removes the variants already stored when the bucket refuses a later one", async () => {
    const before = await objects();
    const real = createBucketStore({ ...readServerConfig().uploads, bucket: bucket.bucket });
    let puts = 0;
    const failingOnSecondPut: UploadStore = {
      ...real,
      put: async (key, body, type) => {
        if (++puts === 2) throw new Error("SlowDown: please reduce your request rate");
        await real.put(key, body, type);
      },
    };
    await expect(saveUploadedImage(new Blob([await photo()]), "products", failingOnSecondPut)).rejects.toThrow(UNAVAILABLE);
    expect(puts).toBe(2);
    expect(await objects()).toEqual(before);
  });

  it("fails the upload with the same message when the bucket does not exist", async () => {
    const before = await objects();
    const saved = process.env.UPLOADS_BUCKET;
    process.env.UPLOADS_BUCKET = "no-existe";
    try {
      await expect(saveUploadedImage(new Blob([await photo()]), "articles")).rejects.toThrow(UNAVAILABLE);
    } finally {
      process.env.UPLOADS_BUCKET = saved;
    }
    expect(await objects()).toEqual(before);
  });

  it("removes an image while the bucket is down, and the sweep removes its files once the bucket is back", async () => {
    const url = await saveUploadedImage(new Blob([await photo()]), "products");
    const id = /([0-9a-f-]{36})-1600\.webp$/.exec(url)![1]!;

    await bucket.stop();
    try {
      await deleteUploadedImage(test.database.connection.db, url);
      expect((await listPendingUploadDeletions(test.database.connection.db)).map((row) => row.url)).toEqual([url]);
    } finally {
      await bucket.start();
    }
    expect((await objects()).filter((name) => name.startsWith(id))).toHaveLength(3);

    // The row came due at once (the delete's own try is the first attempt).
    expect(await sweepPendingUploadDeletions(test.database.connection.db)).toEqual({ removed: 1, failed: 0 });
    expect((await objects()).filter((name) => name.startsWith(id))).toEqual([]);
    expect(await listPendingUploadDeletions(test.database.connection.db)).toEqual([]);
  });

  it("copies DATA_DIR/uploads into the bucket, skips what is already there on a second run, names each skipped file and why, and names what is missing without a bucket", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "copy-uploads-"));
    try {
      const names = ["0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-400.webp", "1c9f5a2f-3b68-4d5c-8b1f-2e3a4b5c6d7e-800.webp"];
      mkdirSync(path.join(dataDir, "uploads", "articles"), { recursive: true });
      for (const name of names) writeFileSync(path.join(dataDir, "uploads", "articles", name), `bytes of ${name}`);
      writeFileSync(path.join(dataDir, "uploads", "articles", ".DS_Store"), "not ours");
      mkdirSync(path.join(dataDir, "uploads", "products"), { recursive: true });
      writeFileSync(path.join(dataDir, "uploads", "products", "foto vieja.jpg"), "an operator's copy");
      const config = readServerConfig({ ...bucket.env, DATA_DIR: dataDir });

      const progress: string[] = [];
      const first = await copyUploadsToBucket(config, ({ done, total }) => progress.push(`${done}/${total}`));
      expect(first).toMatchObject({ copied: 2, skipped: 0, total: 2 });
      expect(progress).toEqual(["1/2", "2/2"]);
      // The files that are not the site's images are named, with the reason, and stay out of the bucket.
      expect(describeSkippedFiles(first)).toEqual([
        "Salteado articles/.DS_Store: no es una imagen subida por el sitio (su nombre no es el de una), así que no se copia.",
        "Salteado products/foto vieja.jpg: no es una imagen subida por el sitio (su nombre no es el de una), así que no se copia.",
      ]);
      const inBucket = await objects("articles");
      for (const name of names) expect(inBucket).toContain(name);

      const second = await copyUploadsToBucket(config);
      expect(second).toMatchObject({ copied: 0, skipped: 2, total: 2 });
      expect(describeSkippedFiles(second)).toEqual([
        `Salteado articles/${names[0]}: ya estaba en el bucket, del mismo tamaño.`,
        `Salteado articles/${names[1]}: ya estaba en el bucket, del mismo tamaño.`,
        "Salteado articles/.DS_Store: no es una imagen subida por el sitio (su nombre no es el de una), así que no se copia.",
        "Salteado products/foto vieja.jpg: no es una imagen subida por el sitio (su nombre no es el de una), así que no se copia.",
      ]);
      expect(await objects()).not.toContain("foto vieja.jpg");
      const store = createBucketStore({ ...config.uploads, bucket: bucket.bucket });
      expect(await text((await store.get(`articles/${names[0]!}` as UploadKey))!.body)).toBe(
        readFileSync(path.join(dataDir, "uploads", "articles", names[0]!), "utf8"),
      );

      await expect(copyUploadsToBucket(readServerConfig({ DATA_DIR: dataDir }))).rejects.toThrow(NoBucketConfiguredError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
