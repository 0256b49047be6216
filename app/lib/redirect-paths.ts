// The one form of an address the redirects and the not-found report store and look up
// (docs/decisions/034-history-trash-media-redirects.md): a path on this site, decoded, without
// query, fragment, repeated or trailing slashes. Isomorphic: the admin's form and the server's
// lookup read the same rule, so "/se%C3%B1al/", "https://old-site.com.uy/señal?x=1" and "/señal"
// are one address.

/** Longest path a redirect may start from or lead to. */
export const REDIRECT_PATH_MAX = 300;

export type PathProblem = "empty" | "not-a-path" | "too-long";

/**
 * The stored form of what someone typed or a request asked for: a full address (of this site or
 * of the old one) keeps only its path; percent escapes are decoded (a malformed one is refused);
 * "//" becomes "/", and a trailing "/" goes (except for "/" itself).
 */
export function normaliseSitePath(input: string): { ok: true; path: string } | { ok: false; problem: PathProblem } {
  let text = input.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname;
    } catch {
      return { ok: false, problem: "not-a-path" };
    }
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith("//")) {
    // Another scheme (mailto:, javascript:) or another host is no address of this site.
    return { ok: false, problem: "not-a-path" };
  }
  text = text.replace(/[?#].*$/s, "");
  if (!text.startsWith("/")) text = `/${text}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return { ok: false, problem: "not-a-path" };
  }
  // Control characters and spaces at the ends are no part of a real address.
  if (/\p{Cc}/u.test(decoded)) return { ok: false, problem: "not-a-path" };
  const path = decoded
    .normalize("NFC")
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  if (path.length > REDIRECT_PATH_MAX) return { ok: false, problem: "too-long" };
  return { ok: true, path };
}

/** The stored path as it goes in a Location header or a link: non-ASCII and spaces escaped. */
export function encodedSitePath(path: string): string {
  return new URL(path, "http://localhost").pathname;
}
