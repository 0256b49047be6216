// Who may open which part of the admin area: the one rule, read by the admin guard on the server
// (app/.server/auth/guard.ts) and by the admin navigation (an editor sees no link they cannot use).
// Isomorphic on purpose: the navigation renders it in the browser too.
// Design: docs/decisions/016-roles-and-invitations.md.

/** The two roles of the admin area, as Better Auth's admin plugin stores them in users.role. */
export const ADMIN_ROLES = ["admin", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** How the staff read each role. */
export const adminRoleLabels: Record<AdminRole, string> = {
  admin: "Administrador",
  editor: "Editor",
};

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

/**
 * The sections an editor may use, by path prefix. Anything not listed is for administrators only
 * (deny by default): Usuarios, Ajustes del sitio, Estadísticas (site-wide) and any page added later
 * until someone lists it here. "/admin" itself only redirects to the articles.
 */
export const editorSections: readonly string[] = [
  "/admin/articles",
  "/admin/products",
  "/admin/messages",
  "/admin/categorias",
  "/admin/listados",
  // What visitors search for and do not find: the catalogue's to-do list, for those who keep it.
  // It holds no personal data (app/.server/search/recorded-searches.ts).
  "/admin/busquedas",
  // Old addresses that lead to new ones, and the addresses visitors asked for and did not find:
  // who renames an article keeps its links (app/.server/redirects/).
  "/admin/redirecciones",
  "/admin/paginas-no-encontradas",
  // The media library: editors upload, edit alt texts and pick; only administrators delete (checked in its action).
  "/admin/medios",
  // Everyone keeps their own account security: two-factor and password.
  "/admin/seguridad",
  // Deleted articles and products: editors restore them; deleting for good is checked in the action.
  "/admin/papelera",
];

/** True when `path` is `prefix` or below it ("/admin/products/nuevo", "/admin/products.csv"). */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);
}

/** Whether someone with `role` may open `path` (a pathname under /admin, without the query). */
export function canOpenAdminPath(role: AdminRole, path: string): boolean {
  if (role === "admin") return true;
  const pathname = path.replace(/\/+$/, "") || "/";
  if (pathname === "/admin") return true;
  return editorSections.some((prefix) => isUnder(pathname, prefix));
}
