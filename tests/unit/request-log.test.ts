import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/.server/logger";
import { createRequestLog } from "~/.server/request-log";

const PASSWORD = "clave-super-secreta-1";
const COOKIE = "better-auth.session_token=token-de-sesion-secreto";

/** A server with the site's request logger, writing its lines into `lines`. */
async function serve(handler: express.RequestHandler, { sampleHits = 1, keptPage = false } = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // Request lines arrive in batches, other lines one by one.
      for (const line of chunk.toString().split(/(?<=\n)/)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const requestLog = createRequestLog(createLogger({ level: "info", destination }), { sampleHits });
  const app = express();
  // As server.ts's fast path: a kept page is answered with the page cache's line, before Express.
  if (keptPage)
    app.use((req, res, next) => {
      if (req.path !== "/tambo") return next();
      requestLog.pageCacheAnswer(req, res);
      res.status(200).end("<!doctype html>");
    });
  app.use(requestLog.middleware);
  app.use(express.urlencoded({ extended: false }));
  app.use(handler);
  app.use((_req, res) => res.status(404).end());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines, raw, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("the request log", () => {
  it("logs a sign-in as one line with id, method, path, status, duration and user id, and never the password or the cookie", async () => {
    const site = await serve((req, res) => {
      // A careless log line of the whole body and headers: redaction still keeps the secrets out.
      req.log.info({ body: req.body as unknown, headers: req.headers, password: PASSWORD }, "sign-in attempt");
      req.log.setBindings({ userId: "user-123" });
      res.status(302).setHeader("Set-Cookie", `${COOKIE}; HttpOnly`).end();
    });
    close = site.close;
    const response = await fetch(`${site.url}/auth?token=reset-token-secreto`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: COOKIE, authorization: "Bearer abc", "x-request-id": "lb-1" },
      body: new URLSearchParams({ email: "editora@example.com", password: PASSWORD }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("x-request-id")).toBe("lb-1");

    await expect
      .poll(() => site.lines.find((line) => line.msg === "request"))
      .toMatchObject({
        level: "info",
        id: "lb-1",
        method: "POST",
        path: "/auth",
        status: 302,
        userId: "user-123",
        ms: expect.any(Number),
        time: expect.any(String),
      });
    const everything = site.raw.join("");
    for (const secret of [PASSWORD, "token-de-sesion-secreto", "reset-token-secreto", "Bearer abc"])
      expect(everything).not.toContain(secret);
  });

  it("generates a UUID when the caller's id is missing or could forge a log line", async () => {
    const site = await serve((_req, res) => res.status(500).end());
    close = site.close;
    const response = await fetch(site.url, { headers: { "x-request-id": 'x" injected="1' } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect.poll(() => site.lines.find((line) => line.msg === "request")).toMatchObject({ level: "error", id, status: 500 });
  });

  it("logs a request that never used its logger with the same fields, in pino's order", async () => {
    const site = await serve((_req, res) => res.status(404).end());
    close = site.close;
    await fetch(`${site.url}/no-existe?q=1`, { headers: { "x-request-id": "lb-2" } });
    await expect
      .poll(() => site.raw.find((line) => line.includes('"msg":"request"')))
      .toMatch(
        /^\{"level":"info","time":"[^"]+","id":"lb-2","method":"GET","path":"\/no-existe","status":404,"ms":[\d.]+,"msg":"request"\}\n$/,
      );
  });

  it("logs every page-cache answer by default, marked as such, and none with LOG_SAMPLE_HITS=0", async () => {
    const all = await serve((_req, _res, next) => next(), { keptPage: true });
    close = all.close;
    const response = await fetch(`${all.url}/tambo`);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => all.lines.find((line) => line.msg === "request"))
      .toMatchObject({ level: "info", id: response.headers.get("x-request-id"), method: "GET", path: "/tambo", status: 200, cache: "hit" });
    await close();

    const none = await serve((_req, _res, next) => next(), { keptPage: true, sampleHits: 0 });
    close = none.close;
    for (let i = 0; i < 20; i++) expect((await fetch(`${none.url}/tambo`)).status).toBe(200);
    // Lines are written in batches: once a later request's line is out, an earlier one would be too.
    expect((await fetch(`${none.url}/no-existe`)).status).toBe(404);
    await expect.poll(() => none.lines.length).toBeGreaterThan(0);
    expect(none.lines).toEqual([expect.objectContaining({ path: "/no-existe", status: 404 })]);
  });
});
