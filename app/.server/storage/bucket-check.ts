import { HeadBucketCommand, type S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { UploadsConfig } from "../config";

// Whether the configured bucket can be used, asked once at start (a misconfigured instance refuses
// to start) and by the health checks. HeadBucket fails on each usual mistake (missing or wrong keys,
// a wrong bucket name, endpoint or region) without touching an object; on AWS the key needs
// s3:ListBucket on the bucket for it (it needs that anyway to tell a missing image from a refusal).
// See docs/decisions/029-readiness-drain-and-bucket-check.md.

/** What the messages name: the bucket and where it is (the keys are never needed, nor shown). */
type BucketPlace = Pick<UploadsConfig, "region" | "endpoint"> & { bucket: string };

/** The bucket cannot be used; the message tells an operator which setting to fix, and holds no secret. */
export class BucketUnavailableError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = "BucketUnavailableError";
  }
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "EPROTO",
  "CERT_HAS_EXPIRED",
]);

/** Where the bucket lives, for a message: the endpoint's host (never its userinfo) or AWS S3's region. */
function placeOf(settings: BucketPlace): string {
  if (!settings.endpoint) return `AWS S3 (region ${settings.region ?? "us-east-1"})`;
  try {
    return new URL(settings.endpoint).host;
  } catch {
    return "AWS_ENDPOINT_URL_S3";
  }
}

/** What went wrong, in one line naming the setting to fix. */
export function describeBucketFailure(error: unknown, settings: BucketPlace, timeoutMs: number): string {
  const bucket = `"${settings.bucket}"`;
  const place = placeOf(settings);
  const { name = "", code } = (error ?? {}) as { name?: string; code?: string };
  if (name === "CredentialsProviderError") {
    return `Uploads bucket ${bucket}: no credentials found. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or give the machine a role that may use the bucket).`;
  }
  if (name === "TimeoutError" || name === "AbortError") {
    return `Uploads bucket ${bucket}: ${place} did not answer within ${timeoutMs / 1000} s. Check AWS_ENDPOINT_URL_S3 and that this machine can reach it.`;
  }
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404 || name === "NotFound" || name === "NoSuchBucket") {
      return `Uploads bucket ${bucket}: there is no such bucket at ${place}. Check UPLOADS_BUCKET (and AWS_ENDPOINT_URL_S3).`;
    }
    if (status === 403 || status === 401) {
      return `Uploads bucket ${bucket}: ${place} refused the credentials (${status}). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that the key may list the bucket and read, write and delete its objects.`;
    }
    if (status === 301 || name === "PermanentRedirect") {
      const region = (error.$response?.headers ?? {})["x-amz-bucket-region"];
      return `Uploads bucket ${bucket}: the bucket is in another region${region ? ` (${region})` : ""}. Check AWS_REGION.`;
    }
    return `Uploads bucket ${bucket}: ${place} answered ${status ?? "an error"} (${name}). Check UPLOADS_BUCKET, AWS_ENDPOINT_URL_S3 and AWS_REGION.`;
  }
  if (code && NETWORK_CODES.has(code)) {
    return `Uploads bucket ${bucket}: cannot reach ${place} (${code}). Check AWS_ENDPOINT_URL_S3.`;
  }
  return `Uploads bucket ${bucket}: the check failed at ${place} (${name || "error"}). Check UPLOADS_BUCKET, AWS_ENDPOINT_URL_S3, AWS_REGION and the AWS_* keys.`;
}

/** Resolves when the bucket answers to these settings; throws BucketUnavailableError otherwise. */
export async function checkBucket(settings: BucketPlace, client: S3Client, timeoutMs: number): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new BucketUnavailableError(describeBucketFailure(error, settings, timeoutMs), error);
  }
}
