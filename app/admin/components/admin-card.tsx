import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// The white card an admin page groups one part of itself in (a chart, a table), under its heading.

interface AdminCardProps {
  title: ReactNode;
  /** Names the card after its heading, so it is a region a screen reader lists; without it, a plain section. */
  headingId?: string;
  /** A line under the heading saying what the card shows. */
  lead?: ReactNode;
  /** How the card sits in its page: a margin, or min-w-0 inside a grid. */
  className?: string;
  children: ReactNode;
}

export function AdminCard({ title, headingId, lead, className, children }: AdminCardProps) {
  return (
    <section aria-labelledby={headingId} className={cn(className, "rounded-2xl border border-stone-200 bg-white p-4 sm:p-6")}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-stone-600">{lead}</p> : null}
      {children}
    </section>
  );
}
