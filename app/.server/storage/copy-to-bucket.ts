import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "../config";
import { createBucketStore } from "./bucket-store";
import { uploadsDir } from ".";
import { uploadKeyOf } from "./upload-keys";
import type { UploadKey, UploadStore } from "./upload-store";

// `npm run uploads:copy-to-bucket`: moves a site that started on one machine to a bucket. Every
// object already in the bucket with the same size is skipped, so a second run (or one after an
// interruption) copies only what is missing.

export interface CopyProgress {
  done: number;
  total: number;
}

export interface CopyReport {
  copied: number;
  skipped: number;
  total: number;
}

export class NoBucketConfiguredError extends Error {
  constructor() {
    super("No hay un bucket configurado: definí UPLOADS_BUCKET (y AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3 si el servicio no es AWS) y probá de nuevo.");
    this.name = "NoBucketConfiguredError";
  }
}

/** The keys of the uploads under `root`; files with any other name are not ours and stay out. */
async function listUploadKeys(root: string): Promise<UploadKey[]> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .map((entry) => uploadKeyOf(entry.split(path.sep).join("/")))
    .filter((key): key is UploadKey => key !== null)
    .sort();
}

export async function copyUploadsToBucket(
  config: ServerConfig,
  onProgress: (progress: CopyProgress) => void = () => {},
  bucket?: UploadStore,
): Promise<CopyReport> {
  const { bucket: name, ...settings } = config.uploads;
  if (!name && !bucket) throw new NoBucketConfiguredError();
  const target = bucket ?? createBucketStore({ bucket: name!, ...settings });
  const root = uploadsDir(config);
  const keys = await listUploadKeys(root);
  const report: CopyReport = { copied: 0, skipped: 0, total: keys.length };
  for (const [index, key] of keys.entries()) {
    const bytes = await readFile(path.join(root, key));
    if ((await target.size(key)) === bytes.length) report.skipped++;
    else {
      await target.put(key, bytes, "image/webp");
      report.copied++;
    }
    onProgress({ done: index + 1, total: keys.length });
  }
  return report;
}
