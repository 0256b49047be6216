import path from "node:path";
import { readServerConfig, type ServerConfig } from "../config";
import { createBucketStore } from "./bucket-store";
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
  return bucket ? createBucketStore({ bucket, ...settings }) : createFolderStore(uploadsDir(config));
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
