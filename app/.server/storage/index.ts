import path from "node:path";
import { readServerConfig, type ServerConfig } from "../config";
import type { BucketSettings } from "./bucket-store";
import { createFolderStore } from "./folder-store";
import type { UploadStore } from "./upload-store";

export type { UploadKey, UploadStore } from "./upload-store";
export { uploadKeyOf } from "./upload-keys";

/** DATA_DIR/uploads: where the folder driver keeps files and where the copy command reads them. */
export function uploadsDir(config: ServerConfig = readServerConfig()): string {
  return path.join(config.dataDir, "uploads");
}

/** The store the configuration names: the bucket when UPLOADS_BUCKET is set, else DATA_DIR/uploads. */
export function createUploadStore(config: ServerConfig = readServerConfig()): UploadStore {
  const { bucket, ...settings } = config.uploads;
  return bucket ? lazyBucketStore({ bucket, ...settings }) : createFolderStore(uploadsDir(config));
}

/**
 * The bucket store, with the AWS SDK imported on its first use: a server whose uploads live in
 * DATA_DIR never loads the SDK, which would keep about 5 MB of V8 heap (and its code) for the life
 * of the process. Every method of a store is asynchronous, so waiting for the import changes nothing.
 */
function lazyBucketStore(settings: BucketSettings): UploadStore {
  let store: Promise<UploadStore> | undefined;
  const loaded = () => (store ??= import("./bucket-store").then(({ createBucketStore }) => createBucketStore(settings)));
  return {
    kind: "bucket",
    put: async (key, body, contentType) => (await loaded()).put(key, body, contentType),
    get: async (key) => (await loaded()).get(key),
    size: async (key) => (await loaded()).size(key),
    delete: async (key) => (await loaded()).delete(key),
    check: async (timeoutMs) => (await loaded()).check(timeoutMs),
  };
}

// One client per configuration (the SDK keeps a connection pool); a test that changes the
// environment gets a store for the new one.
let current: { signature: string; store: UploadStore } | undefined;

export function getUploadStore(): UploadStore {
  const config = readServerConfig();
  const signature = JSON.stringify([config.dataDir, config.uploads]);
  if (current?.signature !== signature) current = { signature, store: createUploadStore(config) };
  return current.store;
}
