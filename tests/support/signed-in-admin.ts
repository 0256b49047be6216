import { afterAll, beforeAll } from "vitest";
import { type AuthTestContext, createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN } from "./auth";
import { adminRouteContext } from "./route-context";

// An integration test file's administrator (call setUpSignedInAdmin at the top of the file or of a
// describe block; it registers its own beforeAll and afterAll): a database and Better Auth of the file's own, a
// verified account named by ADMIN_EMAIL, signed in once; and requests and route arguments the way
// React Router builds them below the guarded admin layout.

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

export interface SignedInAdmin {
  readonly test: AuthTestContext;
  readonly cookie: string;
  /** A GET (no body) or POST (a form) to the site, with the administrator's session cookie. */
  request(pathname: string, body?: FormData): Request;
  /** A route function's argument for that request. */
  args<T extends (...args: never[]) => unknown>(request: Request, params?: Record<string, string>): Promise<Args<T>>;
}

export function setUpSignedInAdmin(email: string, password = "clave-larga-de-prueba", env: Record<string, string> = {}): SignedInAdmin {
  let test: AuthTestContext | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    test = await setUpAuthTest({ ADMIN_EMAIL: email, ...env });
    await createVerifiedUser(email, password);
    cookie = await signIn(email, password);
  });
  afterAll(() => test?.dispose());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("setUpSignedInAdmin: used before its beforeAll ran");
    return value;
  };
  return {
    get test() {
      return ready(test);
    },
    get cookie() {
      return ready(cookie);
    },
    request(pathname, body) {
      const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN, cookie: ready(cookie) });
      return new Request(new URL(pathname, TEST_ORIGIN), { method: body ? "POST" : "GET", headers, body });
    },
    async args<T extends (...args: never[]) => unknown>(request: Request, params: Record<string, string> = {}) {
      return { request, params, context: await adminRouteContext(request), unstable_pattern: "" } as unknown as Args<T>;
    },
  };
}
