import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/lib/is-uuid";

// 'Compartir vista previa': a link that shows an article, draft or scheduled, to someone who is not
// signed in (a manager approving it), for a limited time. The token is the article id and an expiry,
// signed with HMAC-SHA256 under the auth secret (app/.server/auth/secret.ts), so the link needs no
// table and every instance that shares the secret accepts it. It cannot be revoked before it
// expires, except by changing the secret (which also signs everyone out) or deleting the article.

/** How long a shared preview link works. */
export const SHARE_PREVIEW_DAYS = 7;
const SHARE_PREVIEW_MS = SHARE_PREVIEW_DAYS * 24 * 60 * 60 * 1000;
/** Separates this use of the secret from any other signature made with it. */
const PURPOSE = "article-preview";

export type PreviewTokenCheck = { ok: true; articleId: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

function signature(secret: string, articleId: string, expiresAtSeconds: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${articleId}:${expiresAtSeconds}`).digest("base64url");
}

/** A token for this article, valid SHARE_PREVIEW_DAYS from `now`. */
export function signPreviewToken(secret: string, articleId: string, now: Date = new Date()): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + SHARE_PREVIEW_MS) / 1000);
  return {
    token: `${articleId}.${expiresAtSeconds}.${signature(secret, articleId, expiresAtSeconds)}`,
    expiresAt: new Date(expiresAtSeconds * 1000),
  };
}

/** Whether the token was signed with this secret and is still valid at `now`; which article it names. */
export function verifyPreviewToken(secret: string, token: string, now: Date = new Date()): PreviewTokenCheck {
  const [articleId, expires, given, ...rest] = token.split(".");
  if (!articleId || !expires || !given || rest.length > 0 || !isUuid(articleId) || !/^\d{1,12}$/.test(expires))
    return { ok: false, reason: "invalid" };
  const expiresAtSeconds = Number(expires);
  const expected = Buffer.from(signature(secret, articleId, expiresAtSeconds));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(expiresAtSeconds * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, articleId, expiresAt };
}
