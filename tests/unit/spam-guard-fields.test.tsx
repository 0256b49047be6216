import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SpamGuardFields } from "~/components/contact/contact-fields";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";

/** The render time the form carries, as the server writes it into the page. */
function renderedAt(node: React.ReactNode): number {
  const match = new RegExp(`name="${RENDERED_AT_FIELD}" value="(\\d+)"`).exec(renderToString(node));
  return Number(match?.[1]);
}

describe("the spam guard's render time", () => {
  it("is the time the form is drawn", () => {
    const before = Date.now();
    expect(renderedAt(<SpamGuardFields />)).toBeGreaterThanOrEqual(before);
  });

  it("stays the time the form was first shown when it is drawn again with what was typed", () => {
    // A person who corrects one quantity of «Mi consulta» and sends at once has been on the form a while.
    const firstShown = Date.now() - 60_000;
    expect(renderedAt(<SpamGuardFields shownSince={String(firstShown)} />)).toBe(firstShown);
  });

  it("ignores a time that is not one, or one in the future", () => {
    const before = Date.now();
    expect(renderedAt(<SpamGuardFields shownSince="mañana" />)).toBeGreaterThanOrEqual(before);
    expect(renderedAt(<SpamGuardFields shownSince={String(Date.now() + 3_600_000)} />)).toBeLessThan(Date.now() + 1000);
  });
});
