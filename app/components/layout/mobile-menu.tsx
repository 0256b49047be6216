import { ChevronDown, Menu, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { mainNavigation, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useEscapeKey } from "./use-escape-key";

// Below the md breakpoint: a hamburger toggle opens the menu; each of the three groups expands
// independently; choosing a link (or Escape) closes the menu.
export function MobileMenu() {
  // Open for the address it was opened at: any navigation (including to an anchor) closes it.
  const location = useLocation();
  const here = location.pathname + location.hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenAt(null);
  useEscapeKey(open, () => {
    close();
    toggleRef.current?.focus();
  });

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="menu-movil"
        aria-label={open ? "Cerrar menú" : "Abrir menú"}
        onClick={() => setOpenAt(open ? null : here)}
        className="rounded-md p-2 text-brand-900 hover:bg-brand-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="menu-movil"
        aria-label="Menú móvil"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {mainNavigation.map((item) =>
            item.kind === "link" ? (
              <li key={item.to}>
                <Link to={item.to} onClick={close} className="block rounded-md px-3 py-3 font-medium text-stone-800 hover:bg-brand-50">
                  {item.label}
                </Link>
              </li>
            ) : (
              <MobileMenuGroup key={item.to} group={item} onNavigate={close} />
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

function MobileMenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate(): void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium text-stone-800 hover:bg-brand-50"
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", expanded && "rotate-180")} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l-2 border-brand-100 pl-2">
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
    </li>
  );
}
