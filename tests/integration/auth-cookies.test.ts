import { describe, expect, it } from "vitest";
import { setFlash } from "~/.server/flash";
import { callHandler, createVerifiedUser, setUpAuthTest } from "../support/auth";

// The session cookie never reaches page scripts (HttpOnly), is not sent along
// with cross-site subrequests (SameSite=Lax) and, on an HTTPS site, travels only over HTTPS.

const email = "cookies@example.com";
const password = "una-clave-de-galletas";

async function signInCookies(origin: string): Promise<string[]> {
  await createVerifiedUser(email, password);
  const response = await callHandler("/sign-in/email", { body: { email, password }, origin });
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  return cookies;
}

function attributes(cookie: string): string[] {
  return cookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

describe("Better Auth's cookies", () => {
  it("are HttpOnly, SameSite=Lax and Secure with the __Secure- prefix when PUBLIC_URL is https", async () => {
    const test = await setUpAuthTest({ PUBLIC_URL: "https://www.campo.example", NODE_ENV: "production" });
    try {
      const cookies = await signInCookies("https://www.campo.example");
      for (const cookie of cookies) {
        expect(cookie.startsWith("__Secure-"), cookie).toBe(true);
        expect(attributes(cookie), cookie).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax"]));
      }
    } finally {
      await test.dispose();
    }
  });

  it("are HttpOnly and SameSite=Lax, without Secure, on a plain-HTTP local server", async () => {
    const test = await setUpAuthTest();
    try {
      const cookies = await signInCookies("http://127.0.0.1:3000");
      for (const cookie of cookies) {
        expect(cookie.startsWith("__Secure-"), cookie).toBe(false);
        expect(attributes(cookie), cookie).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
        expect(attributes(cookie), cookie).not.toContain("secure");
      }
    } finally {
      await test.dispose();
    }
  });

  it("include the one-time notice cookie, which follows the same rules", async () => {
    const test = await setUpAuthTest({ PUBLIC_URL: "https://www.campo.example" });
    try {
      expect(attributes(await setFlash("product-created"))).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax"]));
    } finally {
      await test.dispose();
    }
  });
});
