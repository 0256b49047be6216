import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { mainNavigation, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useInteractive } from "~/lib/use-interactive";
import { useEscapeKey } from "./use-escape-key";

const menuId = "menu-movil";
const navClass =
  "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg";
const toggleClass = "rounded-md p-2 text-brand-900 hover:bg-brand-50";
const groupToggleClass = "flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium text-stone-800 hover:bg-brand-50";
const groupListClass = "mb-2 ml-3 border-l-2 border-brand-100 pl-2";
// Hides the disclosure triangle of a <summary> (Chromium and Safari draw it as a marker).
const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

// Below the md breakpoint: a hamburger toggle opens the menu; each of the three groups expands
// independently; choosing a link (or Escape) closes the menu. Before the scripts arrive (or without
// them) the same menu is a <details> disclosure with a nested <details> per group; once the page is
// interactive it becomes the scripted one, keeping what the visitor had opened.
export function MobileMenu() {
  return useInteractive() ? <ScriptedMobileMenu /> : <MobileMenuWithoutScripts />;
}

function MobileMenuWithoutScripts() {
  return (
    <details className="group/menu md:hidden" data-menu-before-scripts="">
      <summary className={cn(toggleClass, "block", summaryClass)}>
        <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
        <span className="sr-only group-open/menu:hidden">Abrir menú</span>
        <span className="sr-only hidden group-open/menu:inline">Cerrar menú</span>
      </summary>
      <nav id={menuId} aria-label="Menú móvil" className={navClass}>
        <MenuItems
          renderGroup={(group) => (
            <li key={group.to}>
              <details className="group/item" data-menu-group={group.to}>
                <summary className={cn(groupToggleClass, summaryClass)}>
                  {group.label}
                  <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open/item:rotate-180" />
                </summary>
                <GroupLinks group={group} />
              </details>
            </li>
          )}
        />
      </nav>
    </details>
  );
}

/** What the visitor opened before the scripts arrived, read while that markup is still on the page. */
function openedBeforeScripts(selector: string): boolean {
  return document.querySelector<HTMLDetailsElement>(selector)?.open ?? false;
}

function ScriptedMobileMenu() {
  // Open for the address it was opened at: any navigation (including to an anchor) closes it.
  const location = useLocation();
  const here = location.pathname + location.hash;
  const [openAt, setOpenAt] = useState<string | null>(() => (openedBeforeScripts("details[data-menu-before-scripts]") ? here : null));
  const [focusToggle] = useState(() => document.activeElement?.matches("details[data-menu-before-scripts] > summary") ?? false);
  const open = openAt === here;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenAt(null);
  useEscapeKey(open, () => {
    close();
    toggleRef.current?.focus();
  });
  useEffect(() => {
    if (focusToggle) toggleRef.current?.focus();
  }, [focusToggle]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? "Cerrar menú" : "Abrir menú"}
        onClick={() => setOpenAt(open ? null : here)}
        className={toggleClass}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav id={menuId} aria-label="Menú móvil" hidden={!open} className={navClass}>
        <MenuItems onNavigate={close} renderGroup={(group) => <ScriptedMenuGroup key={group.to} group={group} onNavigate={close} />} />
      </nav>
    </div>
  );
}

function MenuItems({ renderGroup, onNavigate }: { renderGroup(group: NavGroup): React.ReactNode; onNavigate?(): void }) {
  return (
    <ul className="flex flex-col">
      {mainNavigation.map((item) =>
        item.kind === "link" ? (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate} className="block rounded-md px-3 py-3 font-medium text-stone-800 hover:bg-brand-50">
              {item.label}
            </Link>
          </li>
        ) : (
          renderGroup(item)
        ),
      )}
    </ul>
  );
}

function GroupLinks({ group, id, hidden, onNavigate }: { group: NavGroup; id?: string; hidden?: boolean; onNavigate?(): void }) {
  return (
    <ul id={id} hidden={hidden} className={groupListClass}>
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

function ScriptedMenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate(): void }) {
  const [expanded, setExpanded] = useState(() => openedBeforeScripts(`details[data-menu-group="${group.to}"]`));
  const listId = useId();
  return (
    <li>
      <button type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)} className={groupToggleClass}>
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", expanded && "rotate-180")} />
      </button>
      <GroupLinks group={group} id={listId} hidden={!expanded} onNavigate={onNavigate} />
    </li>
  );
}
