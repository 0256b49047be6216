import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { loaderScript, PARKED_MODULES_ID, scriptsAfterFirstPaint } from "../../app/.server/render/scripts-after-first-paint";

// The shape React Router 8.4 renders: preloads hoisted into <head>, the module script in <body>.
const MODULES =
  ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nif (1 < 2) import("/assets/entry.client-C.js");';
const DOCUMENT =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/framework-D.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n0nce=="/></head>' +
  "<body><h1>Conservación de forraje</h1><p>Año 2026 — ñandú</p>" +
  '<script nonce="n0nce==">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce==" type="module" async="">${MODULES}</script>` +
  '<script nonce="n0nce==">window.__reactRouterContext.streamController.enqueue("[]");</script>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

const EXPECTED =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  "<body><h1>Conservación de forraje</h1><p>Año 2026 — ñandú</p>" +
  '<script nonce="n0nce==">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce==" type="text/plain" id="${PARKED_MODULES_ID}">${MODULES}</script>` +
  `<script nonce="n0nce==">${loaderScript(["/assets/entry.client-C.js", "/assets/framework-D.js", "/assets/root-A.js"])}</script>` +
  '<script nonce="n0nce==">window.__reactRouterContext.streamController.enqueue("[]");</script>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("scriptsAfterFirstPaint", () => {
  it("drops the module preloads, parks the module script as text and adds the loader after it", async () => {
    await expect(rewrite([Buffer.from(DOCUMENT)])).resolves.toBe(EXPECTED);
  });

  it("gives the same document however the stream is cut, even inside a tag or a character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(EXPECTED);
  });

  it("leaves a document without a module script as it was, but for the preloads", async () => {
    const page = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><p>Sin scripts</p></body></html>';
    await expect(rewrite([Buffer.from(page)])).resolves.toBe("<html><head></head><body><p>Sin scripts</p></body></html>");
  });

  it("writes no nonce on the loader when the page has none", async () => {
    const page = '<body><script type="module" async="">import("/assets/entry.js");</script></body>';
    await expect(rewrite([Buffer.from(page)])).resolves.toBe(
      `<body><script type="text/plain" id="${PARKED_MODULES_ID}">import("/assets/entry.js");</script><script>${loaderScript([])}</script></body>`,
    );
  });
});
