import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { UploadsConfig } from "../config";
import { checkBucket } from "./bucket-check";
import { type UploadStore, UploadStoreError } from "./upload-store";

export type BucketSettings = Pick<UploadsConfig, "region" | "endpoint" | "accessKeyId" | "secretAccessKey"> & { bucket: string };

export function createS3Client(settings: BucketSettings): S3Client {
  return new S3Client({
    // S3 needs a region to sign with; services behind a custom endpoint accept any ("auto" on R2).
    region: settings.region ?? "us-east-1",
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          // MinIO, Garage and s3rver serve buckets as paths, not as subdomains.
          forcePathStyle: true,
        }
      : {}),
    // Without keys the SDK's own chain applies (instance role, shared config files).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // A bucket that does not answer fails the upload in seconds instead of holding the editor's form.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

/** Uploads as objects of an S3-compatible bucket (AWS S3, R2, MinIO, B2, Garage). */
export function createBucketStore(settings: BucketSettings, client: S3Client = createS3Client(settings)): UploadStore {
  const Bucket = settings.bucket;
  return {
    kind: "bucket",
    async put(key, body, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            // A CDN or the bucket's public domain serving these directly keeps them as long as we do.
            CacheControl: "public, max-age=31536000, immutable",
          }),
        );
      } catch (error) {
        throw new UploadStoreError("put", key, error);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("the bucket answered without a body stream");
        return { body: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new UploadStoreError("get", key, error);
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw new UploadStoreError("head", key, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw new UploadStoreError("delete", key, error);
      }
    },
    check: (timeoutMs) => checkBucket(settings, client, timeoutMs),
  };
}
