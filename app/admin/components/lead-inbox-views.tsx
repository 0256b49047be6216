import { Link } from "react-router";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { listHref } from "~/admin/lib/lists";
import { cn } from "~/lib/cn";

/** The pipeline's views (Abiertas, Mis consultas, Vencidas, Cerradas, Todas, spam) as links that keep the search, and what the current one holds. */
export function LeadInboxViews({ q, current }: { q: string; current: keyof typeof leadsInboxCopy.viewHints }) {
  return (
    <nav aria-label={leadsInboxCopy.viewsLabel} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {leadsInboxCopy.views.map((option) => (
          <li key={option.value}>
            <Link
              to={listHref({ q, estado: option.value })}
              aria-current={option.value === current ? "page" : undefined}
              className={cn(
                "block rounded-full px-3 py-1.5 text-sm font-semibold",
                option.value === current ? "bg-brand-700 text-white" : "bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50",
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-700">{leadsInboxCopy.viewHints[current]}</p>
    </nav>
  );
}
