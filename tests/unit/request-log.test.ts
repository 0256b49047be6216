import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/.server/logger";
import { requestLogger } from "~/.server/request-log";

const PASSWORD = "clave-super-secreta-1";
const COOKIE = "better-auth.session_token=token-de-sesion-secreto";

/** A server with the site's request logger, writing its lines into `lines`. */
async function serve(handler: express.RequestHandler) {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogger(createLogger({ level: "info", destination })));
  app.use(express.urlencoded({ extended: false }));
  app.use(handler);
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
});
