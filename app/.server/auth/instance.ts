import { betterAuth } from "better-auth";
import { eq, sql } from "drizzle-orm";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc, userAc } from "better-auth/plugins/admin/access";
import { siteDefaults as site } from "~/content/site";
import { readServerConfig } from "../config";
import type { Database } from "../db";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "../db/schema";
import { sendMail } from "../mail";
import { enqueueMail } from "../leads/outbox";
import { existingAccountEmail, resetPasswordEmail, signInAlertEmail, verificationEmail } from "./emails";
import {
  clearFailedSignIns,
  clearTwoFactorLock,
  createUnlockLink,
  lockoutKey,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  SIGN_IN_PASS_COOKIE,
  type SignInAttempt,
  signInRefusal,
  TWO_FACTOR_LOCKOUT,
} from "./account-lockout";
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  SESSION_ABSOLUTE_TIMEOUT_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
  SESSION_REFRESH_SECONDS,
} from "./policy";
import { readAuthSecret } from "./secret";

// The Better Auth configuration. Only app/.server/auth/auth.ts imports this module, lazily: loading
// better-auth costs about a second, which public pages never pay.

/** Hosts that may reach the auth endpoints when PUBLIC_URL is not set: this machine only. */
const LOOPBACK_HOSTS = ["localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "[::1]", "[::1]:*"];

function log(level: string, message: string, args: unknown[]) {
  const detail = args.map((arg) => (arg instanceof Error ? arg.message : typeof arg === "string" ? arg : JSON.stringify(arg)));
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: `auth: ${message}`, ...(detail.length ? { detail } : {}) });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Links in e-mails point at the origin the request came through (or PUBLIC_URL). */
function originOf(url: string): string {
  return new URL(url).origin;
}

/** The origin for a link built outside Better Auth: PUBLIC_URL, or the request's if it is a loopback host. */
function linkOrigin(publicUrl: string | undefined, request: Request | undefined, fallback: string): string {
  if (publicUrl) return publicUrl;
  if (!request) return fallback;
  const url = new URL(request.url);
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) ? url.origin : fallback;
}

async function confirmEmail(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The address a password sign-in is for, or undefined for any other request. */
function signInEmail(path: string, body: unknown): string | undefined {
  if (path !== "/sign-in/email" || typeof body !== "object" || body === null) return undefined;
  const { email } = body as { email?: unknown };
  return typeof email === "string" && email.trim() ? email : undefined;
}

const PASS_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SIGN_IN_PASS_COOKIE}=([A-Za-z0-9_-]+)`);

/** A password sign-in: the typed address, the client address the app set, the browser's unlock pass. */
function signInAttempt(path: string, body: unknown, request: Request | undefined): SignInAttempt | undefined {
  const email = signInEmail(path, body);
  if (!email) return undefined;
  return {
    email,
    // Every request the app hands over carries it (./endpoint.ts); "unknown" groups any that do not.
    clientAddress: request?.headers.get(CLIENT_IP_HEADER) || "unknown",
    passToken: PASS_COOKIE.exec(request?.headers.get("cookie") ?? "")?.[1] ?? null,
  };
}

/** E-mails the owner of a guarded account (if the address has one) the link that unlocks a browser. */
async function alertOwner(db: Database, email: string, origin: string): Promise<void> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${lockoutKey(email)}`);
  if (!user) return;
  const token = await createUnlockLink(db, user.email);
  const mail = signInAlertEmail(user.email, `${origin}/auth/desbloquear?token=${encodeURIComponent(token)}`);
  await enqueueMail(db, { kind: "sign-in-alert", to: mail.to, subject: mail.subject, text: mail.text });
}

export function createAuth(db: Database) {
  const config = readServerConfig();
  const port = config.port === 0 ? 3000 : config.port;
  if (config.production && !config.publicUrl) {
    log("warn", "PUBLIC_URL is not set: signing in works only through localhost or 127.0.0.1", []);
  }
  if (config.databaseUrl && !config.betterAuthSecret) {
    log(
      "warn",
      "BETTER_AUTH_SECRET is not set: this instance uses the secret in its own DATA_DIR; instances sharing DATABASE_URL must share one secret",
      [],
    );
  }

  return betterAuth({
    appName: site.name,
    basePath: AUTH_BASE_PATH,
    // PUBLIC_URL in production; otherwise the request's own origin, for loopback hosts only, so a
    // forged Host header can never put another site into a password-reset link.
    baseURL: config.publicUrl ?? { allowedHosts: LOOPBACK_HOSTS, fallback: `http://localhost:${port}` },
    secret: readAuthSecret(config),
    telemetry: { enabled: false },
    logger: { level: "warn", log: (level, message, ...args) => log(level, message, args) },
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      // The app sets this header from the request context (the socket, or the trusted proxy chain)
      // on every request it hands to Better Auth; rate limits and the session list key on it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // __Secure- cookies whenever the site is served over HTTPS.
      useSecureCookies: config.publicUrl?.startsWith("https://") ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Origin and CSRF checks everywhere, the test suite included (Better Auth skips them under NODE_ENV=test).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The owner of a locked account lifts the lock by choosing a new password.
      // A colleague's invitation is a reset link too (./invitations.ts): choosing the password through
      // a link sent to the address confirms that address.
      async onPasswordReset({ user }) {
        await Promise.all([clearFailedSignIns(db, user.email), clearTwoFactorLock(db, user.id), confirmEmail(db, user.id)]);
      },
      async sendResetPassword({ user, url, token }) {
        await sendMail(resetPasswordEmail(user.email, `${originOf(url)}/auth/restablecer?token=${encodeURIComponent(token)}`));
      },
      // Sign-up answers the same for a taken address (no account enumeration); its owner hears of it.
      async onExistingUserSignUp({ user }, request) {
        const origin = linkOrigin(config.publicUrl, request, `http://localhost:${port}`);
        await sendMail(existingAccountEmail(user.email, `${origin}/auth/recuperar`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await sendMail(verificationEmail(user.email, url));
      },
    },
    session: {
      // Idle timeout: every use (at most once per refresh interval) pushes the expiry forward.
      expiresIn: SESSION_IDLE_TIMEOUT_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        update: {
          // Absolute timeout: a refresh never carries a session past its creation plus the limit.
          async before(data, context) {
            const current = context?.context.session?.session;
            if (!(data.expiresAt instanceof Date) || !current) return;
            const limit = new Date(new Date(current.createdAt).getTime() + SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000);
            if (data.expiresAt > limit) return { data: { ...data, expiresAt: limit } };
          },
        },
      },
    },
    hooks: {
      // Per-address waits and the per-account guard on wrong passwords (./account-lockout.ts),
      // checked before the password.
      before: createAuthMiddleware(async (ctx) => {
        const attempt = signInAttempt(ctx.path, ctx.body, ctx.request);
        const refusal = attempt && (await signInRefusal(db, attempt));
        if (refusal) {
          throw new APIError("TOO_MANY_REQUESTS", {
            code: refusal,
            message: "Too many failed sign-ins for this account; try later, unlock through the e-mail or reset the password.",
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const attempt = signInAttempt(ctx.path, ctx.body, ctx.request);
        if (!attempt) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) await recordSuccessfulSignIn(db, attempt);
        else if (returned.body?.code === "INVALID_EMAIL_OR_PASSWORD" && (await recordFailedSignIn(db, attempt))) {
          await alertOwner(db, attempt.email, linkOrigin(config.publicUrl, ctx.request, `http://localhost:${port}`));
        }
      }),
    },
    rateLimit: {
      enabled: true,
      // Counters in the database: every instance behind a load balancer shares them.
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 600, max: 5 },
        "/request-password-reset": { window: 600, max: 3 },
        "/reset-password": { window: 600, max: 5 },
        "/send-verification-email": { window: 600, max: 3 },
        "/change-password": { window: 600, max: 5 },
        "/two-factor/*": { window: 60, max: 5 },
      },
    },
    // Not used by the site; fewer endpoints, less to defend.
    disabledPaths: ["/admin/impersonate-user", "/admin/stop-impersonating", "/sign-in/social", "/link-social"],
    plugins: [
      // "editor" is a role Better Auth knows (so createUser accepts it) with no power over accounts:
      // what an editor may open in the admin area is app/admin/lib/permissions.ts's rule.
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        roles: { admin: adminAc, user: userAc, editor: defaultAc.newRole({ user: [], session: [] }) },
      }),
      // Wrong codes lock the account's second step like wrong passwords lock the first; a reset lifts both.
      twoFactor({
        issuer: site.name,
        accountLockout: { maxFailedAttempts: TWO_FACTOR_LOCKOUT.maxFailures, durationSeconds: TWO_FACTOR_LOCKOUT.lockSeconds },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
