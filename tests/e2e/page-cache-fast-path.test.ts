import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

// The server answers a kept page before Express runs (server.ts, the page cache's answerHit). That
// fast path must give exactly what the full path gives for the same kept page: the same headers
// (but the date and the request id) and the same bytes. A GET that declares a body, even an empty
// one, always takes the full path, which serves the kept page from the cache's Express middleware:
// the two answers are compared side by side, and the log lines tell which path gave each.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(
  origin: string,
  urlPath: string,
  { encoding, method = "GET", fullPath = false }: { encoding?: string; method?: string; fullPath?: boolean },
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(origin + urlPath, {
      method,
      headers: { ...(encoding ? { "accept-encoding": encoding } : {}), ...(fullPath ? { "transfer-encoding": "chunked" } : {}) },
    });
    request.once("error", reject);
    request.once("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.end();
  });
}

/** The headers that differ between any two answers: when it was sent, and which request it was. */
function comparable(headers: http.IncomingHttpHeaders) {
  const { date: _date, "x-request-id": _id, ...rest } = headers;
  return rest;
}

describe("the page cache's fast path", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it.each([
    ["/", "gzip, deflate, br"],
    ["/redes-enfardar", "gzip, deflate, br"],
    ["/tambo", "gzip"],
    ["/noticias", undefined],
  ])("answers %s (Accept-Encoding %s) with the full path's headers and bytes", async (urlPath, encoding) => {
    // Rendered once, then kept; the Brotli copy is made in the background (at Brotli's best
    // quality: on a busy machine, seconds).
    expect((await get(server.url, urlPath, { encoding })).status).toBe(200);
    await expect
      .poll(
        async () => {
          const answer = await get(server.url, urlPath, { encoding });
          return [answer.headers["x-cache"], answer.headers["content-encoding"]];
        },
        { timeout: 20_000 },
      )
      .toEqual(["HIT", encoding?.includes("br") ? "br" : encoding ? "gzip" : undefined]);

    for (const method of ["GET", "HEAD"]) {
      const fast = await get(server.url, urlPath, { encoding, method });
      const full = await get(server.url, urlPath, { encoding, method, fullPath: true });
      expect(fast.status).toBe(200);
      expect(comparable(fast.headers)).toEqual(comparable(full.headers));
      expect(fast.body.equals(full.body), `${method} ${urlPath}: the same bytes`).toBe(true);

      // One line each: the fast path's marked as a page-cache answer, the full path's not.
      const lineOf = (answer: Answer) => server.output.find((line) => line.includes(`"id":"${answer.headers["x-request-id"]}"`));
      await expect.poll(() => [lineOf(fast), lineOf(full)].every(Boolean)).toBe(true);
      expect(JSON.parse(lineOf(fast)!)).toMatchObject({ method, path: urlPath, status: 200, cache: "hit" });
      expect(JSON.parse(lineOf(full)!)).not.toHaveProperty("cache");
    }
  });

  it("leaves to the full path a visitor with a cookie, the admin and a URL it has not kept", async () => {
    for (const [urlPath, headers] of [
      ["/redes-enfardar", { cookie: "visita=1" }],
      ["/admin", {}],
      ["/redes-enfardar?orden=1", {}],
    ] as const) {
      const response = await fetch(server.url + urlPath, { headers, redirect: "manual" });
      await response.arrayBuffer();
      expect(response.headers.get("x-cache"), urlPath).not.toBe("HIT");
      const lineOf = () => server.output.find((entry) => entry.includes(`"id":"${response.headers.get("x-request-id")}"`));
      await expect.poll(lineOf).toContain('"msg":"request"');
      expect(lineOf()).not.toContain('"cache":"hit"');
    }
  });
});
