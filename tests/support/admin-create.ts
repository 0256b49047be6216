import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { childProcessEnvironment } from "~/.server/config";

const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run admin:create -- …` as an operator would (same script, same environment variables),
 * with `input` piped on standard input, where the command reads a new password.
 */
export function adminCreate(args: string[], env: Record<string, string | undefined>, input = ""): Promise<CommandResult> {
  return new Promise((resolve) => {
    const childEnv = childProcessEnvironment({ BETTER_AUTH_SECRET: undefined, ...env });
    const child = spawn(process.execPath, [tsxCli, "scripts/admin-create.ts", ...args], { env: childEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
