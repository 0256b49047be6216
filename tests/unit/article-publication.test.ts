import { describe, expect, it } from "vitest";
import { articlePublication, articleSaveAction } from "~/admin/lib/article-publication";

// The one rule behind the list's badge, the editor's status line and its save button.

const now = new Date("2026-11-20T15:30:00Z");
const ahead = new Date("2026-12-01T12:00:00Z");
const past = new Date("2026-11-01T12:00:00Z");

describe("an article's state", () => {
  it("is a draft while «Publicado» is off, whatever its date", () => {
    expect(articlePublication(false, ahead, now)).toEqual({ state: "draft" });
    expect(articlePublication(false, null, now)).toEqual({ state: "draft" });
  });

  it("is scheduled while its date is ahead, and published from that moment", () => {
    expect(articlePublication(true, ahead, now)).toEqual({ state: "scheduled", at: ahead });
    expect(articlePublication(true, ahead.toISOString(), now)).toEqual({ state: "scheduled", at: ahead });
    expect(articlePublication(true, now, now)).toEqual({ state: "published", at: now });
    expect(articlePublication(true, past, now)).toEqual({ state: "published", at: past });
    expect(articlePublication(true, null, now)).toEqual({ state: "published", at: null });
  });
});

describe("what the save button says it will do", () => {
  const draft = articlePublication(false, null, now);
  const published = articlePublication(true, past, now);
  const scheduled = articlePublication(true, ahead, now);

  it("keeps a draft while the switch is off", () => {
    expect(articleSaveAction({ isPublished: false, publishedAt: "2026-12-01T09:00" }, scheduled, now)).toBe("draft");
  });

  it("schedules when the date (Montevideo time) is ahead", () => {
    // 12:31 in Montevideo is 15:31 UTC, a minute after `now`.
    expect(articleSaveAction({ isPublished: true, publishedAt: "2026-11-20T12:31" }, draft, now)).toBe("schedule");
    expect(articleSaveAction({ isPublished: true, publishedAt: "2026-12-01T09:00" }, published, now)).toBe("schedule");
  });

  it("publishes when the date is now, past or empty (empty means now)", () => {
    expect(articleSaveAction({ isPublished: true, publishedAt: "2026-11-20T12:30" }, draft, now)).toBe("publish");
    expect(articleSaveAction({ isPublished: true, publishedAt: "" }, scheduled, now)).toBe("publish");
    expect(articleSaveAction({ isPublished: true, publishedAt: "2026-11-01T09:00" }, null, now)).toBe("publish");
  });

  it("saves the changes of an article already on the site", () => {
    expect(articleSaveAction({ isPublished: true, publishedAt: "2026-11-01T09:00" }, published, now)).toBe("update");
    expect(articleSaveAction({ isPublished: true, publishedAt: "" }, published, now)).toBe("update");
  });
});
