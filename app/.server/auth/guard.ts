import { createContext, redirect, type RouterContextProvider } from "react-router";
import { type AdminRole, canOpenAdminPath } from "~/admin/lib/permissions";
import { NOT_PERMITTED_MESSAGE } from "~/lib/not-permitted";
import { publicOrigin } from "../origin";
import { requestContextOf } from "../request-context";
import { ADMIN_SECURITY_PAGE } from "./policy";
import { getSignedIn, type SignedIn } from "./session";

// The admin guard of docs/requirements.md §6: a signed-in user is an administrator when their
// e-mail equals ADMIN_EMAIL or when they hold the role "admin" (the original site's
// has_role(user_id, 'admin')); an editor (role "editor") reaches the sections that
// app/admin/lib/permissions.ts lists for editors. The admin layout's middleware calls requireAdmin()
// once per request and leaves the signed-in staff member in the request's context, where every
// loader and action below /admin reads it with adminOf(); see
// docs/decisions/003-accounts-and-admin-guard.md, 012-logging-and-request-context.md and
// 016-roles-and-invitations.md.

export interface AdminCandidate {
  email: string;
  emailVerified?: boolean | null;
  role?: string | null;
  banned?: boolean | null;
  twoFactorEnabled?: boolean | null;
}

/** Better Auth's admin plugin stores roles comma-separated ("admin" or "user,admin"). */
export function hasRole(user: Pick<AdminCandidate, "role">, role: string): boolean {
  return (user.role ?? "")
    .split(",")
    .map((value) => value.trim())
    .includes(role);
}

/** The ADMIN_EMAIL address is always an administrator, whatever its stored role. */
export function isAdminEmail(email: string, adminEmail: string | undefined): boolean {
  return Boolean(adminEmail) && email.trim().toLowerCase() === adminEmail!.trim().toLowerCase();
}

/** The role an account holds in the admin area, or null when it has none (a visitor's account). */
export function roleOf(user: Pick<AdminCandidate, "email" | "role">, adminEmail: string | undefined): AdminRole | null {
  if (isAdminEmail(user.email, adminEmail) || hasRole(user, "admin")) return "admin";
  return hasRole(user, "editor") ? "editor" : null;
}

/** The role a signed-in user acts with in the admin area: none when unconfirmed or banned. */
export function adminRoleOf(user: AdminCandidate | null | undefined, adminEmail: string | undefined): AdminRole | null {
  if (!user || user.banned || !user.emailVerified) return null;
  return roleOf(user, adminEmail);
}

/** The role the colleague signed in to an admin route acts with (inside the admin layout there is always one). */
export function adminRoleIn(context: Pick<RouterContextProvider, "get">): AdminRole {
  return adminRoleOf(adminOf(context).user, requestContextOf(context).config.adminEmail) ?? "editor";
}

/** Whether that colleague is an administrator: what is final (deleting for good, erasing a person) is theirs alone. */
export function isAdministratorIn(context: Pick<RouterContextProvider, "get">): boolean {
  return adminRoleIn(context) === "admin";
}

/** Whether the user may enter the admin area at all (as an administrator or an editor). */
export function canAccessAdmin(user: AdminCandidate | null | undefined, adminEmail: string | undefined): boolean {
  return adminRoleOf(user, adminEmail) !== null;
}

/** "forbidden": no admin role at all; "not-permitted": a role, but not for this page. */
export type AdminAccess = "allowed" | "anonymous" | "forbidden" | "not-permitted" | "needs-two-factor";

export interface AdminPolicy {
  adminEmail: string | undefined;
  /** ADMIN_REQUIRE_2FA: administrators without an enrolled authenticator only reach the enrolment page. */
  requireTwoFactor: boolean;
}

/** `path`: the admin page asked for; without it, only whether the user is staff at all is decided. */
export function decideAdminAccess(user: AdminCandidate | null | undefined, policy: AdminPolicy, path?: string): AdminAccess {
  if (!user) return "anonymous";
  const role = adminRoleOf(user, policy.adminEmail);
  if (!role) return "forbidden";
  if (policy.requireTwoFactor && !user.twoFactorEnabled) return "needs-two-factor";
  if (path !== undefined && !canOpenAdminPath(role, path)) return "not-permitted";
  return "allowed";
}

export interface RequireAdminOptions {
  /**
   * "page" redirects (to /auth, or to the enrolment page); "status" throws 401/403 responses.
   * Default: "page" when a browser asks for a page (GET/HEAD accepting HTML, or React Router's
   * ".data" request for one), "status" for actions and for resource-route style requests (fetch, curl).
   */
  respond?: "page" | "status";
  /** Only the two-factor enrolment page opens to an administrator who still has to enrol. */
  allowWithoutTwoFactor?: boolean;
}

function statusResponse(status: 401 | 403, message: string): Response {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The page a request is for. React Router's client-side navigations fetch "/admin/articles.data"
 * (and "/_root.data" for "/") with a "_routes" parameter; a redirect back must name the page itself.
 */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function asksForPage(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return false;
  if (new URL(request.url).pathname.endsWith(".data")) return true;
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Actions accept only submissions from this site's own pages (defence in depth besides SameSite cookies). */
function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  return origin !== publicOrigin(request) && origin !== new URL(request.url).origin;
}

/**
 * Resolves to the signed-in administrator, or throws what the visitor gets instead: a redirect to
 * /auth for pages, 401 (not signed in) or 403 (signed in without the right) for actions and resource routes.
 */
export async function requireAdmin(
  { request, context }: { request: Request; context: Pick<RouterContextProvider, "get" | "set"> },
  options: RequireAdminOptions = {},
): Promise<SignedIn> {
  const method = request.method.toUpperCase();
  const respond = options.respond ?? (asksForPage(request) ? "page" : "status");
  if (respond === "status" && method !== "GET" && method !== "HEAD" && isCrossOrigin(request)) {
    throw statusResponse(403, "Solicitud de otro sitio rechazada.");
  }

  const signedIn = await getSignedIn(context, request);
  const { config } = requestContextOf(context);
  const path = requestedPage(request).split("?")[0]!;
  const access = decideAdminAccess(signedIn?.user, { adminEmail: config.adminEmail, requireTwoFactor: config.adminRequire2fa }, path);
  if (access === "allowed" || (access === "needs-two-factor" && options.allowWithoutTwoFactor)) return signedIn!;

  // A colleague on a section their role does not open: a 403 page that says why (the root error
  // page, app/components/layout/error-page.tsx), not a trip to /auth, where they are already signed in.
  if (access === "not-permitted") {
    if (respond === "status") throw statusResponse(403, NOT_PERMITTED_MESSAGE);
    throw new Response(NOT_PERMITTED_MESSAGE, {
      status: 403,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (respond === "status") {
    if (access === "anonymous") throw statusResponse(401, "Ingresá para continuar.");
    if (access === "needs-two-factor") throw statusResponse(403, "Activá la verificación en dos pasos para continuar.");
    throw statusResponse(403, "Tu cuenta no tiene acceso al área de administración.");
  }
  if (access === "needs-two-factor") throw redirect(ADMIN_SECURITY_PAGE);
  if (access === "anonymous") throw redirect(`/auth?redirectTo=${encodeURIComponent(requestedPage(request))}`);
  throw redirect("/auth");
}

const adminKey = createContext<SignedIn | null>(null);

/** Records the administrator the guard let through, for the loaders and actions of this request. */
export function setAdmin(context: Pick<RouterContextProvider, "set">, admin: SignedIn): void {
  context.set(adminKey, admin);
}

/**
 * The administrator this request acts for, as the admin layout's guard let them in. A route that
 * sits outside the guarded layout has none and fails closed.
 */
export function adminOf(context: Pick<RouterContextProvider, "get">): SignedIn {
  const admin = context.get(adminKey);
  if (!admin) throw new Error("No administrator in the request context: admin routes belong inside admin/layout.tsx.");
  return admin;
}
