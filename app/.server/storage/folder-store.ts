import { createReadStream } from "node:fs";
import { constants } from "node:fs";
import { access, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type UploadKey, type UploadStore, UploadStoreError } from "./upload-store";

/** Uploads as files under `root` (DATA_DIR/uploads): the default, for a single machine. */
export function createFolderStore(root: string): UploadStore {
  const fileOf = (key: UploadKey) => path.join(root, key);
  return {
    kind: "folder",
    async put(key, body) {
      try {
        await mkdir(path.dirname(fileOf(key)), { recursive: true });
        await writeFile(fileOf(key), body);
      } catch (error) {
        throw new UploadStoreError("put", key, error);
      }
    },
    async get(key) {
      const size = await this.size(key);
      return size === null ? null : { body: createReadStream(fileOf(key)), size };
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw new UploadStoreError("stat", key, error);
      }
    },
    async delete(key) {
      try {
        await rm(fileOf(key), { force: true });
      } catch (error) {
        throw new UploadStoreError("delete", key, error);
      }
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "error";
        throw new Error(`Uploads folder ${root}: cannot write there (${code}). Check DATA_DIR and its permissions.`, { cause: error });
      }
    },
  };
}
