import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { observeAbortedDataStreams } from "../../scripts/vite/observe-aborted-data-streams";

// React Router's own decoder, as installed and as the build patches it, decoding a redirect whose
// response is aborted before it ends (what a newer navigation does to an action's answer). Each runs
// in a node of its own, which counts the promise rejections nobody handled.

const vendor = join(process.cwd(), "node_modules/react-router/dist/production/vendor/turbo-stream-v2");

const abortMidResponse = `
  const { decode } = await import(process.argv[1]);
  let unhandled = 0;
  process.on("unhandledRejection", () => unhandled++);
  let response;
  const body = new ReadableStream({
    start(controller) {
      response = controller;
      controller.enqueue(new TextEncoder().encode(JSON.stringify([{ _1: 2 }, "redirect", "/admin/messages"]) + "\\n"));
    },
  });
  const { value } = await decode(body, {});
  response.error(new DOMException("signal is aborted without reason", "AbortError"));
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(JSON.stringify({ value, unhandled }));
`;

async function decodeAborted(decoderDir: string): Promise<{ value: unknown; unhandled: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "--eval",
    abortMidResponse,
    join(decoderDir, "turbo-stream.js"),
  ]);
  return JSON.parse(stdout) as { value: unknown; unhandled: number };
}

describe("React Router's data decoder, when a navigation aborts its response", () => {
  let patched: string;
  beforeAll(async () => {
    // A patched copy elsewhere, its imports pointing back at the installed modules beside the original.
    patched = await mkdtemp(join(tmpdir(), "turbo-stream-"));
    const source = await readFile(join(vendor, "turbo-stream.js"), "utf8");
    const relinked = source.replace(
      /(from |import )"(\.{1,2}\/[^"]+)"/g,
      (_, keyword: string, path: string) => `${keyword}"${pathToFileURL(resolve(vendor, path)).href}"`,
    );
    await writeFile(join(patched, "turbo-stream.js"), observeAbortedDataStreams(relinked));
  });
  afterAll(() => rm(patched, { recursive: true, force: true }));

  it("as installed, leaves two rejections unhandled (the browser's two «Uncaught (in promise) AbortError»)", async () => {
    await expect(decodeAborted(vendor)).resolves.toEqual({ value: { redirect: "/admin/messages" }, unhandled: 2 });
  });

  it("as the build patches it, decodes the same and leaves none", async () => {
    await expect(decodeAborted(patched)).resolves.toEqual({ value: { redirect: "/admin/messages" }, unhandled: 0 });
  });

  it("refuses to patch a decoder that has changed, so an upgrade removes the patch", () => {
    expect(() => observeAbortedDataStreams("export async function decode() {}")).toThrow(/8\.5\.3 or newer, remove/);
  });
});
