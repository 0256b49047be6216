import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

// The server's HTML of one page of each kind goes through the Nu HTML Checker
// (vnu-jar, the W3C validator, run on the system Java), and any error fails. Duplicate ids, nested
// interactive elements and images without alt on every page are tests/e2e/seo.test.ts's job.

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const javaAvailable = spawnSync("java", ["-version"]).status === 0;
if (!javaAvailable)
  console.warn(
    "html-validity: no `java` on this machine, so the Nu HTML Checker cannot run; install a Java runtime (Debian: default-jre-headless) to validate the HTML",
  );

/**
 * Checker messages that are not faults of the page, each with the reason. Matched against the
 * message text; keep this list short and explain every entry.
 */
const knownFalsePositives: Array<{ message: RegExp; why: string }> = [];

/** One page of each kind; products and articles come from the sitemap so the test follows the data. */
const fixedPaths = [
  "/",
  "/redes-enfardar",
  "/tambo",
  "/productos/flexnet-pro",
  "/contacto",
  "/auth",
  "/buscar?q=red",
  "/buscar?q=yodo%20tamanet",
];

interface CheckerMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

function runChecker(files: string[]): Promise<CheckerMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-Xss4m", "-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files]);
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`vnu exited with ${code}: ${errors}`));
      else resolve((JSON.parse(output) as { messages: CheckerMessage[] }).messages);
    });
  });
}

describe("HTML validity", () => {
  it.skipIf(!javaAvailable)(
    "the Nu HTML Checker finds no error in a page of each kind (skipped only when java is not installed)",
    { timeout: 300_000 },
    async () => {
      const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&#38;", "&")).pathname);
      const product = listed.find((pathname) => pathname.startsWith("/producto/"));
      const article = listed.find((pathname) => pathname.startsWith("/noticias/") && !pathname.endsWith(".xml"));
      expect(product, "a product in the sitemap").toBeDefined();
      expect(article, "an article in the sitemap").toBeDefined();
      const paths = [...fixedPaths, product!, article!];

      const dir = mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
      try {
        const files = new Map<string, string>();
        for (const [index, pagePath] of paths.entries()) {
          const response = await fetch(`${baseUrl()}${pagePath}`);
          expect(response.status, pagePath).toBe(200);
          const file = path.join(dir, `page-${index}.html`);
          writeFileSync(file, await response.text());
          files.set(`file:${file}`, pagePath);
        }
        const messages = await runChecker([...files.keys()]);
        const errors = messages
          // "non-document-error": the checker could not read a page, which must not pass silently.
          .filter((message) => message.type === "error" || message.type === "non-document-error" || message.subType === "fatal")
          .filter((message) => !knownFalsePositives.some(({ message: pattern }) => pattern.test(message.message)))
          .map(
            (message) =>
              `${files.get(message.url) ?? message.url}:${message.lastLine ?? "?"}: ${message.message} [${message.extract?.trim() ?? ""}]`,
          );
        expect(errors).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
