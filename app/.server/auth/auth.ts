import { getDb } from "../db";
import type { Auth } from "./instance";

export type { Auth };
export type AuthSessionData = Auth["$Infer"]["Session"];
export type AuthUser = AuthSessionData["user"];
export type AuthSession = AuthSessionData["session"];

// Created on first use, never at import time (the build imports server modules), and once per process.
// Unlike the domain functions, it takes no database argument: Better Auth binds its adapter to one
// database when the instance is made, and the session lookup, the guard and the auth endpoints all
// share that instance, so it is built on the process's configured database (getDb).
let authPromise: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ createAuth }, db] = await Promise.all([import("./instance"), getDb()]);
    return createAuth(db);
  })().catch((error) => {
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

/** Tests that switch databases start over with a fresh instance. */
export function resetAuth(): void {
  authPromise = undefined;
}
