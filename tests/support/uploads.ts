import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { createS3Client } from "~/.server/storage/bucket-store";

// The suite runs with uploads in DATA_DIR/uploads (default) or, with UPLOADS_TEST_DRIVER=bucket,
// in buckets of an s3rver the test setup starts (`npm run test:bucket`). These helpers hide which.

export const uploadsInBucket = process.env.UPLOADS_TEST_DRIVER === "bucket";

type UploadsEnv = Record<string, string | undefined>;

/** A new empty bucket on the suite's s3rver (its endpoint and keys are in `env`); its variables. */
export async function createTestBucket(env: UploadsEnv = process.env): Promise<Record<string, string>> {
  const bucket = `uploads-${randomUUID().slice(0, 8)}`;
  const settings = {
    bucket,
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { UPLOADS_BUCKET: bucket };
}

/** The names stored in `folder` ("products", "articles"), sorted: files of DATA_DIR/uploads or objects of the bucket `env` names. */
export async function listStoredUploads(dataDir: string, folder: string, env: UploadsEnv = process.env): Promise<string[]> {
  if (!env.UPLOADS_BUCKET) {
    const dir = path.join(dataDir, "uploads", folder);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }
  const client = createS3Client({
    bucket: env.UPLOADS_BUCKET,
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
  });
  try {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: env.UPLOADS_BUCKET, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) names.push(object.Key!.slice(folder.length + 1));
      token = page.NextContinuationToken;
    } while (token);
    return names.sort();
  } finally {
    client.destroy();
  }
}
