// The arguments `npm start` gives Node, read from package.json so that the benchmark and the
// end-to-end tests start the server exactly as production does (same V8 memory settings).
import { readFileSync } from "node:fs";

export function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { start: string } };
  const match = /^exec node (.*)$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script is not 'exec node …': ${scripts.start}`);
  return match[1]!.split(/\s+/);
}
