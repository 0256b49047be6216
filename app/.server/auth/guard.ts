import { createContext, redirect, type RouterContextProvider } from "react-router";
import { publicOrigin } from "../origin";
import { requestContextOf } from "../request-context";
import { ADMIN_SECURITY_PAGE } from "./policy";
import { getSignedIn, type SignedIn } from "./session";

// The admin guard of docs/requirements.md §6: a signed-in user is an administrator when their
// e-mail equals ADMIN_EMAIL or when they hold the role "admin" (the original site's
// has_role(user_id, 'admin')). The admin layout's middleware calls requireAdmin() once per request
// and leaves the administrator in the request's context, where every loader and action below /admin
// reads it with adminOf(); see docs/decisions/003-accounts-and-admin-guard.md and
// 012-logging-and-request-context.md.

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

export function canAccessAdmin(user: AdminCandidate | null | undefined, adminEmail: string | undefined): boolean {
  if (!user || user.banned || !user.emailVerified) return false;
  if (adminEmail && user.email.trim().toLowerCase() === adminEmail.trim().toLowerCase()) return true;
  return hasRole(user, "admin");
}

export type AdminAccess = "allowed" | "anonymous" | "forbidden" | "needs-two-factor";

export interface AdminPolicy {
  adminEmail: string | undefined;
  /** ADMIN_REQUIRE_2FA: administrators without an enrolled authenticator only reach the enrolment page. */
  requireTwoFactor: boolean;
}

export function decideAdminAccess(user: AdminCandidate | null | undefined, policy: AdminPolicy): AdminAccess {
  if (!user) return "anonymous";
  if (!canAccessAdmin(user, policy.adminEmail)) return "forbidden";
  if (policy.requireTwoFactor && !user.twoFactorEnabled) return "needs-two-factor";
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
  const access = decideAdminAccess(signedIn?.user, { adminEmail: config.adminEmail, requireTwoFactor: config.adminRequire2fa });
  if (access === "allowed" || (access === "needs-two-factor" && options.allowWithoutTwoFactor)) return signedIn!;

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
  if (!admin) throw new Error("No administrator in the request context: admin routes belong inside routes/admin/admin.tsx.");
  return admin;
}
