import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getAuth, resetAuth } from "~/.server/auth/auth";
import { closeDatabase, useConnection } from "~/.server/db";
import { createTestDatabase, type TestDatabase } from "./database";

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
  Object.assign(process.env, { DATA_DIR: dataDir, BETTER_AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnop", ...env });
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  const database = await createTestDatabase();
  useConnection(database.connection);
  resetAuth();
  return {
    database,
    dataDir,
    async dispose() {
      resetAuth();
      await closeDatabase();
      await database.dispose().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
      process.env = saved;
    },
  };
}

export interface CallOptions {
  body?: Record<string, unknown>;
  cookie?: string;
  /** The client address server.ts would put in x-client-ip. */
  ip?: string;
  method?: string;
}

/** A request to Better Auth's HTTP handler, as the browser (through server.ts) would send it. */
export async function callHandler(pathAndQuery: string, options: CallOptions = {}): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers({ "x-client-ip": options.ip ?? "198.51.100.1", origin: TEST_ORIGIN });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.body) headers.set("content-type", "application/json");
  return auth.handler(
    new Request(new URL(`/api/auth${pathAndQuery}`, TEST_ORIGIN), {
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

/** Reverses quoted-printable encoding (nodemailer uses it for Spanish text). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  body: string;
  links: string[];
}

/** The .eml files the mail module wrote under DATA_DIR/mail, oldest first, with the links they carry. */
export function readMailbox(dataDir: string): StoredMail[] {
  const folder = path.join(dataDir, "mail");
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(folder, file), "utf8");
    const decoded = Buffer.from(decodeQuotedPrintable(raw), "latin1").toString("utf8");
    const subjectLine = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "";
    const subject = subjectLine
      .replace(/\r?\n[ \t]/g, " ")
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, encoded: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(encoded, "base64").toString("utf8")
          : Buffer.from(decodeQuotedPrintable(encoded.replace(/_/g, " ")), "latin1").toString("utf8"),
      );
    const links = [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
    return { file, to: raw.match(/^To: (.*)$/m)?.[1]?.trim() ?? "", subject, body: decoded, links };
  });
}

/** The newest message to this address, failing loudly when there is none. */
export function lastMailTo(dataDir: string, to: string): StoredMail {
  const mail = readMailbox(dataDir).filter((message) => message.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to} in ${dataDir}/mail`);
  return mail;
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
