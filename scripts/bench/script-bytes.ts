// Script bytes a phone downloads on its first visit to each public page, against a running
// production server (it builds and starts nothing): every URL of the sitemap plus a search, each
// loaded in a fresh Chromium context at 412 × 823 until the page has hydrated and the network is
// idle (the scripts start after the first paint), summing body and response headers of every `.js`
// response, as sent.
//
//   node scripts/bench/script-bytes.ts http://127.0.0.1:4123 [--chunks] [--only /path,/path]
//
// Prints one line per page (bytes, scripts) and, with --chunks, each page's scripts and sizes.
import { chromium, type Response } from "playwright-core";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const args = process.argv.slice(2);
const origin = (args.find((arg) => !arg.startsWith("--") && /^https?:/.test(arg)) ?? "http://127.0.0.1:4123").replace(/\/$/, "");
const showChunks = args.includes("--chunks");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? args[onlyIndex + 1]?.split(",") : undefined;

async function pagePaths(): Promise<string[]> {
  if (only) return only;
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [...paths, "/buscar?q=red"];
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  const results: { path: string; bytes: number; scripts: { name: string; bytes: number }[] }[] = [];
  for (const path of await pagePaths()) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) responses.push(response);
    });
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    // On a busy machine the network can fall idle before the first paint starts the scripts: wait
    // for hydration (React Router's route modules registered), then for the network to settle.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, { timeout: 20_000 });
    await page.waitForTimeout(1_500);
    const scripts = await Promise.all(
      responses.map(async (response) => {
        const sizes = await response.request().sizes();
        return { name: new URL(response.url()).pathname.split("/").pop()!, bytes: sizes.responseBodySize + sizes.responseHeadersSize };
      }),
    );
    results.push({ path, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts });
    await context.close();
  }
  for (const { path, bytes, scripts } of results) {
    console.log(`${String(bytes).padStart(8)}  ${String(scripts.length).padStart(2)} scripts  ${path}`);
    if (showChunks) for (const script of scripts) console.log(`${" ".repeat(12)}${String(script.bytes).padStart(7)}  ${script.name}`);
  }
  const largest = results.reduce((max, result) => (result.bytes > max.bytes ? result : max));
  console.log(`largest: ${largest.bytes} bytes (${(largest.bytes / 1024).toFixed(1)} KB) ${largest.path}`);
} finally {
  await browser.close();
}
