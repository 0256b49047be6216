// `npm run admin:create -- --email E [--role editor]`: creates a verified administrator (or editor),
// or gives an existing account that role (and verifies it). The password is typed at a hidden prompt or piped on standard input, never
// passed as an argument (arguments show in `ps` and in the shell's history). Works on the configured
// database (DATA_DIR or DATABASE_URL), migrating a fresh one first. The embedded database is locked
// while the server runs: stop it, or point DATABASE_URL at the PostgreSQL server of a live site.
import "./load-env-file.ts";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { read } from "read";
import { z } from "zod";
import { getAuth } from "~/.server/auth/auth";
import { hasRole } from "~/.server/auth/guard";
import { readServerConfig } from "~/.server/config";
import { type AdminRole, isAdminRole } from "~/admin/lib/permissions";
import { closeDatabase, getConnection } from "~/.server/db";
import { DatabaseLockedError } from "~/.server/db/lock";

const usage = `Usage: npm run admin:create -- --email EMAIL [--role admin|editor] [--reset-password]

  --email           the administrator's e-mail address
  --role            admin (default: everything) or editor (products, articles, messages, categories,
                    static listings; see app/admin/lib/permissions.ts)
  --reset-password  also replace the password of an account that already exists (ends its sessions)

The password (8 to 128 characters) is asked for when the account is created or --reset-password is
given: typed at a hidden prompt, or piped on standard input, e.g.
  printf '%s\n' "$ADMIN_PASSWORD" | npm run admin:create -- --email EMAIL`;

class UsageError extends Error {}

const PASSWORD_ARGUMENT_REFUSED =
  "--password is not accepted: a password given as an argument shows in `ps` and in the shell's history. " +
  "Leave it out and type the password when asked, or pipe it on standard input.";

function readArguments() {
  if (process.argv.slice(2).some((argument) => argument === "--password" || argument.startsWith("--password="))) {
    throw new UsageError(PASSWORD_ARGUMENT_REFUSED);
  }
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string", default: "admin" },
      "reset-password": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new UsageError("--email must be an e-mail address.");
  if (!isAdminRole(values.role)) throw new UsageError("--role must be admin or editor.");
  return { email: email.data, role: values.role, resetPassword: values["reset-password"] };
}

/** The first line of standard input when it is piped or redirected. */
async function readPipedLine(): Promise<string | undefined> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return undefined;
}

/** The new password: at a hidden prompt (typed twice) on a terminal, else the first line piped in. */
async function askForPassword(email: string): Promise<string> {
  let password: string | undefined;
  if (process.stdin.isTTY) {
    // The prompt goes to stderr so that stdout carries only the command's report.
    const ask = (prompt: string) => read({ prompt, silent: true, replace: "", output: process.stderr });
    password = await ask(`New password for ${email} (8 to 128 characters): `);
    if ((await ask("Type it again: ")) !== password) throw new UsageError("The two passwords do not match; nothing changed.");
  } else {
    password = await readPipedLine();
  }
  if (!password) throw new UsageError("No password was given: type it when asked, or pipe it on standard input.");
  if (password.length < 8 || password.length > 128) throw new UsageError("The password must be 8 to 128 characters long.");
  return password;
}

/** The admin-area role replaces "user", "admin" or "editor"; any other role is kept alongside it. */
function withRole(current: string | null | undefined, role: AdminRole): string {
  const kept = (current ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value && value !== "user" && !isAdminRole(value));
  return [...new Set([...kept, role])].join(",");
}

async function run(): Promise<void> {
  const { email, role, resetPassword } = readArguments();
  const title = role === "admin" ? "administrator" : "editor";
  const connection = await getConnection();
  const where =
    connection.kind === "postgres" ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${readServerConfig().dataDir}`;
  const auth = await getAuth();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);

  if (!existing) {
    const password = await askForPassword(email);
    // Better Auth hashes the password; the account is confirmed, since the operator vouches for it.
    const { user } = await auth.api.createUser({ body: { email, password, name: email.split("@")[0]!, role } });
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
    console.log(`Created ${title} ${email} (e-mail confirmed) in ${where}.`);
    console.log("They can sign in at /auth now.");
    return;
  }

  // The admin plugin's fields are on the row, though the internal adapter's type omits them.
  const user = existing.user as typeof existing.user & { role?: string | null; banned?: boolean | null };
  // Asked before anything changes, so a mistyped password leaves the account as it was.
  const newPassword = resetPassword ? await askForPassword(email) : undefined;
  const changes: string[] = [];
  if (!hasRole(user, role) || (role === "editor" && hasRole(user, "admin"))) changes.push(`given the role ${role}`);
  if (!user.emailVerified) changes.push("e-mail confirmed");
  await context.internalAdapter.updateUser(user.id, { role: withRole(user.role, role), emailVerified: true });

  if (newPassword !== undefined) {
    const hash = await context.password.hash(newPassword);
    if (await context.internalAdapter.findCredentialAccount(user.id)) await context.internalAdapter.updatePassword(user.id, hash);
    else await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
    await context.internalAdapter.deleteUserSessions(user.id);
    changes.push("password replaced and every session ended");
  }

  console.log(
    changes.length > 0
      ? `Updated the existing account ${email} in ${where}: ${changes.join(", ")}.`
      : `${email} already is a confirmed ${title} in ${where}; nothing changed.`,
  );
  if (user.banned) console.log("Note: this account is banned and cannot sign in until it is unbanned.");
}

let exitCode = 0;
try {
  await run();
} catch (error) {
  exitCode = 1;
  if (error instanceof DatabaseLockedError || error instanceof UsageError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(`\n${usage}`);
  } else if (error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
    console.error(`${error.message}\n\n${usage}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
} finally {
  await closeDatabase().catch(() => {});
}
process.exit(exitCode);
