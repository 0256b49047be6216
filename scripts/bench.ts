// `npm run bench`: builds, starts the production server on a seeded temporary database and measures
// five representative pages and the search results page with Lighthouse (mobile) and autocannon, against a static-file baseline
// (the search page against a cached page instead).
// Writes bench/results/latest.{json,md} and the tables of docs/performance.md. Never part of `npm test`.
//
//   npm run bench                          embedded database (PGlite) in a temporary DATA_DIR
//   npm run bench -- --postgres postgres://postgres@127.0.0.1:5432/postgres
//                                          a temporary database created on that server, dropped after
//   npm run bench -- --quick               1 Lighthouse run and 5 s loads, to try the script itself
//   npm run bench -- --uploads-only        only the memory under concurrent image uploads
//                                          (bench/results/uploads[-postgres].json; docs untouched)
//   npm run bench -- --search-only         only the search results page's load phase
//                                          (bench/results/search[-postgres].json; docs untouched)
//   npm run bench -- --load-only           no Lighthouse and no search: the five pages' load beside
//                                          the static baseline, the memory idle, under it and during
//                                          the uploads (bench/results/load[-postgres].json)
//   npm run bench -- --profile             CPU profiles of a cached answer and of a rendered one
//                                          under 50 connections (bench/results/profiles/)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { type LighthouseRun, lighthouseMedian } from "./bench/lighthouse.ts";
import { type LoadResult, loadTest } from "./bench/load.ts";
import { type CpuProfile, profileTable, summariseProfile } from "./bench/cpu-profile.ts";
import { inspectorUrlOf, profileDuring } from "./bench/inspector-profile.ts";
import { cpuSecondsOf, memoryOf } from "./bench/process-stats.ts";
import { startStaticBaseline, type StaticBaseline } from "./bench/static-baseline.ts";
import { BENCH_ADMIN, type UploadsResult, uploadsPhase, uploadsSummary } from "./bench/uploads.ts";
import { childProcessEnvironment } from "../app/.server/config.ts";
import { startCommand } from "./start-command.ts";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const uploadsOnly = args.includes("--uploads-only");
const searchOnly = args.includes("--search-only");
const loadOnly = args.includes("--load-only");
const profileOnly = args.includes("--profile");
const postgresIndex = args.indexOf("--postgres");
const postgresServer = postgresIndex >= 0 ? args[postgresIndex + 1] : undefined;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const LOAD_SECONDS = quick ? 5 : 20;
const CONNECTIONS = [50, 200];

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

interface Started {
  url: string;
  child: ChildProcess;
  /** Every line the process has printed so far. */
  output: string[];
}

/** Starts a process that prints a JSON line with its port, and resolves with its origin. */
function startProcess(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  portOf: (line: string) => number | undefined,
): Promise<Started> {
  const child = spawn(command, argv, { env, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        output.push(line);
        const port = portOf(line);
        if (port) resolve({ url: `http://127.0.0.1:${port}`, child, output });
      });
    }
    child.once("exit", (code) => reject(new Error(`${argv.join(" ")} exited with ${code}:\n${output.slice(-20).join("\n")}`)));
  });
}

function jsonField(line: string, field: string): number | undefined {
  try {
    const value = (JSON.parse(line) as Record<string, unknown>)[field];
    return typeof value === "number" && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Five representative pages: product and article come from the seeded data through the sitemap. */
async function choosePages(origin: string): Promise<{ name: string; path: string }[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const product = paths.find((p) => /^\/producto\/[0-9a-f-]{36}$/.test(p));
  const article = paths.find((p) => p.startsWith("/noticias/"));
  if (!product || !article) throw new Error("The seeded database has no active product or published article in the sitemap.");
  return [
    { name: "Inicio", path: "/" },
    { name: "Listado de categoría", path: "/redes-enfardar" },
    { name: "Detalle de producto", path: product },
    { name: "Artículo", path: article },
    { name: "Producto de paletizado", path: "/productos/flexnet-pro" },
  ];
}

async function withTemporaryPostgres<T>(serverUrl: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

interface Report {
  date: string;
  database: "PGlite" | "PostgreSQL";
  node: string;
  cpus: number;
  lighthouseRuns: number;
  loadSeconds: number;
  pages: ({ name: string; path: string } & LighthouseRun)[];
  /** What served the static copies (nginx when installed). */
  baseline: string;
  load: PagesLoad[];
  search?: SearchLoad;
  memory: { idleMb: number; peakUnderLoadMb: number; highWaterMarkMb: number };
  uploads: UploadsResult;
}

/** A load run and the CPU time (user and system) the server spent answering it. */
type ServedLoad = LoadResult & { cpuSeconds: number; requestsPerCpuSecond: number };

/** The five pages at one number of connections: our server, then the static baseline. */
interface PagesLoad {
  site: ServedLoad;
  static: ServedLoad;
  /** Requests per second, ours over the baseline's. */
  ratio: number;
  /** Requests per CPU-second of the server, ours over the baseline's: the work each answer costs. */
  cpuRatio: number;
}

/** The results page, common words in turn: latency for one visitor, and throughput beside a cached page. */
interface SearchLoad {
  paths: string[];
  oneClient: LoadResult;
  uncached: LoadResult;
  /** The category listing, answered from the server's HTML cache, under the same load. */
  cached: LoadResult;
}

/** Words a farmer or plant operator would type, each found in several groups of the seeded site. */
const SEARCH_WORDS = ["red", "sellador", "agua", "desinfección", "inoculante"];
const SEARCH_CONNECTIONS = 50;

async function measureSearch(site: Started): Promise<SearchLoad> {
  const paths = SEARCH_WORDS.map((word) => `/buscar?q=${encodeURIComponent(word)}`);
  for (const searchPath of paths) await (await fetch(site.url + searchPath)).arrayBuffer();
  log(`autocannon 1 connection × ${LOAD_SECONDS} s: search results`);
  const oneClient = await loadTest(site.url, paths, 1, LOAD_SECONDS, { manyClients: true });
  log(`autocannon ${SEARCH_CONNECTIONS} connections × ${LOAD_SECONDS} s: search results, then a cached page`);
  const uncached = await loadTest(site.url, paths, SEARCH_CONNECTIONS, LOAD_SECONDS, { manyClients: true });
  const cached = await loadTest(site.url, ["/redes-enfardar"], SEARCH_CONNECTIONS, LOAD_SECONDS, { manyClients: true });
  return { paths, oneClient, uncached, cached };
}

interface UploadsReport {
  date: string;
  database: Report["database"];
  node: string;
  cpus: number;
  /** The glibc malloc settings the server ran with (npm start's defaults unless the environment set them). */
  malloc: Record<string, string>;
  uploads: UploadsResult;
}

/**
 * The production server on a fresh DATA_DIR (and `databaseUrl` when given), stopped and removed after `run`.
 * `nodeArgs` go before npm start's own (the profile's `--inspect`).
 */
async function withServer<T>(
  databaseUrl: string | undefined,
  run: (site: Started, dataDir: string) => Promise<T>,
  nodeArgs: string[] = [],
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const start = startCommand();
  const env = childProcessEnvironment({
    ...start.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    // The search phase sends each request from an address of its own (X-Forwarded-For), as many
    // visitors would, so the per-client rate limit of /buscar does not turn it into a 429 test.
    TRUST_PROXY: "loopback",
    // The uploads phase signs up this address (its e-mail is written under DATA_DIR/mail) as the administrator.
    SMTP_URL: "",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    // No load balancer to drain from: the server stops as soon as it is told to.
    DRAIN_SECONDS: "0",
    ADMIN_REQUIRE_2FA: "false",
  });
  log(`starting the server (${databaseUrl ? "PostgreSQL" : "PGlite"})`);
  const site = await startProcess(process.execPath, [...nodeArgs, ...start.args], env, (line) =>
    line.includes('"msg":"listening"') ? jsonField(line, "port") : undefined,
  );
  try {
    return await run(site, dataDir);
  } finally {
    await stop(site.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureUploads(site: Started, dataDir: string): Promise<UploadsResult> {
  log("uploads: concurrent large photos and pixel bombs");
  return uploadsPhase(site.url, dataDir, () => memoryOf(site.child.pid!).rss);
}

async function measure(databaseUrl: string | undefined): Promise<Report> {
  return withServer(databaseUrl, (site, dataDir) => measureSite(site, dataDir, databaseUrl ? "PostgreSQL" : "PGlite"));
}

/** Runs a load while counting the server's CPU time (and, with `onSample`, sampling it every 250 ms). */
async function servedLoad(pids: () => number[], run: () => Promise<LoadResult>, onSample?: () => void): Promise<ServedLoad> {
  const sampler = onSample && setInterval(onSample, 250);
  const before = cpuSecondsOf(pids());
  const result = await run();
  const cpuSeconds = cpuSecondsOf(pids()) - before;
  if (sampler) clearInterval(sampler);
  return { ...result, cpuSeconds, requestsPerCpuSecond: Math.round(result.requests / Math.max(cpuSeconds, 0.01)) };
}

async function measureSite(site: Started, dataDir: string, database: Report["database"]): Promise<Report> {
  const htmlDir = mkdtempSync(path.join(os.tmpdir(), "bench-html-"));
  let baseline: StaticBaseline | undefined;
  try {
    const pages = await choosePages(site.url);

    // Warm up: first renders compile templates and fill caches.
    for (const page of pages) for (let i = 0; i < 5; i++) await (await fetch(site.url + page.path)).arrayBuffer();
    const idle = memoryOf(site.child.pid!);

    const lighthouseResults: Report["pages"] = [];
    // The search page is measured by Lighthouse, not in the load test against static copies: its
    // own load phase (measureSearch) compares it with a cached page instead.
    for (const page of loadOnly ? [] : [...pages, { name: "Búsqueda", path: `/buscar?q=${encodeURIComponent(SEARCH_WORDS[0]!)}` }]) {
      log(`Lighthouse ×${LIGHTHOUSE_RUNS}: ${page.path}`);
      lighthouseResults.push({ ...page, ...(await lighthouseMedian(site.url + page.path, LIGHTHOUSE_RUNS)) });
    }

    // The baseline serves exactly the HTML our server rendered.
    const html = new Map<string, Buffer>();
    for (const page of pages) html.set(page.path, Buffer.from(await (await fetch(site.url + page.path)).arrayBuffer()));
    baseline = await startStaticBaseline(htmlDir, html);
    const staticServer = baseline;

    const paths = pages.map((page) => page.path);
    const load: PagesLoad[] = [];
    let peakUnderLoad = 0;
    const sitePid = site.child.pid!;
    for (const connections of CONNECTIONS) {
      log(`autocannon ${connections} connections × ${LOAD_SECONDS} s: site`);
      const siteResult = await servedLoad(
        () => [sitePid],
        () => loadTest(site.url, paths, connections, LOAD_SECONDS),
        () => (peakUnderLoad = Math.max(peakUnderLoad, memoryOf(sitePid).rss)),
      );
      log(`autocannon ${connections} connections × ${LOAD_SECONDS} s: static baseline (${staticServer.name})`);
      const staticResult = await servedLoad(staticServer.pids, () => loadTest(staticServer.url, paths, connections, LOAD_SECONDS));
      load.push({
        site: siteResult,
        static: staticResult,
        ratio: siteResult.requestsPerSecond / Math.max(1, staticResult.requestsPerSecond),
        cpuRatio: siteResult.requestsPerCpuSecond / Math.max(1, staticResult.requestsPerCpuSecond),
      });
    }

    const search = loadOnly ? undefined : await measureSearch(site);

    // Last, so the uploads' memory does not weigh on the page measurements.
    const uploads = await measureUploads(site, dataDir);

    return {
      date: new Date().toISOString(),
      database,
      node: process.version,
      cpus: os.cpus().length,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      loadSeconds: LOAD_SECONDS,
      pages: lighthouseResults,
      baseline: staticServer.name,
      load,
      search,
      memory: { idleMb: idle.rss, peakUnderLoadMb: peakUnderLoad, highWaterMarkMb: memoryOf(sitePid).peak },
      uploads,
    };
  } finally {
    await baseline?.stop();
    rmSync(htmlDir, { recursive: true, force: true });
  }
}

/** The five pages' load beside the static baseline, and the memory under it. */
function loadMarkdown(report: Report): string[] {
  return [
    `Load: the five pages in turn, ${report.loadSeconds} s per run, \`Accept-Encoding: gzip, deflate, br\` as a browser sends; ` +
      `baseline: the same pages' precompressed copies served by ${report.baseline}. "Per CPU-s" counts answers per second of the server's own CPU time.`,
    "",
    "| connections | site req/s | p50 | p99 | errors | non-2xx | site req per CPU-s | static req/s | static req per CPU-s | site / static (req/s) | site / static (per CPU-s) |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...report.load.map(
      ({ site, static: baseline, ratio, cpuRatio }) =>
        `| ${site.connections} | ${site.requestsPerSecond} | ${site.p50Ms} ms | ${site.p99Ms} ms | ${site.errors} | ${site.non2xx} | ` +
        `${site.requestsPerCpuSecond} | ${baseline.requestsPerSecond} | ${baseline.requestsPerCpuSecond} | ${(ratio * 100).toFixed(0)} % | ${(cpuRatio * 100).toFixed(0)} % |`,
    ),
    "",
    `Server memory: ${report.memory.idleMb} MB RSS idle after warm-up, ${report.memory.peakUnderLoadMb} MB peak under load, ` +
      `${report.memory.highWaterMarkMb} MB high-water mark including start-up.`,
    "",
    uploadsSummary(report.uploads),
  ];
}

function markdown(report: Report): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = [
    `Measured ${report.date.slice(0, 16).replace("T", " ")} UTC on ${report.database}, Node ${report.node}, ${report.cpus} CPU cores; ` +
      `Lighthouse mobile preset, median of ${report.lighthouseRuns} runs.`,
    "",
    "| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS transferred |",
    "|---|---|---|---|---|---|---|---|---|",
    ...report.pages.map(
      (p) =>
        `| ${p.name} \`${p.path.length > 30 ? `${p.path.slice(0, 30)}…` : p.path}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ` +
        `${(p.lcpMs / 1000).toFixed(2)} s | ${p.cls.toFixed(3)} | ${Math.round(p.tbtMs)} ms | ${kb(p.scriptBytes)} KB |`,
    ),
    "",
    ...loadMarkdown(report),
    "",
    report.search ? searchSummary(report.search) : "",
  ];
  return `${lines.join("\n")}\n`;
}

const RESULTS_DOC = "docs/performance.md";

/** Replaces the block between the bench markers of the performance document with the new tables. */
function updateResultsDoc(tables: string) {
  const doc = readFileSync(RESULTS_DOC, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < 0) return log(`${RESULTS_DOC} has no bench markers; tables not copied`);
  writeFileSync(RESULTS_DOC, `${doc.slice(0, from + start.length)}\n${tables}${doc.slice(to)}`);
}

const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);

function searchSummary(search: SearchLoad): string {
  return (
    `Search (\`/buscar?q=\` ${SEARCH_WORDS.join(", ")} in turn, never cached): one visitor p50 ${search.oneClient.p50Ms} ms, ` +
    `p99 ${search.oneClient.p99Ms} ms (${search.oneClient.requestsPerSecond} req/s); ${search.uncached.connections} connections ` +
    `${search.uncached.requestsPerSecond} req/s (p99 ${search.uncached.p99Ms} ms, ${search.uncached.non2xx} non-2xx) against ` +
    `${search.cached.requestsPerSecond} req/s for the cached \`/redes-enfardar\` under the same load.`
  );
}

async function benchSearchOnly() {
  const database = postgresServer ? "PostgreSQL" : "PGlite";
  const search = await (postgresServer
    ? withTemporaryPostgres(postgresServer, (url) => withServer(url, measureSearch))
    : withServer(undefined, measureSearch));
  process.stdout.write(
    `\nMeasured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${database}, Node ${process.version}, ${os.cpus().length} CPU cores. ${searchSummary(search)}\n`,
  );
  const dir = path.join("bench", "results");
  mkdirSync(dir, { recursive: true });
  const report = { date: new Date().toISOString(), database, node: process.version, cpus: os.cpus().length, search };
  writeFileSync(path.join(dir, postgresServer ? "search-postgres.json" : "search.json"), `${JSON.stringify(report, null, 2)}\n`);
}

async function benchUploadsOnly() {
  const database = postgresServer ? "PostgreSQL" : "PGlite";
  const uploads = await (postgresServer
    ? withTemporaryPostgres(postgresServer, (url) => withServer(url, measureUploads))
    : withServer(undefined, measureUploads));
  // The server runs with npm start's environment defaults (the MALLOC_* settings, see package.json).
  const malloc = Object.fromEntries(Object.entries(startCommand().env).filter(([name]) => name.startsWith("MALLOC_")));
  const mallocNote = Object.entries(malloc)
    .map(([name, value]) => `, ${name}=${value}`)
    .join("");
  const summary = `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${database}, Node ${process.version}, ${os.cpus().length} CPU cores${mallocNote}. ${uploadsSummary(uploads)}`;
  process.stdout.write(`\n${summary}\n`);
  const report: UploadsReport = {
    date: new Date().toISOString(),
    database,
    node: process.version,
    cpus: os.cpus().length,
    malloc,
    uploads,
  };
  const dir = path.join("bench", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, postgresServer ? "uploads-postgres.json" : "uploads.json"), `${JSON.stringify(report, null, 2)}\n`);
}

async function benchEverything() {
  const report = postgresServer ? await withTemporaryPostgres(postgresServer, measure) : await measure(undefined);
  const table = markdown(report);
  process.stdout.write(`\n${table}`);
  if (!quick) {
    const dir = path.join("bench", "results");
    mkdirSync(dir, { recursive: true });
    const name = report.database === "PostgreSQL" ? "latest-postgres" : "latest";
    writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(dir, `${name}.md`), table);
    const other = report.database === "PostgreSQL" ? "latest.md" : "latest-postgres.md";
    let otherTable = "";
    try {
      otherTable = readFileSync(path.join(dir, other), "utf8");
    } catch {
      // Only one database measured so far.
    }
    const [pglite, postgres] = report.database === "PostgreSQL" ? [otherTable, table] : [table, otherTable];
    updateResultsDoc(
      [pglite && `**Embedded database (PGlite)**\n\n${pglite}`, postgres && `**PostgreSQL**\n\n${postgres}`].filter(Boolean).join("\n"),
    );
  }
}

/** The pages' load and the memory only: for comparing two builds one run right after the other. */
async function benchLoadOnly() {
  const report = postgresServer ? await withTemporaryPostgres(postgresServer, measure) : await measure(undefined);
  const summary = `Measured ${report.date.slice(0, 16).replace("T", " ")} UTC on ${report.database}, Node ${report.node}, ${report.cpus} CPU cores.\n\n${loadMarkdown(report).join("\n")}\n`;
  process.stdout.write(`\n${summary}`);
  const dir = path.join("bench", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, postgresServer ? "load-postgres.json" : "load.json"), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Where a request's CPU time goes: a profile of the five pages answered from the page cache, and
 * one of the same pages rendered for a visitor with a cookie (whom the cache never serves).
 */
async function benchProfile() {
  const dir = path.join("bench", "results", "profiles");
  mkdirSync(dir, { recursive: true });
  const profile = async (site: Started) => {
    const inspector = site.output.map(inspectorUrlOf).find(Boolean);
    if (!inspector) throw new Error("the server printed no inspector address");
    const paths = (await choosePages(site.url)).map((page) => page.path);
    for (const pagePath of paths) for (let i = 0; i < 5; i++) await (await fetch(site.url + pagePath)).arrayBuffer();
    const runs: { name: string; headers: Record<string, string> }[] = [
      { name: "hit", headers: {} },
      { name: "rendered", headers: { cookie: "visita=1" } },
    ];
    for (const { name, headers } of runs) {
      log(`profiling ${LOAD_SECONDS} s at 50 connections: ${name}`);
      const { profile, result } = await profileDuring(inspector, () => loadTest(site.url, paths, 50, LOAD_SECONDS, { headers }));
      const summary = summariseProfile(profile as CpuProfile);
      writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(path.join(dir, `${name}.folded`), summary.folded);
      process.stdout.write(
        `\n${name} (${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms):\n\n${profileTable(summary, result.requests)}\n`,
      );
    }
  };
  await (postgresServer
    ? withTemporaryPostgres(postgresServer, (url) => withServer(url, profile, ["--inspect=127.0.0.1:0"]))
    : withServer(undefined, profile, ["--inspect=127.0.0.1:0"]));
  log(`profiles written to ${dir} (open a .cpuprofile in Chrome DevTools or speedscope; flamegraph.pl draws a .folded)`);
}

await (uploadsOnly
  ? benchUploadsOnly()
  : searchOnly
    ? benchSearchOnly()
    : loadOnly
      ? benchLoadOnly()
      : profileOnly
        ? benchProfile()
        : benchEverything());
