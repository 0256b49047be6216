import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "~/.server/config";
import { createLogger } from "~/.server/logger";
import { warnAboutSeveralInstances } from "~/.server/several-instances";

// At start, a server on PostgreSQL (most likely one of several instances) warns of each setting
// several instances need that is unset, with what goes wrong; on the embedded database, of nothing.

const DATABASE_URL = "postgres://site@db.example.internal:5432/site";

function warningsFor(env: Record<string, string>): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  warnAboutSeveralInstances(readServerConfig(env), createLogger({ level: "info", destination }));
  return lines;
}

describe("warnings for several instances", () => {
  it("names each unset setting and its consequence when DATABASE_URL is set", () => {
    const lines = warningsFor({ DATABASE_URL });
    expect(lines.map((line) => [line.level, line.setting])).toEqual([
      ["warn", "BETTER_AUTH_SECRET"],
      ["warn", "PUBLIC_URL"],
      ["warn", "TRUST_PROXY"],
    ]);
    expect(lines[0]!.msg).toMatch(/^BETTER_AUTH_SECRET is not set and DATABASE_URL is: with several instances, .*signed out/);
    expect(lines[1]!.msg).toMatch(/^PUBLIC_URL is not set .*sign-in works only on localhost/);
    expect(lines[2]!.msg).toMatch(/^TRUST_PROXY is not set .*rate limits count all visitors as one/);
  });

  it("says only what is still missing", () => {
    const lines = warningsFor({ DATABASE_URL, BETTER_AUTH_SECRET: "x".repeat(32), TRUST_PROXY: "1" });
    expect(lines.map((line) => line.setting)).toEqual(["PUBLIC_URL"]);
    expect(
      warningsFor({ DATABASE_URL, BETTER_AUTH_SECRET: "x".repeat(32), TRUST_PROXY: "1", PUBLIC_URL: "https://www.example.com" }),
    ).toEqual([]);
  });

  it("says nothing on the embedded database", () => {
    expect(warningsFor({})).toEqual([]);
  });
});
