import { LogOut, Menu } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { adminSections, adminShellCopy as copy } from "~/admin/content/shell";
import { type AdminRole, canOpenAdminPath } from "~/admin/lib/permissions";
import { useSite } from "~/lib/site-facts";
import { cn } from "~/lib/cn";

// The frame of every admin page, in place of the public header and footer (root.tsx leaves those
// out for routes under the admin layout): a compact top bar, the sections as a side column on wide
// screens and as a menu on phones (a <details>, so it opens without JavaScript), and the page.

/** Only the sections the signed-in role opens: the same rule the guard applies. */
function SectionLinks({ role }: { role: AdminRole }) {
  return (
    <nav aria-label={copy.navigation}>
      <ul className="flex flex-col gap-1">
        {adminSections
          .filter((section) => canOpenAdminPath(role, section.to))
          .map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  cn(
                    "block rounded-md px-3 py-2 text-sm font-semibold",
                    isActive ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-900",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function SignOutEverywhere() {
  return (
    <Form method="post" action="/auth/salir">
      <button
        type="submit"
        name="intent"
        value="all-devices"
        className="rounded-md px-3 py-1.5 text-left text-sm font-semibold text-stone-700 underline hover:text-stone-900"
      >
        {copy.signOutEverywhere}
      </button>
    </Form>
  );
}

function SignedInAs({ email, className }: { email: string; className?: string }) {
  return (
    <span className={cn("truncate text-stone-700", className)}>
      <span className="sr-only">{copy.signedInAs}</span>
      {email}
    </span>
  );
}

/** The phone menu: closed again once a link in it has taken the editor to another page. */
function PhoneMenu({ email, role }: { email: string; role: AdminRole }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details ref={menu} className="group border-b border-stone-200 bg-white lg:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-semibold text-stone-800 [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-5" />
        {copy.menu}
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <SectionLinks role={role} />
        <div className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm">
          <SignedInAs email={email} className="px-3" />
          <SignOutEverywhere />
        </div>
      </div>
    </details>
  );
}

export function AdminShell({ email, role, children }: { email: string; role: AdminRole; children: ReactNode }) {
  const site = useSite();
  return (
    <div className="flex flex-1 flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <p className="min-w-0 truncate font-bold text-stone-900">
            <Link to="/admin" className="hover:underline">
              {site.name}
            </Link>
            <span className="hidden font-normal text-stone-600 sm:inline"> · {copy.area}</span>
          </p>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <a href="/" className="shrink-0 font-semibold text-brand-800 underline-offset-2 hover:underline">
              {copy.viewSite}
            </a>
            <SignedInAs email={email} className="hidden max-w-64 md:inline" />
            <Form method="post" action="/auth/salir" className="shrink-0">
              <Button type="submit" name="intent" value="this-device" variant="secondary" size="xs">
                <LogOut aria-hidden="true" className="size-4" />
                {copy.signOut}
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <PhoneMenu email={email} role={role} />
      <div className="flex flex-1">
        <aside className="hidden w-56 shrink-0 flex-col gap-6 border-r border-stone-200 bg-white px-3 py-6 lg:flex">
          <SectionLinks role={role} />
          <div className="border-t border-stone-200 pt-3">
            <SignOutEverywhere />
          </div>
        </aside>
        <main id="contenido" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8 lg:py-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

export function AdminPageHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description ? <p className="mt-1 text-stone-700">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
