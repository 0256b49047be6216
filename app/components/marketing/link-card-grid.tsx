import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { LinkCard } from "~/content/sectors/sector-page";
import { cn } from "~/lib/cn";

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" } as const;
const cardClasses = "flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm";

/** Cards that each lead to another page of the site: a portfolio, a product line, sub-sectors. */
export function LinkCardGrid({ items }: { items: readonly LinkCard[] }) {
  const columns = items.length % 3 === 0 || items.length > 4 ? 3 : 2;
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) =>
        item.buttonLabel ? (
          <CardWithButton key={item.to} item={item} buttonLabel={item.buttonLabel} />
        ) : (
          <CardLink key={item.to} item={item} />
        ),
      )}
    </ul>
  );
}

/** A heading and text with a button under them; the heading describes the button, whose text alone is vague. */
function CardWithButton({ item, buttonLabel }: { item: LinkCard; buttonLabel: string }) {
  const headingId = `tarjeta-${item.to.replace(/\W+/g, "-")}`;
  return (
    <li className={cardClasses}>
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {item.title}
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-stone-700">{item.body}</p>
      <Link to={item.to} aria-describedby={headingId} className={cn(buttonVariants({ variant: "outline" }), "mt-5 self-start")}>
        {buttonLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}

/** The whole card is one link, named by its title and text. */
function CardLink({ item }: { item: LinkCard }) {
  return (
    <li>
      <Link to={item.to} className={cn(cardClasses, "group h-full transition-shadow hover:shadow-lg")}>
        <span className="flex items-center justify-between gap-3 text-lg font-semibold text-brand-900">
          {item.title}
          <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1" />
        </span>
        <span className="mt-2 leading-relaxed text-stone-700">{item.body}</span>
      </Link>
    </li>
  );
}
