import { createCookie, redirect } from "react-router";
import {
  articleNotices,
  authNotices,
  categoryNotices,
  colleagueInvited,
  colleagueNotices,
  historyNotices,
  leadNotices,
  listingNotices,
  mediaNotices,
  productNotices,
  redirectNotices,
  replyTemplateNotices,
  securityNotices,
  sessionNotices,
  settingsNotices,
  trashNotices,
} from "~/lib/notices";
import { quoteNotices } from "~/lib/public-notices";
import type { Notice } from "~/lib/toast";
import { INVITATION_DAYS } from "./auth/colleagues";
import { readServerConfig } from "./config";

// A message that survives one redirect ("Ingreso exitoso" after signing in). The cookie holds only
// a key of this table, so nobody can make the site show words of their choosing.

const notices = {
  "signed-in": authNotices.signedIn,
  "signed-out": authNotices.signedOut,
  "signed-out-everywhere": authNotices.signedOutEverywhere,
  "password-reset": authNotices.passwordReset,
  "sign-in-unlocked": authNotices.signInUnlocked,
  "two-factor-enabled": securityNotices.twoFactorEnabled,
  "two-factor-disabled": securityNotices.twoFactorDisabled,
  "product-created": productNotices.created,
  "product-updated": productNotices.updated,
  "product-deleted": productNotices.deleted,
  "product-duplicated": productNotices.duplicated,
  "article-created": articleNotices.created,
  "article-updated": articleNotices.updated,
  "article-published": articleNotices.published,
  "article-unpublished": articleNotices.unpublished,
  "article-deleted": articleNotices.deleted,
  "settings-saved": settingsNotices.saved,
  "category-created": categoryNotices.created,
  "category-updated": categoryNotices.updated,
  "category-deleted": categoryNotices.deleted,
  "category-moved": categoryNotices.moved,
  "category-activated": categoryNotices.activated,
  "category-deactivated": categoryNotices.deactivated,
  "listing-saved": listingNotices.saved,
  "colleague-invited": colleagueInvited(INVITATION_DAYS),
  "colleague-invitation-resent": colleagueNotices.invitationResent,
  "colleague-role-changed": colleagueNotices.roleChanged,
  "colleague-removed": colleagueNotices.removed,
  "session-ended": sessionNotices.sessionRevoked,
  "sessions-ended": sessionNotices.allSessionsRevoked,
  "lead-resend-queued": leadNotices.resendQueued,
  "lead-stage-changed": leadNotices.stageChanged,
  "lead-plan-saved": leadNotices.planSaved,
  "lead-note-added": leadNotices.noteAdded,
  "lead-sender-erased": leadNotices.senderErased,
  "lead-unchanged": leadNotices.unchanged,
  "lead-reply-unavailable": leadNotices.replyUnavailable,
  "reply-template-created": replyTemplateNotices.created,
  "reply-template-updated": replyTemplateNotices.updated,
  "reply-template-deleted": replyTemplateNotices.deleted,
  "redirect-created": redirectNotices.created,
  "redirect-updated": redirectNotices.updated,
  "redirect-deleted": redirectNotices.deleted,
  "media-uploaded": mediaNotices.uploaded,
  "media-alt-saved": mediaNotices.altSaved,
  "media-deleted": mediaNotices.deleted,
  "version-restored": historyNotices.restored,
  "version-restored-without-category": historyNotices.restoredWithoutCategory,
  "version-restored-without-images": historyNotices.restoredWithoutImages,
  "version-restored-without-category-or-images": historyNotices.restoredWithoutCategoryOrImages,
  "article-restored": trashNotices.articleRestored,
  "product-restored": trashNotices.productRestored,
  "product-restored-without-category": trashNotices.productRestoredWithoutCategory,
  "trash-purged": trashNotices.purged,
  "trash-emptied": trashNotices.emptied,
  "quote-added": quoteNotices.added,
} satisfies Record<string, Notice>;

export type FlashKey = keyof typeof notices;

const flashCookie = createCookie("aviso", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

/** Cookies of the public site carry Secure when the site is served over HTTPS (PUBLIC_URL). */
export function secure(): boolean {
  return readServerConfig().publicUrl?.startsWith("https://") ?? false;
}

/** A Set-Cookie header carrying this message to the next page. */
export function setFlash(key: FlashKey): Promise<string> {
  return flashCookie.serialize(key, { secure: secure() });
}

/** The waiting message, if any, and the header that clears it. */
export async function readFlash(request: Request): Promise<{ notice: Notice | null; headers: Headers }> {
  const headers = new Headers();
  const key: unknown = await flashCookie.parse(request.headers.get("cookie"));
  if (typeof key !== "string") return { notice: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0, secure: secure() }));
  return { notice: key in notices ? notices[key as FlashKey] : null, headers };
}

/**
 * How a successful admin change ends (docs/decisions/030-one-way-to-change-in-the-admin.md): a 303
 * to the page that shows the result, so a reload asks for that page again instead of re-posting the
 * form, carrying this message for it.
 */
export async function redirectWithNotice(to: string, key: FlashKey): Promise<Response> {
  return redirect(to, { status: 303, headers: { "Set-Cookie": await setFlash(key) } });
}
