import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { adminOf, adminRoleOf } from "~/.server/auth/guard";
import { adminMiddleware } from "~/.server/auth/middleware";
import { noStore } from "~/.server/auth/notices";
import { requestContextOf } from "~/.server/request-context";
import { AdminShell } from "~/admin/components/admin-shell";
import { adminShellCopy } from "~/admin/content/shell";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { useFlashNotice } from "~/lib/flash-notice";
import type { Route } from "./+types/layout";

// The admin layout (docs/requirements.md §2 'Admin'). Its middleware guards every request below
// /admin; each child loader and action reads the administrator it let in with adminOf(context).

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export const headers: Route.HeadersFunction = () => noStore;

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = adminOf(context);
  const { config } = requestContextOf(context);
  const mustEnrol = config.adminRequire2fa && !user.twoFactorEnabled;
  // The guard let them in, so they hold a role; "editor" is the narrower fallback all the same.
  return { email: user.email, role: adminRoleOf(user, config.adminEmail) ?? "editor", mustEnrol };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const flash = useFlashNotice();
  return (
    <AdminShell email={loaderData.email} role={loaderData.role}>
      <Notice notice={flash} className="mb-6" />
      {loaderData.mustEnrol ? (
        <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {adminShellCopy.mustEnrol}
        </p>
      ) : null}
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = adminShellCopy.error;
  const message = status === 401 ? copy.signedOut : status === 403 ? copy.forbidden : copy.unexpected;
  return (
    <main id="contenido" tabIndex={-1} className="mx-auto max-w-xl flex-1 px-4 py-16 text-center focus:outline-none">
      <h1 className="text-2xl font-bold text-stone-900">{status === 401 || status === 403 ? copy.restricted : copy.failed}</h1>
      <p className="mt-3 text-stone-700">{message}</p>
      <Button asChild size="md" className="mt-6">
        {/* A colleague signed in without the right for this page goes back to the pages they have. */}
        {status === 403 ? <Link to="/admin">{copy.backToAdmin}</Link> : <Link to="/auth">{copy.signIn}</Link>}
      </Button>
    </main>
  );
}
