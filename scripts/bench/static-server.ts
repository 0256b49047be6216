// The bench's baseline when nginx is not installed (static-baseline.ts): the pages written by
// static-baseline.ts served as plain files by the smallest reasonable Node server, the Brotli copy
// to clients that accept it, as nginx's brotli_static does.
// Usage: node scripts/bench/static-server.ts <pages dir> <port>
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const [dir, port] = process.argv.slice(2) as [string, string];
const files = new Map<string, { html: Buffer; brotli: Buffer | undefined }>();
function pageOf(urlPath: string) {
  let page = files.get(urlPath);
  if (!page) {
    const file = path.join(dir, urlPath, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) return undefined;
    page = { html: readFileSync(file), brotli: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined };
    files.set(urlPath, page);
  }
  return page;
}

const server = http.createServer((req, res) => {
  const page = pageOf(decodeURIComponent(req.url ?? "/"));
  if (!page) return void res.writeHead(404).end();
  const brotli = page.brotli && /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = brotli ? page.brotli! : page.html;
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    ...(brotli ? { "Content-Encoding": "br" } : {}),
  });
  res.end(body);
});
server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
