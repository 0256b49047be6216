import { ClipboardList } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { quoteHeaderLabel } from "~/content/quote";
import { cn } from "~/lib/cn";
import { useQuoteAnnouncement } from "~/lib/quote-announcer";
import { QUOTE_PATH } from "~/lib/quote-list";

/** How many products the visitor's list holds, from the root loader (0 without the cookie). */
function useQuoteCount(): number {
  // Typed here: a type import of the root would close an import cycle (the root draws the header).
  return (useRouteLoaderData("root") as { quoteCount?: number } | undefined)?.quoteCount ?? 0;
}

/** «Mi consulta (3)», shown once the list has products; the text hides between md and lg, where the navigation takes the row. */
export function QuoteLink({ className, compact = false, onClick }: { className?: string; compact?: boolean; onClick?(): void }) {
  const count = useQuoteCount();
  if (count === 0) return null;
  const label = quoteHeaderLabel(count);
  return (
    <Link to={QUOTE_PATH} onClick={onClick} aria-label={label} className={className}>
      <ClipboardList aria-hidden="true" className="size-4 shrink-0" />
      <span aria-hidden="true" className={cn(compact && "md:max-lg:hidden")}>
        {label}
      </span>
    </Link>
  );
}

/** The one polite live region that says what was added to the list (lib/quote-announcer.ts). */
export function QuoteAnnouncer() {
  const message = useQuoteAnnouncement();
  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
