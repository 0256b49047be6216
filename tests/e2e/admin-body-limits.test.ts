import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor } from "~/.server/security/http-policies";
import { signInCookie } from "../support/accounts-over-http";
import { adminCreate } from "../support/admin-create";
import { newDataDir, type RunningServer, startServer } from "../support/server";

// A signed-in colleague's largest bodies, against the built server: every admin form route is sent
// the largest body it accepts, as text and (where the form takes photos) as a file, and one byte
// more. Each gets an ordinary answer (a refusal in Spanish, never a server error), and the process
// keeps running and answering: no form can make it stop or hang.

const MB = 1024 * 1024;
const TOO_LARGE = "Los datos enviados son demasiado grandes.";
const BOUNDARY = "----limites-de-formularios";

interface Part {
  name: string;
  filename?: string;
}

/** A multipart body of exactly `total` bytes: the fields, then `fill` padded with `unit` up to the total. */
function multipart(fields: Record<string, string>, fill: Part, total: number, unit = "<b>"): Buffer {
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fillHeader = fill.filename
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fill.name}"; filename="${fill.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fill.name}"\r\n\r\n`;
  const head = Buffer.from(fieldParts.join("") + fillHeader);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const size = total - head.length - tail.length;
  const padding = Buffer.alloc(size, unit);
  return Buffer.concat([head, padding, tail]);
}

/** The routes of the admin's forms, each with the text field a hostile body would fill and, for the forms that take photos, the file field. */
const formRoutes: { target: string; fields?: Record<string, string>; text: string; file?: string }[] = [
  { target: "/admin/articles/nuevo", fields: { intent: "preview", title: "Largo", slug: "largo" }, text: "content", file: "cover" },
  { target: "/admin/articles/nuevo.data", fields: { intent: "save", title: "Largo", slug: "largo" }, text: "content", file: "cover" },
  { target: "/admin/articles/imagenes", text: "file", file: "file" },
  { target: "/admin/products/imagenes", text: "file", file: "file" },
  { target: "/admin/products/nuevo", fields: { name: "Balde", price: "100" }, text: "description", file: "newImages" },
  { target: "/admin/listados", fields: { intent: "save" }, text: "description", file: "newImages" },
  { target: "/admin/products/importar", fields: { intent: "preview" }, text: "notes", file: "file" },
  { target: "/admin/articles", fields: { intent: "publish" }, text: "id" },
  { target: "/admin/products", fields: { intent: "set-active" }, text: "productId" },
  { target: "/admin/categorias", fields: { intent: "create", name: "Nueva" }, text: "description" },
  { target: "/admin/messages", fields: { intent: "note" }, text: "note" },
  { target: "/admin/seguridad", fields: { intent: "change-password" }, text: "currentPassword" },
  { target: "/admin/ajustes", fields: { intent: "save" }, text: "name" },
];

describe("an editor's largest bodies on every admin form", () => {
  const editor = { email: "editora-limites@example.com", password: "clave-de-limites-1" };
  let dataDir: string;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    dataDir = newDataDir("e2e-body-limits-");
    const created = await adminCreate(
      ["--email", editor.email, "--role", "editor"],
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      `${editor.password}\n`,
    );
    if (created.code !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    cookie = await signInCookie(server.url, editor.email, editor.password);
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (target: string, body: Buffer) =>
    fetch(`${server.url}${target}`, {
      method: "POST",
      headers: { origin: server.url, cookie, accept: "text/html", "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: new Uint8Array(body),
      redirect: "manual",
    });

  /** The process still runs and answers a page and its health check. */
  const expectServerAnswering = async (after: string) => {
    expect(server.process.exitCode, after).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status, after).toBe(200);
    expect((await fetch(`${server.url}/admin/articles`, { headers: { cookie } })).status, after).toBe(200);
  };

  it("answers the largest body each admin form accepts, text or photos, without a server error, and one byte more with 413", async () => {
    for (const { target, fields = {}, text, file } of formRoutes) {
      const limit = bodyLimitFor(target);
      const shapes: Part[] = [{ name: text }, ...(file ? [{ name: file, filename: "foto.jpg" }] : [])];
      for (const shape of shapes) {
        const what = `${shape.filename ? "file" : "text"} of ${limit} bytes → POST ${target}`;
        const largest = await post(target, multipart(fields, shape, limit));
        expect(largest.status, what).toBeGreaterThanOrEqual(200);
        expect(largest.status, what).toBeLessThan(500);
        await largest.arrayBuffer();
        await expectServerAnswering(what);
      }
      const over = await post(target, multipart(fields, { name: text }, limit + 1));
      expect(over.status, `${limit + 1} bytes → POST ${target}`).toBe(413);
      expect(await over.text()).toContain(TOO_LARGE);
      await expectServerAnswering(`${limit + 1} bytes → POST ${target}`);
    }
  });

  it("refuses a 30 MB «Vista previa» of an article with 413, and keeps running", async () => {
    const preview = await post(
      "/admin/articles/nuevo",
      multipart({ intent: "preview", title: "Enorme", slug: "enorme" }, { name: "content" }, 30 * MB),
    );
    expect(preview.status).toBe(413);
    expect(await preview.text()).toContain(TOO_LARGE);
    await expectServerAnswering("a 30 MB preview");
  });
});
