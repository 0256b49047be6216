import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "~/.server/config";
import { createBucketStore } from "~/.server/storage/bucket-store";
import { createFolderStore } from "~/.server/storage/folder-store";
import { createUploadsHandler } from "~/.server/storage/serve-uploads";
import { type UploadKey, type UploadStore, UploadStoreError } from "~/.server/storage/upload-store";
import { startTestBucket, type TestBucket } from "../support/bucket";
import { listStoredUploads } from "../support/uploads";

// The storage contract: what the site relies on from its upload store, checked against both drivers
// in one run, DATA_DIR/uploads (folder) and an S3-compatible bucket (a real s3rver on loopback),
// whichever store the rest of the suite uses. The interface is app/.server/storage/upload-store.ts;
// serving is serve-uploads.ts, which answers /uploads/… from either.

interface Driver {
  store: UploadStore;
  /** The site's environment for this store (DATA_DIR, and the bucket's settings for the bucket). */
  env: Record<string, string>;
  /** The same store with its storage out of reach: a folder under a plain file, a stopped bucket. */
  unreachable(): Promise<{ store: UploadStore; restore(): Promise<void> }>;
  /** The same kind of store with a setting wrong, and the setting check() must name. */
  misconfigured: { store: UploadStore; names: RegExp };
  dispose(): Promise<void>;
}

async function folderDriver(): Promise<Driver> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "store-contract-folder-"));
  const plainFile = path.join(dataDir, "not-a-folder");
  writeFileSync(plainFile, "a file where the uploads folder should be");
  const underFile = createFolderStore(path.join(plainFile, "uploads"));
  return {
    store: createFolderStore(path.join(dataDir, "uploads")),
    env: { DATA_DIR: dataDir },
    unreachable: async () => ({ store: underFile, restore: async () => {} }),
    misconfigured: { store: underFile, names: /Uploads folder .*cannot write there \(ENOTDIR\)\. Check DATA_DIR/ },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function bucketDriver(): Promise<Driver> {
  const bucket: TestBucket = await startTestBucket("store-contract");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "store-contract-bucket-"));
  const settings = readServerConfig({ ...bucket.env, DATA_DIR: dataDir }).uploads;
  const store = createBucketStore({ ...settings, bucket: bucket.bucket });
  return {
    store,
    env: { ...bucket.env, DATA_DIR: dataDir },
    async unreachable() {
      await bucket.stop();
      return { store, restore: () => bucket.start() };
    },
    misconfigured: {
      store: createBucketStore({ ...settings, bucket: "no-such-bucket" }),
      names: /there is no such bucket at 127\.0\.0\.1:\d+\. Check UPLOADS_BUCKET/,
    },
    async dispose() {
      await bucket.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ID = "0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d";
const key = (folder: "products" | "articles", width: number) => `${folder}/${ID}-${width}.webp` as UploadKey;
const bytesOf = async (store: UploadStore, of: UploadKey) => {
  const stored = await store.get(of);
  return stored && { size: stored.size, bytes: await buffer(stored.body) };
};

/** The site's /uploads route for the store `env` configures, alone in an Express app whose 404 is the site's. */
async function serveUploads(env: Record<string, string>) {
  const saved = { ...process.env };
  // Only this store's settings: the suite's own bucket variables (UPLOADS_TEST_DRIVER=bucket) are left out.
  for (const name of Object.keys(process.env))
    if (name === "UPLOADS_BUCKET" || name === "UPLOADS_PUBLIC_URL" || name.startsWith("AWS_")) delete process.env[name];
  Object.assign(process.env, env);
  const app = express();
  app.use("/uploads", createUploadsHandler());
  app.use((_req, res) => res.status(404).send("no está"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      process.env = saved;
    },
  };
}

describe.each([
  ["folder", folderDriver],
  ["bucket", bucketDriver],
] as const)("the %s upload store", (kind, create) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await create();
  });
  afterAll(async () => {
    await driver?.dispose();
  });

  it("names its kind and passes its check when usable; a wrong setting fails the check with a message naming it", async () => {
    expect(driver.store.kind).toBe(kind);
    await expect(driver.store.check(5_000)).resolves.toBeUndefined();
    await expect(driver.misconfigured.store.check(5_000)).rejects.toThrow(driver.misconfigured.names);
  });

  it("answers a missing object with null for get and size, and deleting it succeeds", async () => {
    const missing = key("products", 1600);
    expect(await driver.store.get(missing)).toBeNull();
    expect(await driver.store.size(missing)).toBeNull();
    await expect(driver.store.delete(missing)).resolves.toBeUndefined();
  });

  it("keeps the exact bytes it was given, reports their size, and lists the object in its folder", async () => {
    const photo = randomBytes(70_000);
    await driver.store.put(key("products", 800), photo, "image/webp");
    expect(await driver.store.size(key("products", 800))).toBe(photo.length);
    const stored = await bytesOf(driver.store, key("products", 800));
    expect(stored!.size).toBe(photo.length);
    expect(stored!.bytes.equals(photo)).toBe(true);
    expect(await listStoredUploads(driver.env.DATA_DIR!, "products", driver.env)).toEqual([`${ID}-800.webp`]);
  });

  it("replaces an object put again under the same key, size included", async () => {
    await driver.store.put(key("products", 400), Buffer.from("la primera versión, más larga"), "image/webp");
    await driver.store.put(key("products", 400), Buffer.from("la segunda"), "image/webp");
    expect(await driver.store.size(key("products", 400))).toBe(10);
    expect((await bytesOf(driver.store, key("products", 400)))!.bytes.toString()).toBe("la segunda");
  });

  it("keeps the products and articles folders apart: one name in both is two objects, and deleting one leaves the other", async () => {
    await driver.store.put(key("products", 1200), Buffer.from("foto de producto"), "image/webp");
    await driver.store.put(key("articles", 1200), Buffer.from("foto de artículo"), "image/webp");
    expect((await bytesOf(driver.store, key("articles", 1200)))!.bytes.toString()).toBe("foto de artículo");
    expect(await listStoredUploads(driver.env.DATA_DIR!, "articles", driver.env)).toEqual([`${ID}-1200.webp`]);

    await driver.store.delete(key("articles", 1200));
    expect(await driver.store.get(key("articles", 1200))).toBeNull();
    expect(await driver.store.size(key("articles", 1200))).toBeNull();
    expect((await bytesOf(driver.store, key("products", 1200)))!.bytes.toString()).toBe("foto de producto");
    expect(await listStoredUploads(driver.env.DATA_DIR!, "articles", driver.env)).toEqual([]);
    // Deleting it again is fine.
    await expect(driver.store.delete(key("articles", 1200))).resolves.toBeUndefined();
  });

  it("is served at /uploads/<key> as an immutable WebP with its length, for GET and HEAD; anything else is the site's 404", async () => {
    const photo = randomBytes(5_000);
    const served = key("articles", 1600);
    await driver.store.put(served, photo, "image/webp");
    const site = await serveUploads(driver.env);
    try {
      const response = await fetch(`${site.url}/uploads/${served}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-length")).toBe(String(photo.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);

      const head = await fetch(`${site.url}/uploads/${served}`, { method: "HEAD" });
      expect([head.status, head.headers.get("content-type"), head.headers.get("content-length")]).toEqual([
        200,
        "image/webp",
        String(photo.length),
      ]);
      expect(await head.text()).toBe("");

      const notFound = [
        `/uploads/${key("articles", 999)}`,
        `/uploads/products/${ID}-1600.webp`,
        "/uploads/products/nada.webp",
        `/uploads/otros/${ID}-1600.webp`,
        `/uploads/articles/${ID}-1600.png`,
        "/uploads/articles/..%2f..%2fnot-a-folder",
        "/uploads/",
      ];
      for (const address of notFound) {
        const answer = await fetch(`${site.url}${address}`);
        expect([address, answer.status, await answer.text()]).toEqual([address, 404, "no está"]);
      }

      await driver.store.delete(served);
      expect((await fetch(`${site.url}/uploads/${served}`)).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it("fails with an UploadStoreError, never an answer of 'missing', when its storage is out of reach", async () => {
    const stored = key("products", 640);
    await driver.store.put(stored, Buffer.from("guardada antes del corte"), "image/webp");
    const { store, restore } = await driver.unreachable();
    try {
      await expect(store.put(key("products", 320), Buffer.from("no llega"), "image/webp")).rejects.toBeInstanceOf(UploadStoreError);
      await expect(store.get(stored)).rejects.toBeInstanceOf(UploadStoreError);
      await expect(store.size(stored)).rejects.toBeInstanceOf(UploadStoreError);
    } finally {
      await restore();
    }
    // Back in reach, what was stored before is still there and nothing else was.
    expect((await bytesOf(driver.store, stored))!.bytes.toString()).toBe("guardada antes del corte");
    expect(await driver.store.size(key("products", 320))).toBeNull();
  });
});
