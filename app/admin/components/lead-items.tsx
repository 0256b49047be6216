import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { writtenNumber } from "~/lib/typed-number";

const copy = leadsInboxCopy.items;

/** One product a lead asked about, as app/.server/leads/items.ts lists it. */
export interface LeadItemRow {
  name: string;
  path: string;
  quantity: number;
  note: string;
}

/**
 * The products of a lead sent from «Mi consulta»: each with its quantity, a link to its page on the
 * site (as it was when the lead arrived) and the visitor's note. Nothing for a lead without items.
 */
export function LeadItems({ items, name }: { items: readonly LeadItemRow[]; name: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={copy.label(name)} className="mt-3">
      <h3 className="text-sm font-semibold text-stone-700">{copy.heading(items.length)}</h3>
      <ul className="mt-1 divide-y divide-stone-100 rounded-md border border-stone-200 text-sm">
        {items.map((item) => (
          <li key={item.path + item.name} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
            <span className="font-semibold text-stone-900 tabular-nums">{copy.quantity(writtenNumber(item.quantity))}</span>
            <a href={item.path} className="text-brand-800 underline" target="_blank" rel="noopener noreferrer">
              {item.name}
              <span className="sr-only">{copy.opensElsewhere}</span>
            </a>
            {item.note ? <span className="w-full text-stone-700 sm:w-auto">{copy.note(item.note)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
