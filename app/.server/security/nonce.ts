import { NONCE_HEADER } from "./http-policies";

// The CSP nonce server.ts generated for this request (see http-policies.ts). Undefined when the app
// runs without server.ts (the dev server), where no CSP is sent either.
export function requestNonce(request: Request): string | undefined {
  const value = request.headers.get(NONCE_HEADER);
  return value && /^[A-Za-z0-9+/=]{16,64}$/.test(value) ? value : undefined;
}
