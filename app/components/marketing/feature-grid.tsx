import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

export interface Feature {
  title: string;
  body: string;
  icon?: LucideIcon;
}

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards of title + text (and an icon): goals, services, product types, pillars. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: keyof typeof columnClasses }) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map(({ title, body, icon: Icon }) => (
        <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          {Icon && (
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          )}
          <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
          <p className="mt-2 leading-relaxed text-stone-700">{body}</p>
        </li>
      ))}
    </ul>
  );
}
