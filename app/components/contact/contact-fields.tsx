import { useState } from "react";
import { Button } from "~/components/ui/button";
import { sendingLabel } from "~/content/contact";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-form-fields";

/**
 * The spam trap and the render time every contact form carries (app/.server/leads/spam.ts). The
 * trap is off screen and out of the tab order; people never fill it, form-filling bots do.
 */
export function SpamGuardFields({ shownSince }: { shownSince?: unknown }) {
  // Server time in server-rendered forms; React keeps the server's value when the page hydrates. A
  // form shown again with what was typed (a refusal, a product removed from «Mi consulta») keeps the
  // time it was first shown: a person who fixes one field and sends at once is not a bot.
  const [renderedAt] = useState(() => {
    const now = Date.now();
    const since = Number(shownSince);
    return Number.isFinite(since) && since > 0 && since < now ? since : now;
  });
  return (
    <>
      <input type="hidden" name={RENDERED_AT_FIELD} defaultValue={renderedAt} suppressHydrationWarning />
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
        <label>
          No completes este campo
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** The send button of a contact form: 'Enviando...' while the message travels (docs/requirements.md §4). */
export function SendButton({ label, sending, disabled = false }: { label: string; sending: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={sending || disabled} size="lg" className="w-full sm:w-fit">
      {sending ? sendingLabel : label}
    </Button>
  );
}
