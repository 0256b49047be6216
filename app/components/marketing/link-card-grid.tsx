import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { LinkCard } from "~/content/sectors/sector-page";
import { cn } from "~/lib/cn";

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" } as const;

/** Cards that each lead to another page of the site: a portfolio, a product line, sub-sectors. */
export function LinkCardGrid({ items }: { items: readonly LinkCard[] }) {
  const columns = items.length % 3 === 0 || items.length > 4 ? 3 : 2;
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => {
        const headingId = `tarjeta-${item.to.replace(/\W+/g, "-")}`;
        return (
          <li key={item.to} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h3 id={headingId} className="text-lg font-semibold text-brand-900">
              {item.title}
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">{item.body}</p>
            <Link
              to={item.to}
              aria-describedby={headingId}
              className={cn(buttonVariants({ variant: "outline" }), "mt-5 self-start")}
            >
              {item.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
