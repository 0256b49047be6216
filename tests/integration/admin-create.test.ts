import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetAuth } from "~/.server/auth/auth";
import { type DatabaseConnection, openEmbeddedDatabase, openPostgresDatabase } from "~/.server/db/client";
import { closeDatabase, setConnection } from "~/.server/db";
import { acquireDataDirLock } from "~/.server/db/lock";
import { users } from "~/.server/db/schema";
import { adminCreate } from "../support/admin-create";
import { callHandler, createVerifiedUser } from "../support/auth";
import { createTestDatabase, type TestDatabase } from "../support/database";

// Each run starts a process that loads the app and opens (and on first use migrates) the database.
describe("npm run admin:create", { timeout: 120_000 }, () => {
  // The configured database: a fresh DATA_DIR (embedded) or a fresh PostgreSQL database.
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
    if (process.env.DATABASE_URL) postgres = await createTestDatabase();
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url };
  });
  afterAll(async () => {
    await postgres?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the database the command worked on, runs `run` against it through the app's own modules. */
  async function withDatabase<T>(run: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    const connection = postgres?.url ? await openPostgresDatabase(postgres.url) : await openEmbeddedDatabase({ dataDir });
    setConnection(connection);
    resetAuth();
    try {
      return await run(connection);
    } finally {
      resetAuth();
      await closeDatabase();
    }
  }

  it("creates a confirmed administrator on a fresh database, migrating it first, and says so", async () => {
    const result = await adminCreate(["--email", "Editora@Example.com"], env, "clave-de-editora-1\n");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Created administrator editora@example.com (e-mail confirmed)");

    await withDatabase(async ({ db }) => {
      const [user] = await db.select().from(users).where(eq(users.email, "editora@example.com"));
      expect(user).toMatchObject({ role: "admin", emailVerified: true });
      const signIn = await callHandler("/sign-in/email", { body: { email: "editora@example.com", password: "clave-de-editora-1" } });
      expect(signIn.status).toBe(200);
    });
  });

  it("promotes and confirms an existing account, leaving its password alone unless told otherwise", async () => {
    await withDatabase(() => createVerifiedUser("vendedor@example.com", "clave-del-vendedor"));
    await withDatabase(({ db }) => db.update(users).set({ emailVerified: false }).where(eq(users.email, "vendedor@example.com")));

    // No password is asked for (or read) when the account already has one and keeps it.
    const promoted = await adminCreate(["--email", "vendedor@example.com"], env, "otra-clave-nueva\n");
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain("Updated the existing account vendedor@example.com");
    expect(promoted.stdout).toContain("given the role admin, e-mail confirmed");

    await withDatabase(async ({ db }) => {
      const [user] = await db.select().from(users).where(eq(users.email, "vendedor@example.com"));
      expect(user).toMatchObject({ role: "admin", emailVerified: true });
      expect(
        (await callHandler("/sign-in/email", { body: { email: "vendedor@example.com", password: "clave-del-vendedor" } })).status,
      ).toBe(200);
    });

    const reset = await adminCreate(["--email", "vendedor@example.com", "--reset-password"], env, "otra-clave-nueva\n");
    expect(reset.stdout).toContain("password replaced and every session ended");
    await withDatabase(async () => {
      const signIn = await callHandler("/sign-in/email", {
        body: { email: "vendedor@example.com", password: "otra-clave-nueva" },
        ip: "198.51.100.70",
      });
      expect(signIn.status).toBe(200);
    });
  });

  it("never takes the password as an argument, where ps and the shell's history would show it", async () => {
    for (const args of [
      ["--email", "otra@example.com", "--password", "clave-visible-1"],
      ["--email", "otra@example.com", "--password=clave-visible-1"],
    ]) {
      const result = await adminCreate(args, env, "clave-visible-1\n");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("--password is not accepted");
    }
    await withDatabase(async ({ db }) => expect(await db.select().from(users).where(eq(users.email, "otra@example.com"))).toEqual([]));
  });

  it("refuses a missing or too short password without creating anything", async () => {
    const missing = await adminCreate(["--email", "otra@example.com"], env, "");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No password was given");
    const short = await adminCreate(["--email", "otra@example.com"], env, "corta\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("8 to 128 characters");
    await withDatabase(async ({ db }) => expect(await db.select().from(users).where(eq(users.email, "otra@example.com"))).toEqual([]));
  });

  it("refuses bad arguments with the usage text", async () => {
    const result = await adminCreate(["--email", "no-es-un-correo"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--email must be an e-mail address.");
    expect(result.stderr).toContain("Usage: npm run admin:create");
  });

  it("refuses clearly, without a stack trace, while another process holds the embedded database", async () => {
    const lockedDir = mkdtempSync(path.join(os.tmpdir(), "admin-create-locked-"));
    // What a running server holds on its DATA_DIR.
    const held = acquireDataDirLock(lockedDir);
    try {
      const result = await adminCreate(["--email", "x@example.com"], { DATA_DIR: lockedDir, DATABASE_URL: undefined }, "clave-larga-1\n");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      held.release();
      rmSync(lockedDir, { recursive: true, force: true });
    }
  });
});
