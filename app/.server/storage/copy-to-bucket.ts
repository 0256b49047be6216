import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "../config";
import { createBucketStore } from "./bucket-store";
import { uploadsDir } from ".";
import { uploadKeyOf } from "./upload-keys";
import type { UploadKey, UploadStore } from "./upload-store";

// `npm run uploads:copy-to-bucket`: moves a site that started on one machine to a bucket. Every
// object already in the bucket with the same size is skipped, so a second run (or one after an
// interruption) copies only what is missing. Files that are not the site's images (a .DS_Store, a
// copy an operator left there) are not copied; the report names every skipped file and why.

export interface CopyProgress {
  done: number;
  total: number;
}

export type SkipReason = "already-in-bucket" | "not-an-upload";

export interface SkippedFile {
  /** The path under the uploads folder, with "/" separators. */
  file: string;
  reason: SkipReason;
}

export interface CopyReport {
  copied: number;
  /** Uploads already in the bucket with the same size. */
  skipped: number;
  /** The site's uploads found in the folder. */
  total: number;
  /** Every file not copied, uploads already there and files that are not uploads alike, by path. */
  skippedFiles: SkippedFile[];
}

export class NoBucketConfiguredError extends Error {
  constructor() {
    super(
      "No hay un bucket configurado: definí UPLOADS_BUCKET (y AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3 si el servicio no es AWS) y probá de nuevo.",
    );
    this.name = "NoBucketConfiguredError";
  }
}

/** The keys of the uploads under `root`, and the other files there: not ours, they stay out. */
async function listUploadFiles(root: string): Promise<{ keys: UploadKey[]; others: string[] }> {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { keys: [], others: [] };
    throw error;
  }
  const keys: UploadKey[] = [];
  const others: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const key = entry.isFile() ? uploadKeyOf(file) : null;
    if (key) keys.push(key);
    else others.push(file);
  }
  return { keys: keys.sort(), others: others.sort() };
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
  const { keys, others } = await listUploadFiles(root);
  const report: CopyReport = { copied: 0, skipped: 0, total: keys.length, skippedFiles: [] };
  for (const [index, key] of keys.entries()) {
    const bytes = await readFile(path.join(root, key));
    if ((await target.size(key)) === bytes.length) {
      report.skipped++;
      report.skippedFiles.push({ file: key, reason: "already-in-bucket" });
    } else {
      await target.put(key, bytes, "image/webp");
      report.copied++;
    }
    onProgress({ done: index + 1, total: keys.length });
  }
  report.skippedFiles.push(...others.map((file) => ({ file, reason: "not-an-upload" as const })));
  return report;
}

const SKIP_REASONS: Record<SkipReason, string> = {
  "already-in-bucket": "ya estaba en el bucket, del mismo tamaño",
  "not-an-upload": "no es una imagen subida por el sitio (su nombre no es el de una), así que no se copia",
};

/** One line per skipped file, for the operator: which file and why it was not copied. */
export function describeSkippedFiles(report: Pick<CopyReport, "skippedFiles">): string[] {
  return report.skippedFiles.map(({ file, reason }) => `Salteado ${file}: ${SKIP_REASONS[reason]}.`);
}
