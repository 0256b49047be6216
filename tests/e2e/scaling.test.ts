import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { startTestBucket, type TestBucket } from "../support/bucket";
import { createPostgresDatabase, postgresAnswers, type FreshPostgresDatabase } from "../support/postgres";
import { type RunningServer, startServer } from "../support/server";
import { messageIdOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

// Two instances behind a (notional) load balancer on one PostgreSQL database and one bucket, each
// with its own empty DATA_DIR: each runs its own mail outbox worker, yet every e-mail goes out
// once; a message sent through one instance is in the leads inbox of the other; sessions and the
// contact rate limit are shared; a photo uploaded through one is served by the other.

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

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startSmtpServer();
    bucket = await startTestBucket();
    // What every instance must share: the database, the auth secret, the mail settings and the bucket.
    const shared = {
      ...bucket.env,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: "scaling-test-secret-0123456789-abcdefghij",
      SMTP_URL: smtp.url,
      CONTACT_INBOX: inbox,
      MAIL_OUTBOX_POLL_MS: "200",
    };
    // The operator creates the administrator once; it migrates and seeds the new database too.
    const scratch = mkdtempSync(path.join(os.tmpdir(), "scaling-admin-"));
    const created = await adminCreate({ ...shared, DATA_DIR: scratch });
    rmSync(scratch, { recursive: true, force: true });
    expect(created.output).toContain(`Created administrator ${adminEmail}`);
    [first, second] = await Promise.all([startServer(shared), startServer(shared)]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await smtp?.close();
    await bucket?.dispose();
    await database?.drop();
  });

  it("delivers each e-mail of a message exactly once though both instances run the outbox worker", async () => {
    const response = await sendContact(first, "Necesito 30 rollos de film para silo bolsa.");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 30_000, interval: 100 });
    // Both workers poll five times a second: give them time to (wrongly) send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received).toHaveLength(2);
    const rows = await database.query<{ status: string; message_id: string; to: string }>("select status, message_id, \"to\" from mail_outbox order by kind");
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

  it("serves a photo uploaded through the first instance from the second, though neither shares a disk", async () => {
    const form = new FormData();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2f7d32" } }).jpeg().toBuffer();
    form.append("file", new File([new Uint8Array(photo)], "rollo.jpg", { type: "image/jpeg" }));
    const uploaded = await fetch(`${first.url}/admin/products/imagenes`, { method: "POST", headers: { cookie, origin: first.url }, body: form });
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
});
