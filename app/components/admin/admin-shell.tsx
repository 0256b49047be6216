import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The admin sections, in navigation order. */
export const adminSections = [
  { label: "Artículos", to: "/admin/articles" },
  { label: "Productos", to: "/admin/products" },
  { label: "Consultas", to: "/admin/messages" },
  { label: "Estadísticas", to: "/admin/analytics" },
  { label: "Usuarios", to: "/admin/usuarios" },
  { label: "Seguridad", to: "/admin/seguridad" },
] as const;

// The frame of every admin page: section navigation, who is signed in, and sign-out controls.
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="bg-stone-50">
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Secciones de administración">
            <ul className="flex flex-wrap gap-1">
              {adminSections.map((section) => (
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
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="text-stone-700">
              <span className="sr-only">Sesión iniciada como </span>
              {email}
            </span>
            <Form method="post" action="/auth/salir" className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="this-device" variant="secondary" size="xs">
                <LogOut aria-hidden="true" className="size-4" />
                Cerrar sesión
              </Button>
              <button
                type="submit"
                name="intent"
                value="all-devices"
                className="rounded-md px-3 py-1.5 font-semibold text-stone-700 underline hover:text-stone-900"
              >
                Cerrar sesión en todos los dispositivos
              </button>
            </Form>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
    </div>
  );
}

export function AdminPageHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description ? <p className="mt-1 text-stone-700">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
