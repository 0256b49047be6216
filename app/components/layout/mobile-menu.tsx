import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { QuoteLink } from "~/components/quote/quote-link";
import { mainNavigation, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { HEADER_DISCLOSURE_NAME } from "./header-search";
import { useEscapeKey } from "./use-escape-key";

const menuId = "menu-movil";
const navClass =
  "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg";
const toggleClass = "rounded-md p-2 text-brand-900 hover:bg-brand-50";
const groupToggleClass =
  "flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium text-stone-800 hover:bg-brand-50";
const groupListClass = "mb-2 ml-3 border-l-2 border-brand-100 pl-2";
// Hides the disclosure triangle of a <summary> (Chromium and Safari draw it as a marker).
const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

// Below the md breakpoint: a hamburger toggle opens the menu; each of the three groups expands
// independently. It is a <details> disclosure with a nested <details> per group, which works
// before the scripts arrive (or without them) and tells assistive technology whether it is
// expanded. The scripts add to the same markup: choosing a link, any navigation (including to an
// anchor) or Escape closes the menu, and Escape gives the focus back to the toggle.
export function MobileMenu() {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const here = location.pathname + location.hash;
  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  useEffect(() => {
    const menu = menuRef.current;
    return () => {
      if (menu) menu.open = false;
    };
  }, [here]);
  useEscapeKey(true, () => {
    const menu = menuRef.current;
    if (!menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });

  return (
    <details ref={menuRef} name={HEADER_DISCLOSURE_NAME} className="group/menu md:hidden">
      <summary className={cn(toggleClass, "block", summaryClass)}>
        <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
        <span className="sr-only group-open/menu:hidden">Abrir menú</span>
        <span className="sr-only hidden group-open/menu:inline">Cerrar menú</span>
      </summary>
      <nav id={menuId} aria-label="Menú móvil" className={navClass}>
        <QuoteLink
          onClick={close}
          className="mt-2 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-3 font-semibold text-brand-900 hover:bg-brand-100"
        />
        <ul className="flex flex-col">
          {mainNavigation.map((item) =>
            item.kind === "link" ? (
              <li key={item.to}>
                <Link to={item.to} onClick={close} className="block rounded-md px-3 py-3 font-medium text-stone-800 hover:bg-brand-50">
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.to}>
                <details className="group/item">
                  <summary className={cn(groupToggleClass, summaryClass)}>
                    {item.label}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open/item:rotate-180" />
                  </summary>
                  <GroupLinks group={item} onNavigate={close} />
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}

function GroupLinks({ group, onNavigate }: { group: NavGroup; onNavigate(): void }) {
  return (
    <ul className={groupListClass}>
      <li>
        <Link to={group.to} onClick={onNavigate} className="block rounded-md px-3 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          {group.label}: todas las soluciones
        </Link>
      </li>
      {group.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate} className="block rounded-md px-3 py-2.5 text-stone-800 hover:bg-brand-50">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
