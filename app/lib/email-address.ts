import * as z from "zod/mini";

// The one rule for an e-mail address a visitor or an account gives us, used by every form and by the
// mail module before it sends: exactly one plain address. Zod's practical pattern allows no comma,
// semicolon, space, angle bracket, double quote, control character or display name, so a value that
// passes is never read by a mail library as a list of recipients or as an extra header. It is ASCII
// only: many mail servers still refuse internationalised addresses.
// Built with zod/mini so the contact forms can ship it to the browser; zod classic schemas embed it too.

export const MAX_EMAIL_LENGTH = 254;

const plainAddress = z.regexes.email;

/** Whether the whole value is one plain address (no trimming: the mail module must not guess). */
export function isSingleEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && plainAddress.test(value);
}

export interface EmailAddressMessages {
  /** Shown when the field is empty or missing. */
  required: string;
  /** Shown for anything that is not one plain address. */
  invalid: string;
  /** Shown past 254 characters; defaults to the invalid message. */
  tooLong?: string;
}

/** A form field holding one e-mail address, trimmed, with the form's own Spanish messages. */
export function emailAddressSchema({ required, invalid, tooLong = invalid }: EmailAddressMessages) {
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(MAX_EMAIL_LENGTH, { error: tooLong })),
    z.email({ pattern: plainAddress, error: invalid }),
  );
}
