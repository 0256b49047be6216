import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { readToolingConfig } from "../../app/.server/config.ts";

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transferred JavaScript, bytes (compressed, as sent). */
  scriptBytes: number;
}

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];

/** One Lighthouse run with its default mobile preset (simulated slow 4G, mid-range phone). */
async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items =
    (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    scriptBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median of each figure over `runs` runs (Lighthouse varies from run to run). */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: readToolingConfig().chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await runOnce(url, chrome.port));
    const keys = Object.keys(results[0]!) as (keyof LighthouseRun)[];
    return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])) as unknown as LighthouseRun;
  } finally {
    chrome.kill();
  }
}
