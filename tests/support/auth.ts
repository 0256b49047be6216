import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getAuth, resetAuth } from "~/.server/auth/auth";
import { closeDatabase, setConnection } from "~/.server/db";
import { createTestDatabase, type TestDatabase } from "./database";
import { createTestBucket, uploadsInBucket } from "./uploads";

export { lastMailTo, readMailbox } from "./mailbox";

export const TEST_ORIGIN = "http://127.0.0.1:3000";

export interface AuthTestContext {
  database: TestDatabase;
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A database of its own, a DATA_DIR of its own (where the mail module writes .eml files) and a
 * fresh Better Auth instance on top, for one test file.
 */
export async function setUpAuthTest(env: Record<string, string | undefined> = {}): Promise<AuthTestContext> {
  const saved = { ...process.env };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "auth-test-"));
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  Object.assign(process.env, { DATA_DIR: dataDir, BETTER_AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnop", ...env });
  // `npm run test:bucket`: uploads go to a bucket of this file's own.
  if (uploadsInBucket && !env.UPLOADS_BUCKET) Object.assign(process.env, await createTestBucket());
  const database = await createTestDatabase();
  setConnection(database.connection);
  resetAuth();
  return {
    database,
    dataDir,
    async dispose() {
      resetAuth();
      // The test database closes its own connection (and drops itself on PostgreSQL); the db
      // module then only forgets its handle to it.
      await database.dispose();
      await closeDatabase().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
      process.env = saved;
    },
  };
}

export interface CallOptions {
  body?: Record<string, unknown>;
  cookie?: string;
  /** The client address the app would put in x-client-ip (from the request context). */
  ip?: string;
  /** The page's origin, as the browser sends it (TEST_ORIGIN by default). */
  origin?: string;
  method?: string;
}

/** A request to Better Auth's HTTP handler, as the browser (through server.ts) would send it. */
export async function callHandler(pathAndQuery: string, options: CallOptions = {}): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers({ "x-client-ip": options.ip ?? "198.51.100.1", origin: options.origin ?? TEST_ORIGIN });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.body) headers.set("content-type", "application/json");
  return auth.handler(
    new Request(new URL(`/api/auth${pathAndQuery}`, options.origin ?? TEST_ORIGIN), {
      method: options.method ?? (options.body ? "POST" : "GET"),
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
      redirect: "manual",
    }),
  );
}

/** The Cookie header a browser would send back after these Set-Cookie headers (expired ones dropped). */
export function cookieJar(...responses: Array<Response | string[]>): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    const setCookies = Array.isArray(response) ? response : response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A confirmed account, created the way sign-up does it; `role: "admin"` as admin:create sets it. */
export async function createVerifiedUser(email: string, password: string, options: { role?: string } = {}): Promise<string> {
  const auth = await getAuth();
  const { user } = await auth.api.signUpEmail({ body: { email, password, name: email.split("@")[0]! } });
  const context = await auth.$context;
  await context.internalAdapter.updateUser(user.id, { emailVerified: true, ...(options.role ? { role: options.role } : {}) });
  return user.id;
}

/** Signs in through the handler and returns the Cookie header the browser would then send. */
export async function signIn(email: string, password: string, ip = "198.51.100.50"): Promise<string> {
  const response = await callHandler("/sign-in/email", { body: { email, password }, ip });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed with ${response.status}: ${await response.text()}`);
  return cookieJar(response);
}
