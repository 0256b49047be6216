import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNavigation, type NavGroup } from "~/content/navigation";
import { cn } from "~/lib/cn";

// Disclosure navigation (WAI-ARIA pattern): each group title is a link to its landing page and a
// separate button opens its list. Hover opens after 200 ms and closes 150 ms after leaving; a second
// menu within 300 ms opens at once (the navigation-menu timings of SPEC §9).
const OPEN_DELAY = 200;
const SKIP_DELAY = 300;
const CLOSE_DELAY = 150;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-8",
  );

export function DesktopNav() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastClosedAt = useRef(0);
  const location = useLocation();

  useEffect(() => setOpenGroup(null), [location.pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpenGroup((current) => {
        if (current && !next) lastClosedAt.current = Date.now();
        return next;
      });
    }, delay);
  };

  const hoverOpen = (label: string) =>
    schedule(label, openGroup || Date.now() - lastClosedAt.current < SKIP_DELAY ? 0 : OPEN_DELAY);

  return (
    <nav aria-label="Principal" className="hidden md:block">
      <ul className="flex items-center gap-0.5">
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
                setOpenGroup((current) => (current === item.label ? null : item.label));
              }}
              onClose={() => {
                clearTimeout(timer.current);
                setOpenGroup(null);
              }}
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
}

function DesktopNavGroup({ group, open, onHoverOpen, onHoverClose, onToggle, onClose }: GroupProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `menu-${group.to.slice(1)}`;

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && onHoverOpen()}
      onPointerLeave={(event) => event.pointerType === "mouse" && onHoverClose()}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          onClose();
          buttonRef.current?.focus();
        }
      }}
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
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`Ver páginas de ${group.label}`}
          onClick={onToggle}
          className="-ml-1 rounded-md p-1.5 text-stone-700 hover:bg-brand-50 hover:text-brand-800"
        >
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
      </div>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-64 rounded-lg border border-stone-200 bg-white p-2 shadow-lg"
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
