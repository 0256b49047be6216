import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { startBalancer, type TestBalancer } from "../support/balancer";
import { startTestBucket, type TestBucket } from "../support/bucket";
import { createPostgresDatabase, postgresAnswers, type FreshPostgresDatabase } from "../support/postgres";
import { type RunningServer, ServerExitedError, startServer } from "../support/server";
import { messageIdOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

// The checklist "Deploying to two or more instances" of docs/operations.md, followed step by step:
// two instances started together on one empty PostgreSQL database and one bucket, each with its own
// empty DATA_DIR, behind a round-robin balancer that checks /readyz. The database is migrated and
// seeded once; each instance runs its own mail outbox worker, yet every e-mail goes out once; a
// message sent through one instance is in the leads inbox of the other; sessions, the sign-in and
// contact rate limits are shared; an edit through one is on the other's pages at once; a photo
// uploaded through one is served by the other; an instance whose bucket settings are wrong refuses
// to start; and a rolling restart (SIGTERM to one) costs no request through the balancer.
// (The database going away and coming back: tests/e2e/faults.test.ts.)

const adminEmail = "operaciones@campo.example";
const password = "una-clave-bastante-larga";
const inbox = "ventas@campo.example";

function adminCreate(env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", "admin:create", "--", "--email", adminEmail], {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end(`${password}\n`);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once("close", (code) => resolve({ code, output })));
}

function sendContact(server: RunningServer, mensaje: string) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ source: "contacto", nombre: "Rosario", email: "rosario@example.com", mensaje, duracion: "5000" }),
  });
}

describe.skipIf(!postgresAnswers)("two instances on one PostgreSQL database", () => {
  let database: FreshPostgresDatabase;
  let smtp: TestSmtpServer;
  let bucket: TestBucket;
  let cookie: string;
  let first: RunningServer;
  let second: RunningServer;
  let shared: Record<string, string>;
  let balancer: TestBalancer;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startSmtpServer();
    bucket = await startTestBucket();
    // What every instance must share: the database, the auth secret, the mail settings, the bucket,
    // and how many proxies stand in front (the balancer adds X-Forwarded-For).
    shared = {
      ...bucket.env,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: "scaling-test-secret-0123456789-abcdefghij",
      SMTP_URL: smtp.url,
      CONTACT_INBOX: inbox,
      MAIL_OUTBOX_POLL_MS: "200",
      TRUST_PROXY: "loopback",
      // Long enough for the balancer's check (every 100 ms) to see a stopping instance's 503.
      DRAIN_SECONDS: "3",
    };
    // Both start together on the empty database: one migrates and seeds it, the other waits.
    [first, second] = await Promise.all([startServer(shared), startServer(shared)]);
    // The operator creates the administrator once, against the running site.
    const scratch = mkdtempSync(path.join(os.tmpdir(), "scaling-admin-"));
    const created = await adminCreate({ ...shared, DATA_DIR: scratch });
    rmSync(scratch, { recursive: true, force: true });
    expect(created.output).toContain(`Created administrator ${adminEmail}`);
    balancer = await startBalancer([first.url, second.url], { healthPath: "/readyz", intervalMs: 100 });
  });
  afterAll(async () => {
    await balancer?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await smtp?.close();
    await bucket?.dispose();
    await database?.drop();
  });

  it("migrates and seeds the database once though both instances started on it together", async () => {
    const journal = JSON.parse(readFileSync("app/.server/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
    const [migrations] = await database.query<{ n: number; hashes: number }>(
      "select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
    );
    expect(migrations).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
    expect(await database.query("select name from products group by name having count(*) > 1")).toEqual([]);
    expect(await database.query("select slug from categories group by slug having count(*) > 1")).toEqual([]);
    for (const server of [first, second])
      expect(server.output.filter((line) => line.includes('"level":"error"') || line.includes('"level":"fatal"'))).toEqual([]);
  });

  it("sends requests through the balancer to both instances, which are ready", async () => {
    for (const server of [first, second]) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ok" });
    }
    await vi.waitFor(() => expect([balancer.inRotation(first.url), balancer.inRotation(second.url)]).toEqual([true, true]), {
      timeout: 10_000,
      interval: 50,
    });
    for (let i = 0; i < 6; i++) expect((await fetch(`${balancer.url}/`)).status).toBe(200);
    expect(balancer.answeredBy(first.url)).toBeGreaterThan(0);
    expect(balancer.answeredBy(second.url)).toBeGreaterThan(0);
  });

  it("refuses to start an instance whose bucket settings are wrong, with one fatal line naming the setting", async () => {
    const wrong: [string, Record<string, string>, RegExp][] = [
      ["bucket name", { UPLOADS_BUCKET: "campo-uploads-typo" }, /there is no such bucket at .*Check UPLOADS_BUCKET/],
      [
        "keys",
        { AWS_ACCESS_KEY_ID: "AKIAWRONGKEY000", AWS_SECRET_ACCESS_KEY: "una-clave-secreta-equivocada" },
        /refused the credentials \(403\)\. Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
      ],
      [
        "endpoint",
        { AWS_ENDPOINT_URL_S3: "http://127.0.0.1:1" },
        /cannot reach 127\.0\.0\.1:1 \(ECONNREFUSED\)\. Check AWS_ENDPOINT_URL_S3/,
      ],
      // No keys and no role: the SDK would ask the cloud's metadata service, which a test must not.
      [
        "missing keys",
        { AWS_ACCESS_KEY_ID: "", AWS_SECRET_ACCESS_KEY: "", AWS_EC2_METADATA_DISABLED: "true" },
        /no credentials found\. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
      ],
    ];
    const refusals = await Promise.all(
      wrong.map(([, settings]) =>
        startServer({ ...shared, ...settings }).then(
          async (server) => {
            await server.stop();
            return undefined;
          },
          (error: unknown) => error,
        ),
      ),
    );
    for (const [index, [what, , named]] of wrong.entries()) {
      const refused = refusals[index];
      expect(refused, `an instance with a wrong ${what} must not start`).toBeInstanceOf(ServerExitedError);
      const { code, output } = refused as ServerExitedError;
      expect(code, what).toBe(1);
      const fatal = output.filter((line) => line.includes('"level":"fatal"'));
      expect(fatal, what).toHaveLength(1);
      expect(JSON.parse(fatal[0]!), what).toMatchObject({ msg: "server failed to start", error: expect.stringMatching(named) });
      // Neither a secret nor a stack trace.
      expect(output.join("\n"), what).not.toMatch(/una-clave-secreta-equivocada|S3RVER"|^\s+at .+:\d+/m);
    }
  });

  it("delivers each e-mail of a message exactly once though both instances run the outbox worker", async () => {
    const response = await sendContact(first, "Necesito 30 rollos de film para silo bolsa.");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 30_000, interval: 100 });
    // Both workers poll five times a second: give them time to (wrongly) send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received).toHaveLength(2);
    const rows = await database.query<{ status: string; message_id: string; to: string }>(
      'select status, message_id, "to" from mail_outbox order by kind',
    );
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(smtp.received.map(messageIdOf).sort()).toEqual(rows.map((row) => row.message_id).sort());
    expect(rows.map((row) => row.to).sort()).toEqual([inbox, "rosario@example.com"].sort());
  });

  it("shows the message in the leads inbox of the other instance, to an admin who signed in on the first", async () => {
    const signIn = await fetch(`${first.url}/auth`, {
      method: "POST",
      headers: { origin: first.url },
      body: new URLSearchParams({ intent: "sign-in", email: adminEmail, password }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const page = await fetch(`${second.url}/admin/messages`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Consultas<\/h1>/);
    expect(html).toContain("Necesito 30 rollos de film para silo bolsa.");
    expect(html).toContain("rosario@example.com");
  });

  it("counts wrong sign-ins from one address across instances, and refuses the sixth within the minute", async () => {
    const attempt = (server: RunningServer) =>
      fetch(`${server.url}/auth`, {
        method: "POST",
        headers: { origin: server.url, "x-forwarded-for": "203.0.113.77" },
        body: new URLSearchParams({ intent: "sign-in", email: "alguien@example.com", password: "no-es-la-clave-1" }),
        redirect: "manual",
      });
    // Five a minute per address (Better Auth's counter, in the database), wherever they land.
    for (let i = 1; i <= 5; i++) expect((await attempt(i % 2 === 0 ? second : first)).status, `attempt ${i}`).toBe(401);
    const refused = await attempt(second);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Hiciste demasiados intentos seguidos. Esperá unos minutos y probá de nuevo.");
  });

  it("shows an edit made through one instance on the other's pages at once (each keeps its own page cache)", async () => {
    const [product] = await database.query<{ id: string; name: string }>(
      "select id, name from products where is_active order by name limit 1",
    );
    const page = `/producto/${product!.id}`;
    const setActive = async (active: boolean) => {
      const answer = await fetch(`${first.url}/admin/products`, {
        method: "POST",
        headers: { cookie, origin: first.url },
        body: new URLSearchParams({ intent: "set-active", productId: product!.id, active: String(active) }),
        redirect: "manual",
      });
      expect(answer.status).toBe(303);
    };
    // Asked twice, so the second instance answers from its own page cache.
    for (let i = 0; i < 2; i++) expect((await fetch(`${second.url}${page}`)).status).toBe(200);

    await setActive(false);
    expect((await fetch(`${second.url}${page}`)).status).toBe(404);
    await setActive(true);
    const shown = await fetch(`${second.url}${page}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(product!.name);
  });

  it("serves a photo uploaded through the first instance from the second, though neither shares a disk", async () => {
    const form = new FormData();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2f7d32" } })
      .jpeg()
      .toBuffer();
    form.append("file", new File([new Uint8Array(photo)], "rollo.jpg", { type: "image/jpeg" }));
    const uploaded = await fetch(`${first.url}/admin/products/imagenes`, {
      method: "POST",
      headers: { cookie, origin: first.url },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1600\.webp$/);

    const served = await fetch(`${second.url}${url.replace("-1600", "-400")}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
  });

  it("counts the contact rate limit across instances", async () => {
    // The first message above counts too: the limit is 8 per address every 15 minutes.
    for (let i = 2; i <= 8; i++) {
      const server = i % 2 === 0 ? second : first;
      expect((await sendContact(server, `Consulta número ${i} sobre redes para enfardar.`)).status).toBe(200);
    }
    const refused = await sendContact(second, "Una consulta de más.");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, error: expect.stringContaining("Probá de nuevo en unos minutos") });

    // And all sixteen e-mails of the eight messages went out once each.
    await vi.waitFor(() => expect(smtp.received.length).toBe(16), { timeout: 60_000, interval: 200 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received).toHaveLength(16);
    expect(new Set(smtp.received.map(messageIdOf)).size).toBe(16);
  });

  // Last: it stops the second instance.
  it("takes a stopping instance out of the balancer before its port closes: no request fails", async () => {
    const statuses: (number | string)[] = [];
    let streaming = true;
    async function visitor() {
      while (streaming) {
        try {
          const response = await fetch(`${balancer.url}/`);
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch (error) {
          statuses.push(String(error));
        }
      }
    }
    const visitors = Array.from({ length: 4 }, visitor);
    const answeredBefore = balancer.answeredBy(second.url);
    await vi.waitFor(() => expect(balancer.answeredBy(second.url)).toBeGreaterThan(answeredBefore + 10), { timeout: 30_000, interval: 20 });

    const exited = second.stop("SIGTERM");
    // Readiness turns 503 at once while the instance keeps serving (and stays live) for the drain.
    await vi.waitFor(async () => expect((await fetch(`${second.url}/readyz`)).status).toBe(503), { timeout: 2_000, interval: 20 });
    expect(await (await fetch(`${second.url}/readyz`)).json()).toEqual({ status: "draining" });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    await vi.waitFor(() => expect(balancer.inRotation(second.url)).toBe(false), { timeout: 2_000, interval: 20 });

    expect(await exited).toBe(0);
    // The stream goes on through the first instance alone.
    const sent = statuses.length;
    await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(sent + 20), { timeout: 30_000, interval: 20 });
    streaming = false;
    await Promise.all(visitors);

    expect(balancer.failures).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const log = second.output.map((line) => JSON.parse(line) as { level: string; msg: string; drainSeconds?: number });
    // (pino may write the last two in either order as the process exits.)
    expect(log.find((line) => line.msg === "shutting down")).toMatchObject({ level: "info", drainSeconds: 3 });
    expect(
      log
        .filter((line) => line.msg === "closing the port" || line.msg === "stopped")
        .map((line) => line.msg)
        .sort(),
    ).toEqual(["closing the port", "stopped"]);
    // A rolling restart is routine: the stopping instance's 503 readiness answers are not errors.
    expect(log.filter((line) => line.level === "error" || line.level === "fatal")).toEqual([]);
  });
});
