import type { Readable } from "node:stream";
import type { UploadFolder } from "~/lib/uploaded-images";

// Where uploaded images are kept: one small interface, two drivers (folder-store.ts, bucket-store.ts).
// Objects are named by their key, "{folder}/{id}-{width}.webp", the path after /uploads/ in the URL
// the database stores; see docs/decisions/010-object-storage.md.

export type UploadKey = `${UploadFolder}/${string}.webp`;

export interface StoredUpload {
  body: Readable;
  /** Bytes, when the store knows them before streaming. */
  size: number | undefined;
}

export interface UploadStore {
  /** "folder" (DATA_DIR/uploads) or "bucket" (S3-compatible), named in logs. */
  readonly kind: "folder" | "bucket";
  put(key: UploadKey, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such object. */
  get(key: UploadKey): Promise<StoredUpload | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: UploadKey): Promise<number | null>;
  /** Removes the object; removing one that is not there succeeds. */
  delete(key: UploadKey): Promise<void>;
  /**
   * Resolves when the store can be used (at start and for the health checks); otherwise throws an
   * error whose message tells the operator which setting to fix.
   */
  check(timeoutMs: number): Promise<void>;
}

/**
 * The storage said no: unreachable, refusing the credentials, no such bucket. Carries the cause for
 * the log; what the editor reads is in images.ts.
 */
export class UploadStoreError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`${operation} ${key}: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
    this.name = "UploadStoreError";
  }
}
