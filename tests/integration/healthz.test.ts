import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "~/.server/db/client";
import { stopTakingTraffic } from "~/.server/health/readiness";
import { createBucketStore } from "~/.server/storage/bucket-store";
import { loader as healthz } from "~/routes/resources/healthz";
import { loader as readyz } from "~/routes/resources/readyz";
import { startTestBucket, type TestBucket } from "../support/bucket";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

// The health checks a load balancer and an uptime monitor call: /healthz (is the instance well) and
// /readyz (should it get requests), on the database and the uploads store; and the bucket check an
// instance runs at start, whose message must tell the operator which setting to fix.

type Loader = (args: { context: ReturnType<typeof routeContext> }) => Promise<Response>;
const ask = (loader: typeof healthz | typeof readyz, db: TestDatabase["connection"]["db"]) =>
  (loader as unknown as Loader)({ context: routeContext({ db }) });

const dataDir = mkdtempSync(path.join(os.tmpdir(), "healthz-"));
const UPLOADS_VARIABLES = [
  "DATA_DIR",
  "UPLOADS_BUCKET",
  "AWS_ENDPOINT_URL_S3",
  "AWS_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
] as const;
const savedEnv = Object.fromEntries(UPLOADS_VARIABLES.map((name) => [name, process.env[name]]));

/** The settings the server would read for its uploads store (the loaders read the configuration). */
function useUploadsSettings(settings: Partial<Record<(typeof UPLOADS_VARIABLES)[number], string>>) {
  for (const name of UPLOADS_VARIABLES) delete process.env[name];
  Object.assign(process.env, { DATA_DIR: dataDir, ...settings });
}

let test: TestDatabase;
let bucket: TestBucket;
beforeAll(async () => {
  test = await createTestDatabase();
  bucket = await startTestBucket();
});
afterEach(() => {
  for (const name of UPLOADS_VARIABLES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});
afterAll(async () => {
  await test?.dispose();
  await bucket?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("/healthz and /readyz", () => {
  it("answer 200 and nothing more when the database and the uploads folder answer, and are never cached", async () => {
    useUploadsSettings({});
    for (const loader of [healthz, readyz]) {
      const response = await ask(loader, test.connection.db);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });

  it("answer 200 when the bucket answers, and 503 naming the uploads when the bucket is not there", async () => {
    useUploadsSettings(bucket.env);
    expect((await ask(healthz, test.connection.db)).status).toBe(200);

    useUploadsSettings({ ...bucket.env, UPLOADS_BUCKET: "no-such-bucket" });
    for (const loader of [healthz, readyz]) {
      const response = await ask(loader, test.connection.db);
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "error", failed: ["uploads"] });
    }
  });

  it("answer 503 naming the database when the PostgreSQL server does not answer", async () => {
    useUploadsSettings({});
    // Nothing listens on port 1: the connection is refused, as when the database server is down.
    const unreachable = await openPostgresDatabase("postgres://postgres@127.0.0.1:1/site");
    try {
      const response = await ask(healthz, unreachable.db);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", failed: ["database"] });
    } finally {
      await unreachable.close();
    }
  });

  // Last: the process stays "stopping" for the rest of this file.
  it("after the stop signal, /readyz answers 503 'draining' while /healthz stays 200", async () => {
    useUploadsSettings({});
    stopTakingTraffic();
    const ready = await ask(readyz, test.connection.db);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("Cache-Control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "draining" });
    expect((await ask(healthz, test.connection.db)).status).toBe(200);
  });
});

describe("the bucket check at start", () => {
  const check = (settings: Partial<Parameters<typeof createBucketStore>[0]>) =>
    createBucketStore({
      bucket: bucket.bucket,
      endpoint: bucket.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      ...settings,
    })
      .check(5_000)
      .then(
        () => "ok",
        (error: Error) => error.message,
      );
  const host = () => new URL(bucket.endpoint).host;

  it("passes when the bucket answers to the settings", async () => {
    expect(await check({})).toBe("ok");
  });

  it("names UPLOADS_BUCKET when there is no such bucket", async () => {
    expect(await check({ bucket: "campo-uploads-typo" })).toBe(
      `Uploads bucket "campo-uploads-typo": there is no such bucket at ${host()}. Check UPLOADS_BUCKET (and AWS_ENDPOINT_URL_S3).`,
    );
  });

  it("names the two keys when the service refuses them, and prints neither", async () => {
    const message = await check({ accessKeyId: "AKIAWRONGKEY000", secretAccessKey: "una-clave-secreta-equivocada" });
    expect(message).toBe(
      `Uploads bucket "${bucket.bucket}": ${host()} refused the credentials (403). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that the key may list the bucket and read, write and delete its objects.`,
    );
  });

  it("names AWS_ENDPOINT_URL_S3 when nothing answers there", async () => {
    expect(await check({ endpoint: "http://127.0.0.1:1" })).toBe(
      `Uploads bucket "${bucket.bucket}": cannot reach 127.0.0.1:1 (ECONNREFUSED). Check AWS_ENDPOINT_URL_S3.`,
    );
  });

  it("asks for the keys when there are none (and no role on this machine)", async () => {
    const saved = { ...process.env };
    // The SDK would look for keys in the environment and ask the cloud's metadata service for a role.
    for (const name of ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"]) delete process.env[name];
    process.env.AWS_EC2_METADATA_DISABLED = "true";
    try {
      expect(await check({ accessKeyId: undefined, secretAccessKey: undefined })).toBe(
        `Uploads bucket "${bucket.bucket}": no credentials found. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or give the machine a role that may use the bucket).`,
      );
    } finally {
      process.env = saved;
    }
  });
});
