import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "~/lib/structured-data";

/** Visible breadcrumb; the page passes the same crumbs to breadcrumbList() for its JSON-LD. */
export function Breadcrumb({ items, tone = "light" }: { items: readonly Crumb[]; tone?: "light" | "dark" }) {
  const linkClass = tone === "dark" ? "text-brand-50 hover:text-white" : "text-brand-700 hover:text-brand-900";
  return (
    <nav aria-label="Ruta de navegación" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className={`underline-offset-4 hover:underline ${linkClass}`}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={tone === "dark" ? "text-white" : "text-stone-700"}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className={`size-4 ${tone === "dark" ? "text-brand-100" : "text-stone-500"}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
