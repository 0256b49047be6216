import { type ComponentProps, useState } from "react";
import { Field } from "~/components/forms/field";
import { numberFieldCopy as copy } from "~/admin/content/numbers";
import { cn } from "~/lib/cn";
import { formatPrice, type PriceStyle } from "~/lib/price";
import { PRICE_RULES, readTypedNumber, STOCK_RULES, writtenNumber } from "~/lib/typed-number";

// A text field that says, beside it and while the editor types, what the site will make of the
// text: the price as the public page shows it, or why it would be refused
// (docs/decisions/021-typed-numbers.md). The first reading is rendered on the server, so it is
// right before scripts run; later ones are announced politely to screen readers, and the reading
// is part of the field's description.

export interface FieldReading {
  ok: boolean;
  text: string;
}

type LiveReadingFieldProps = Omit<ComponentProps<typeof Field>, "defaultValue" | "hint" | "type"> & {
  defaultValue: string;
  /** How to write the value, shown under the reading. */
  hint: string;
  read(typed: string): FieldReading;
};

export function LiveReadingField({ read, defaultValue, hint, error, onChange, ...field }: LiveReadingFieldProps) {
  const [typed, setTyped] = useState(defaultValue);
  const reading = read(typed);
  // After a refusal the field's error says it already: the reading does not repeat it.
  const shown = reading.ok || reading.text !== error ? reading.text : "";
  return (
    <Field
      autoComplete="off"
      {...field}
      type="text"
      defaultValue={defaultValue}
      error={error}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange?.(event);
      }}
      hint={
        <>
          <span
            aria-live="polite"
            aria-atomic="true"
            className={cn("block font-medium break-words", reading.ok ? "text-stone-900" : "text-red-700")}
          >
            {shown}
          </span>
          {hint}
        </>
      }
    />
  );
}

/** A price read from what was typed, as the site shows it (`style` of formatPrice), or the reader's refusal. */
export function shownPriceReading(
  read: { ok: true; value: number | string | null } | { ok: false; message: string },
  style: PriceStyle,
): FieldReading {
  return read.ok ? { ok: true, text: copy.shownOnPage(formatPrice(read.value, style)) } : { ok: false, text: read.message };
}

/** A product's price as its page shows it, or the parser's refusal. */
export function priceReading(typed: string): FieldReading {
  return shownPriceReading(readTypedNumber(typed, PRICE_RULES), "fixed");
}

/** Units in stock as they are stored (empty is none), or the parser's refusal. */
export function stockReading(typed: string): FieldReading {
  const read = readTypedNumber(typed, STOCK_RULES);
  if (!read.ok) return { ok: false, text: read.message };
  const units = read.value ?? 0;
  return { ok: true, text: copy.storedUnits(writtenNumber(units), units) };
}
