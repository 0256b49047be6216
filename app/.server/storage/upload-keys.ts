import { UUID_PATTERN } from "~/lib/is-uuid";
import type { UploadKey } from "./upload-store";

// The only names ever turned into a file path or a bucket key: a request path or a stored URL that
// does not match is never looked up.
const UPLOAD_KEY = new RegExp(`^(?:products|articles)/${UUID_PATTERN}-\\d{1,5}\\.webp$`);

/** The key of a well-formed upload path ("products/…-800.webp", with or without a leading "/uploads/"), else null. */
export function uploadKeyOf(path: string): UploadKey | null {
  const key = path.startsWith("/uploads/") ? path.slice("/uploads/".length) : path.replace(/^\//, "");
  return UPLOAD_KEY.test(key) ? (key as UploadKey) : null;
}
