import { ChevronDown } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNavigation, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useInteractive } from "~/lib/use-interactive";
import { useEscapeKey } from "./use-escape-key";

// Disclosure navigation (WAI-ARIA pattern): each group title is a link to its landing page and a
// separate button opens its list. Hover opens after 200 ms and closes 150 ms after leaving; a second
// menu within 300 ms opens at once (the navigation-menu timings of docs/requirements.md §9).
// Before the scripts arrive (or without them) CSS opens a list while the pointer is over its group
// or the focus is inside it, so Tab reaches its pages; the scripts then take over.
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
  const [opened, setOpened] = useState<{ label: string; path: string; by: "hover" | "press" } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recentlyClosed = useRef(false);
  const { pathname } = useLocation();
  const openGroup = opened?.path === pathname ? opened.label : null;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(skipTimer.current);
    },
    [],
  );

  const setOpenGroup = (label: string | null, by: "hover" | "press" = "hover") => {
    if (!label && openGroup) {
      recentlyClosed.current = true;
      clearTimeout(skipTimer.current);
      skipTimer.current = setTimeout(() => (recentlyClosed.current = false), SKIP_DELAY);
    }
    setOpened(label ? { label, path: pathname, by } : null);
  };

  const schedule = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenGroup(next), delay);
  };

  const hoverOpen = (label: string) => schedule(label, openGroup || recentlyClosed.current ? 0 : OPEN_DELAY);

  return (
    <nav aria-label="Principal" className="hidden md:block">
      <ul className="flex items-center xl:gap-0.5">
        {mainNavigation.map((item) =>
          item.kind === "link" ? (
            <li key={item.to}>
              <NavLink to={item.to} end className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ) : (
            <DesktopNavGroup
              key={item.to}
              group={item}
              open={openGroup === item.label}
              onHoverOpen={() => hoverOpen(item.label)}
              onHoverClose={() => schedule(null, CLOSE_DELAY)}
              onToggle={() => {
                clearTimeout(timer.current);
                // The pointer reached the chevron and hovering opened the list before the press:
                // the visitor pressed to open it, so it stays open (a second press closes it).
                if (openGroup === item.label && opened?.by === "hover") setOpenGroup(item.label, "press");
                else setOpenGroup(openGroup === item.label ? null : item.label, "press");
              }}
              onClose={() => {
                clearTimeout(timer.current);
                setOpenGroup(null);
              }}
              onFocusFoundInside={() => setOpenGroup(item.label, "press")}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

interface GroupProps {
  group: NavGroup;
  open: boolean;
  onHoverOpen(): void;
  onHoverClose(): void;
  onToggle(): void;
  onClose(): void;
  /** The scripts arrived while the keyboard focus was inside this group's list, opened by CSS. */
  onFocusFoundInside(): void;
}

function DesktopNavGroup({ group, open, onHoverOpen, onHoverClose, onToggle, onClose, onFocusFoundInside }: GroupProps) {
  const interactive = useInteractive();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // When the scripts take over, the list is hidden unless the state says open. A visitor tabbing
  // through it at that moment would lose the focus to the page; the layout effect runs before the
  // browser moves the focus away, so the list opens and the focus stays where it was.
  useLayoutEffect(() => {
    if (interactive && listRef.current?.contains(document.activeElement)) onFocusFoundInside();
    // Only the switch to interactive matters; the callback is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interactive]);
  const listId = `menu-${group.to.slice(1)}`;
  useEscapeKey(open, () => {
    onClose();
    buttonRef.current?.focus();
  });

  return (
    <li
      className="group/nav relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && onHoverOpen()}
      onPointerLeave={(event) => event.pointerType === "mouse" && onHoverClose()}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <div className="flex items-center">
        <NavLink to={group.to} className={linkClass}>
          {group.label}
        </NavLink>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={interactive ? open : undefined}
          aria-controls={listId}
          aria-label={`Ver páginas de ${group.label}`}
          onClick={onToggle}
          className="-ml-1 rounded-md p-0.5 text-stone-700 hover:bg-brand-50 hover:text-brand-800 lg:p-1 xl:p-1.5"
        >
          <ChevronDown aria-hidden="true" className={cn("size-3.5 transition-transform lg:size-4", open && "rotate-180")} />
        </button>
      </div>
      <ul
        ref={listRef}
        id={listId}
        hidden={interactive ? !open : undefined}
        className={cn(
          "absolute left-0 top-full z-50 mt-1 min-w-64 rounded-lg border border-stone-200 bg-white p-2 shadow-lg",
          // The pseudo-element bridges the gap above the list, so the pointer keeps the hover on its way down.
          !interactive &&
            "hidden before:absolute before:inset-x-0 before:-top-1.5 before:h-1.5 group-focus-within/nav:block group-hover/nav:block",
        )}
      >
        {group.links.map((link) => (
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
}
