import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// A real S3 protocol server on loopback (s3rver) with one empty bucket, for the bucket driver's
// tests. s3rver accepts the access key S3RVER with the secret S3RVER.

export interface TestBucket {
  /** The variables a server (or readServerConfig) needs to use the bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Stops answering (the bucket is "down") and drops open connections; start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  dispose(): Promise<void>;
}

export async function startTestBucket(bucket = "site-uploads"): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: "127.0.0.1", port, directory, silent: true, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  const stop = async () => {
    const running = server;
    // Forgotten before closing, so a second stop() while the first closes does nothing.
    server = undefined;
    if (!running) return;
    const closed = running.close();
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      UPLOADS_BUCKET: bucket,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
