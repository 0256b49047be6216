import { Check, ListPlus } from "lucide-react";
import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button, type ButtonVariants } from "~/components/ui/button";
import { quoteButtonCopy as copy } from "~/content/quote";
import { announceQuote } from "~/lib/quote-announcer";
import { QUOTE_PATH, type QuoteRef } from "~/lib/quote-list";
import { useInteractive } from "~/lib/use-interactive";

interface AddToQuoteProps {
  item: QuoteRef;
  /** The product's name, for screen readers and the announcement. */
  name: string;
  size?: ButtonVariants["size"];
  className?: string;
}

type AddAnswer = { intent: "agregar"; ok: true; name: string; count: number } | { intent: "agregar"; ok: false; error: string };

/**
 * «Agregar a mi consulta»: a form posting the product to /mi-consulta, which without JavaScript
 * answers with this page again and a notice. Once the page is interactive the same form posts
 * through a fetcher and the visitor stays put: the button says the product is in the list, the live
 * region says so, and the root's data (the header's count) is read again.
 */
export function AddToQuote({ item, name, size = "default", className }: AddToQuoteProps) {
  const fetcher = useFetcher<AddAnswer>();
  const { pathname, search } = useLocation();
  const interactive = useInteractive();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const added = fetcher.data?.ok === true;

  useEffect(() => {
    if (answer) announceQuote(answer.ok ? copy.announce(answer.name, answer.count) : answer.error);
  }, [answer]);

  return (
    <fetcher.Form method="post" action={QUOTE_PATH} className={className}>
      <input type="hidden" name="intent" value="agregar" />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="ref" value={item.ref} />
      <input type="hidden" name="volver" value={pathname + search} />
      {/* Only once scripts run: the answer is data for the fetcher, not a redirect (app/.server/quotes/page.ts). */}
      {interactive ? <input type="hidden" name="sin_recargar" value="1" /> : null}
      <Button type="submit" variant="outline" size={size} className="w-full" disabled={fetcher.state !== "idle"}>
        {added ? <Check aria-hidden="true" className="size-4" /> : <ListPlus aria-hidden="true" className="size-4" />}
        {added ? copy.added : copy.add}
        <span className="sr-only">: {name}</span>
      </Button>
    </fetcher.Form>
  );
}
