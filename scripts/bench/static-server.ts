// The baseline of `npm run bench`: the site's rendered HTML served as plain files by the smallest
// reasonable Node server, so our throughput can be read as a share of "just sending bytes".
// Usage: node scripts/bench/static-server.ts <dir with pages.json>
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const dir = process.argv[2]!;
const pages = JSON.parse(readFileSync(path.join(dir, "pages.json"), "utf8")) as Record<string, string>;
const bodies = new Map(Object.entries(pages).map(([urlPath, file]) => [urlPath, readFileSync(path.join(dir, file))]));

const server = http.createServer((req, res) => {
  const body = bodies.get(req.url ?? "");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
