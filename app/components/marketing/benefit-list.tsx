import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** A checklist of benefits or facts. */
export function BenefitList({ items, columns = 2 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "md:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-stone-800 shadow-sm ring-1 ring-stone-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
