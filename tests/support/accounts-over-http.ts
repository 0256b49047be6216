import { expect } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { lastMailTo } from "./mailbox";
import type { RunningServer } from "./server";

// An account made the way a visitor makes one, over HTTP against a running server: the sign-up
// form, the confirmation link of the e-mail written under DATA_DIR/mail, and the sign-in form.

export async function signUpAndConfirm(server: RunningServer, api: APIRequestContext, email: string, password: string) {
  expect((await api.post("/auth?modo=registro", { form: { intent: "sign-up", email, password } })).status()).toBe(200);
  const link = lastMailTo(server.dataDir, email).links.find((url) => url.includes("/api/auth/verify-email"))!;
  expect((await api.get(link, { maxRedirects: 0 })).status()).toBe(302);
}

/** Confirmed and signed in: the context holds the session cookie. */
export async function signUpAndSignIn(server: RunningServer, api: APIRequestContext, email: string, password: string) {
  await signUpAndConfirm(server, api, email, password);
  expect((await api.post("/auth", { form: { intent: "sign-in", email, password }, maxRedirects: 0 })).status()).toBe(302);
}

/** Signs in an existing account with the no-JavaScript form and returns its Cookie header value. */
export async function signInCookie(origin: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${origin}/auth`, {
    method: "POST",
    headers: { origin },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
