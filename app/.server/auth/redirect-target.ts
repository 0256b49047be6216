// The one way to turn a visitor-supplied `redirectTo` into a Location header. Anything that does not
// stay on this site, or that a browser might read differently from the server (tabs and newlines
// that browsers drop, backslashes they read as slashes), falls back to the default.

/** Stands for this site's origin: a target resolved against it must keep it. */
const SITE_ORIGIN = "http://site.invalid";

/** Longer targets are not links this site makes. */
const MAX_LENGTH = 2048;

/** C0 controls, DEL, C1 controls, the backslash, and anything outside printable ASCII. */
const UNSAFE_CHARACTER = /[^\x20-\x5B\x5D-\x7E]/;
/** The same, and the space: what a resolved URL may hold after percent-encoding. */
const UNSAFE_IN_TARGET = /[^\x21-\x5B\x5D-\x7E]/;

/** Only this site's own path+search+hash, normalised: "/admin/products?x=1" yes; "//evil.example", "/\tevil", "https://…" no. */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith("/") || UNSAFE_CHARACTER.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE_ORIGIN) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot-segments can collapse "/.//evil.example" into the protocol-relative "//evil.example".
  if (target.startsWith("//") || UNSAFE_IN_TARGET.test(target)) return fallback;
  return target;
}
