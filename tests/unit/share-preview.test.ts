import { describe, expect, it } from "vitest";
import { SHARE_PREVIEW_DAYS, signPreviewToken, verifyPreviewToken } from "~/.server/articles/share-preview";

// The signed, expiring token behind 'Compartir vista previa'.

const secret = "un-secreto-de-prueba-de-mas-de-32-caracteres";
const articleId = "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e";
const now = new Date("2026-11-20T15:30:00Z");
const day = 24 * 60 * 60 * 1000;

describe("share-preview tokens", () => {
  it("names the article for seven days, and no longer", () => {
    const { token, expiresAt } = signPreviewToken(secret, articleId, now);
    expect(SHARE_PREVIEW_DAYS).toBe(7);
    expect(expiresAt.getTime()).toBe(now.getTime() + 7 * day);
    expect(verifyPreviewToken(secret, token, new Date(now.getTime() + 7 * day - 1000))).toEqual({ ok: true, articleId, expiresAt });
    expect(verifyPreviewToken(secret, token, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token signed with another secret, or with its article or expiry changed", () => {
    const { token } = signPreviewToken(secret, articleId, now);
    const [, expires, signature] = token.split(".");
    expect(verifyPreviewToken("otro-secreto-de-prueba-de-mas-de-32-caracteres", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyPreviewToken(secret, `00000000-0000-4000-8000-000000000000.${expires}.${signature}`, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyPreviewToken(secret, `${articleId}.${Number(expires) + 3600}.${signature}`, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses what is not a token", () => {
    for (const garbage of ["", "hola", `${articleId}.1.`, `${articleId}..x`, `no-uuid.1.x`, `${articleId}.1.x.y`]) {
      expect(verifyPreviewToken(secret, garbage, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
