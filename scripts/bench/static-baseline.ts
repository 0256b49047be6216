// The baseline of `npm run bench`: the pages our server rendered, stored as files with their Brotli
// and gzip copies and served by nginx (one worker, precompressed copies, no logging) when it is
// installed, else by the smallest reasonable Node server (static-server.ts). Our throughput and
// CPU per request are read as a share of "just sending these bytes".
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { constants as zlib, brotliCompressSync, gzipSync } from "node:zlib";
import { childProcessEnvironment } from "../../app/.server/config.ts";
import { processWithChildren } from "./process-stats.ts";

export interface StaticBaseline {
  name: string;
  url: string;
  /** The processes whose CPU time counts as the baseline's. */
  pids(): number[];
  stop(): Promise<void>;
}

const NGINX = "/usr/sbin/nginx";
const NGINX_MODULES = "/usr/lib/nginx/modules";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the baseline server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("connect", () => socket.destroy());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the baseline server did not open its port");
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** Writes each page as <dir><path>/index.html with its .br (best quality, as the page cache) and .gz copies. */
function writePages(dir: string, pages: ReadonlyMap<string, Buffer>): void {
  for (const [urlPath, html] of pages) {
    const folder = path.join(dir, "pages", urlPath);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "index.html"), html);
    writeFileSync(
      path.join(folder, "index.html.br"),
      brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(path.join(folder, "index.html.gz"), gzipSync(html, { level: 9 }));
  }
}

async function startNginx(dir: string): Promise<StaticBaseline> {
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  const brotli = existsSync(path.join(NGINX_MODULES, "ngx_http_brotli_static_module.so"));
  writeFileSync(
    config,
    [
      brotli ? `load_module ${NGINX_MODULES}/ngx_http_brotli_static_module.so;` : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 2048; }",
      "http {",
      `  access_log off; client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;`,
      `  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;`,
      "  default_type text/html; charset utf-8; keepalive_requests 100000;",
      `  server { listen 127.0.0.1:${port}; root ${dir}/pages;`,
      `    location / { ${brotli ? "brotli_static on; " : ""}gzip_static on; try_files $uri/index.html =404; } }`,
      "}",
    ].join("\n"),
  );
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const child = spawn(NGINX, ["-c", config, "-p", dir], { stdio: "ignore" });
  await waitForPort(port, child);
  return {
    name: `nginx, one worker${brotli ? "" : " (gzip copies: no Brotli module)"}`,
    url: `http://127.0.0.1:${port}`,
    pids: () => processWithChildren(child.pid!),
    stop: () => stopChild(child, "SIGQUIT"),
  };
}

async function startNodeStaticServer(dir: string): Promise<StaticBaseline> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/bench/static-server.ts", path.join(dir, "pages"), String(port)], {
    env: childProcessEnvironment(),
    stdio: "ignore",
  });
  await waitForPort(port, child);
  return { name: "Node static server", url: `http://127.0.0.1:${port}`, pids: () => [child.pid!], stop: () => stopChild(child, "SIGTERM") };
}

/** `pages`: path → the HTML our server sent for it. */
export async function startStaticBaseline(dir: string, pages: ReadonlyMap<string, Buffer>): Promise<StaticBaseline> {
  writePages(dir, pages);
  return existsSync(NGINX) ? startNginx(dir) : startNodeStaticServer(dir);
}
