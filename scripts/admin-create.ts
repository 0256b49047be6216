// `npm run admin:create -- --email E --password P`: creates a verified administrator, or promotes
// (and verifies) an existing account. Works on the configured database (DATA_DIR or DATABASE_URL),
// migrating a fresh one first. The embedded database is locked while the server runs: stop it, or
// point DATABASE_URL at the PostgreSQL server of a live site.
import { parseArgs } from "node:util";
import { z } from "zod";
import { getAuth } from "~/.server/auth/auth";
import { hasRole } from "~/.server/auth/guard";
import { readServerConfig } from "~/.server/config";
import { closeDatabase, getConnection } from "~/.server/db";
import { DatabaseLockedError } from "~/.server/db/lock";

const usage = `Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--reset-password]

  --email           the administrator's e-mail address
  --password        8 to 128 characters; required to create an account
  --reset-password  also replace the password of an account that already exists (ends its sessions)`;

class UsageError extends Error {}

function readArguments() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
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
  const password = values.password;
  if (password !== undefined && (password.length < 8 || password.length > 128)) {
    throw new UsageError("--password must be 8 to 128 characters long.");
  }
  if (values["reset-password"] && password === undefined) throw new UsageError("--reset-password needs --password.");
  return { email: email.data, password, resetPassword: values["reset-password"] };
}

/** "user" becomes "admin"; other roles are kept alongside it. */
function withAdminRole(role: string | null | undefined): string {
  const roles = (role ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value && value !== "user");
  return [...new Set([...roles, "admin"])].join(",");
}

async function run(): Promise<void> {
  const { email, password, resetPassword } = readArguments();
  const connection = await getConnection();
  const where = connection.kind === "postgres" ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${readServerConfig().dataDir}`;
  const auth = await getAuth();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);

  if (!existing) {
    if (password === undefined) throw new UsageError(`No account uses ${email} yet: pass --password to create it.`);
    // Better Auth hashes the password; the account is confirmed, since the operator vouches for it.
    const { user } = await auth.api.createUser({ body: { email, password, name: email.split("@")[0]!, role: "admin" } });
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
    console.log(`Created administrator ${email} (e-mail confirmed) in ${where}.`);
    console.log("They can sign in at /auth now.");
    return;
  }

  // The admin plugin's fields are on the row, though the internal adapter's type omits them.
  const user = existing.user as typeof existing.user & { role?: string | null; banned?: boolean | null };
  const changes: string[] = [];
  if (!hasRole(user, "admin")) changes.push("given the role admin");
  if (!user.emailVerified) changes.push("e-mail confirmed");
  await context.internalAdapter.updateUser(user.id, { role: withAdminRole(user.role), emailVerified: true });

  if (resetPassword && password !== undefined) {
    const hash = await context.password.hash(password);
    if (await context.internalAdapter.findCredentialAccount(user.id)) await context.internalAdapter.updatePassword(user.id, hash);
    else await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
    await context.internalAdapter.deleteUserSessions(user.id);
    changes.push("password replaced and every session ended");
  }

  console.log(
    changes.length > 0
      ? `Updated the existing account ${email} in ${where}: ${changes.join(", ")}.`
      : `${email} already is a confirmed administrator in ${where}; nothing changed.`,
  );
  if (password !== undefined && !resetPassword) console.log("The password was left unchanged (add --reset-password to replace it).");
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
