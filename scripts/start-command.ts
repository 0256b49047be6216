// How `npm start` starts Node, read from package.json so that the benchmark and the end-to-end
// tests start the server exactly as production does: the same V8 memory settings and the same
// environment defaults (`NAME=${NAME:-value}` before `exec node`).
import { readFileSync } from "node:fs";
import { childProcessEnvironment } from "../app/.server/config.ts";

export interface StartCommand {
  args: string[];
  /** The defaults the start script sets, unless the environment already has them. */
  env: Record<string, string>;
}

/** `environment` is the one the child will start with (by default, this process's). */
export function startCommand(environment: NodeJS.ProcessEnv = childProcessEnvironment()): StartCommand {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { start: string } };
  const match = /^((?:\w+=\$\{\w+:-[^}\s]*\} )*)exec node (.*)$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script is not '[NAME=\${NAME:-value} …] exec node …': ${scripts.start}`);
  const env: Record<string, string> = {};
  for (const [, name, value] of match[1]!.matchAll(/(\w+)=\$\{\w+:-([^}\s]*)\}/g)) env[name!] = environment[name!] || value!;
  return { args: match[2]!.split(/\s+/), env };
}
