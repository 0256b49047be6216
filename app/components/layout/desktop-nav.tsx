import { ChevronDown } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNavigation } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useEscapeKey } from "./use-escape-key";

// Disclosure navigation (WAI-ARIA pattern): each group title is a link to its landing page and a
// separate button opens its list. One markup before and after the scripts: until they arrive (or
// without them) CSS opens a list while the pointer is over its group or the focus is inside it, so
// Tab reaches its pages. Once they take over, the <nav>'s data-scripted turns that CSS off and a
// list opens through its group's data-open: hover opens after 200 ms and closes 150 ms after
// leaving, a second menu within 300 ms opens at once (the navigation-menu timings of
// docs/requirements.md §9), the button opens and closes it, Escape closes it and gives the focus
// back to the button.
const OPEN_DELAY = 200;
const SKIP_DELAY = 300;
const CLOSE_DELAY = 150;

// Nine items share the row from md up: type and padding step up with the width so none wraps.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-1 py-2 text-xs font-medium tracking-tight text-stone-800 hover:bg-brand-50 hover:text-brand-800 lg:px-1.5 lg:text-[13px] lg:tracking-normal xl:px-2.5 xl:text-sm",
    isActive && "text-brand-800 underline decoration-2 underline-offset-8",
  );

export function DesktopNav() {
  // The open group is remembered with the page it was opened on, so navigating closes it, and with
  // what opened it: a press on the chevron just after hovering opened the list must not close it.
  // Undefined until the scripts take over (server rendering and hydration): the same markup as without them.
  const [opened, setOpened] = useState<{ label: string; path: string; by: "hover" | "press" } | null>();
  const scripted = opened !== undefined;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recentlyClosed = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const openGroup = opened?.path === pathname ? opened.label : null;

  const setOpenGroup = (label: string | null, by: "hover" | "press" = "hover") => {
    if (!label && openGroup) {
      clearTimeout(recentlyClosed.current);
      recentlyClosed.current = setTimeout(() => (recentlyClosed.current = undefined), SKIP_DELAY);
    }
    clearTimeout(timer.current);
    setOpened(label ? { label, path: pathname, by } : null);
  };

  const schedule = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenGroup(next), delay);
  };

  // The scripts take over from the CSS. A visitor tabbing through a list the CSS opened keeps it
  // open: the layout effect runs before the browser would move the focus out of a hidden list.
  useLayoutEffect(() => {
    const group = document.activeElement?.closest("ul ul")?.closest("li");
    setOpenGroup((group && navRef.current!.contains(group) && group.dataset.group) || null, "press");
    return () => {
      clearTimeout(timer.current);
      clearTimeout(recentlyClosed.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEscapeKey(!!openGroup, () => {
    setOpenGroup(null);
    navRef.current?.querySelector<HTMLElement>("[data-open] button")?.focus();
  });

  return (
    <nav ref={navRef} aria-label="Principal" data-scripted={scripted || undefined} className="hidden md:block">
      <ul className="flex items-center xl:gap-0.5">
        {mainNavigation.map((item) => {
          if (item.kind === "link")
            return (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            );
          const open = openGroup === item.label;
          const listId = `menu-${item.to.slice(1)}`;
          return (
            <li
              key={item.to}
              data-group={item.label}
              data-open={open || undefined}
              className="group/nav relative"
              onPointerEnter={(event) =>
                event.pointerType === "mouse" && schedule(item.label, openGroup || recentlyClosed.current ? 0 : OPEN_DELAY)
              }
              onPointerLeave={(event) => event.pointerType === "mouse" && schedule(null, CLOSE_DELAY)}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenGroup(null);
              }}
            >
              <div className="flex items-center">
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
                <button
                  type="button"
                  aria-expanded={scripted ? open : undefined}
                  aria-controls={listId}
                  aria-label={`Ver páginas de ${item.label}`}
                  // The pointer reached the chevron and hovering opened the list before the press:
                  // the visitor pressed to open it, so it stays open (a second press closes it).
                  onClick={() => setOpenGroup(open && opened?.by === "press" ? null : item.label, "press")}
                  className="-ml-1 rounded-md p-0.5 text-stone-700 hover:bg-brand-50 hover:text-brand-800 lg:p-1 xl:p-1.5"
                >
                  <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-data-open/nav:rotate-180 lg:size-4" />
                </button>
              </div>
              {/* The pseudo-element bridges the gap above the list, so the pointer keeps the hover on its way down. */}
              <ul
                id={listId}
                className="absolute top-full left-0 z-50 mt-1 hidden min-w-64 rounded-lg border border-stone-200 bg-white p-2 shadow-lg group-data-open/nav:block before:absolute before:inset-x-0 before:-top-1.5 before:h-1.5 [nav:not([data-scripted])_li:focus-within>&]:block [nav:not([data-scripted])_li:hover>&]:block"
              >
                {item.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={({ isActive }) =>
                        cn(
                          "block rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-brand-50 hover:text-brand-800",
                          isActive && "bg-brand-50 font-semibold text-brand-800",
                        )
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
