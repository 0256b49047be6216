import { describe, expect, it } from "vitest";
import { adminRoleOf, decideAdminAccess } from "~/.server/auth/guard";
import { adminSections } from "~/admin/content/shell";
import { canOpenAdminPath } from "~/admin/lib/permissions";

// The one rule of who opens what in the admin area (app/admin/lib/permissions.ts), as the guard and
// the admin navigation read it.

describe("canOpenAdminPath", () => {
  it("opens every admin path to an administrator", () => {
    for (const path of [
      "/admin",
      "/admin/usuarios",
      "/admin/ajustes",
      "/admin/analytics",
      "/admin/actividad",
      "/admin/busquedas",
      "/admin/redirecciones",
      "/admin/paginas-no-encontradas",
      "/admin/products",
    ]) {
      expect(canOpenAdminPath("admin", path), path).toBe(true);
    }
  });

  it("opens products, articles, messages, categories, listings, the recorded searches, the redirects, the missing pages and one's own security page to an editor, with their sub-pages and files", () => {
    for (const path of [
      "/admin",
      "/admin/redirecciones",
      "/admin/paginas-no-encontradas",
      "/admin/articles",
      "/admin/articles/nuevo",
      "/admin/articles/imagenes",
      "/admin/products",
      "/admin/products/0b8c7a8e-2c35-4a51-9a55-4d6f5f1c8e21",
      "/admin/products.csv",
      "/admin/products/importar",
      "/admin/messages",
      "/admin/messages.csv",
      "/admin/categorias",
      "/admin/listados/redes-enfardar",
      "/admin/seguridad",
      "/admin/busquedas",
      "/admin/articles/",
    ]) {
      expect(canOpenAdminPath("editor", path), path).toBe(true);
    }
  });

  it("keeps an editor out of users, site settings, statistics and any page nobody listed (deny by default)", () => {
    for (const path of [
      "/admin/usuarios",
      "/admin/ajustes",
      "/admin/analytics",
      "/admin/actividad",
      "/admin/productsx",
      "/admin/articles-viejos",
      "/admin/busquedasx",
      "/admin/usuarios.data",
      "/",
    ]) {
      expect(canOpenAdminPath("editor", path), path).toBe(false);
    }
  });

  it("leaves out of an editor's menu exactly the sections they cannot open", () => {
    const editorMenu = adminSections.filter((section) => canOpenAdminPath("editor", section.to)).map((section) => section.label);
    expect(editorMenu).toEqual([
      "Artículos",
      "Productos",
      "Categorías",
      "Listados estáticos",
      "Medios",
      "Papelera",
      "Consultas",
      "Búsquedas",
      "Redirecciones",
      "Páginas no encontradas",
      "Seguridad",
    ]);
    expect(adminSections.filter((section) => canOpenAdminPath("admin", section.to))).toHaveLength(adminSections.length);
  });
});

describe("roles in the guard", () => {
  const account = (fields: {
    email?: string;
    role?: string | null;
    emailVerified?: boolean;
    banned?: boolean;
    twoFactorEnabled?: boolean;
  }) => ({
    email: "colega@example.com",
    emailVerified: true,
    banned: false,
    twoFactorEnabled: true,
    role: "user",
    ...fields,
  });
  const policy = { adminEmail: "duena@example.com", requireTwoFactor: false };

  it("reads the role from Better Auth's role column, and makes the ADMIN_EMAIL account an administrator whatever it stores", () => {
    expect(adminRoleOf(account({ role: "editor" }), policy.adminEmail)).toBe("editor");
    expect(adminRoleOf(account({ role: "admin" }), policy.adminEmail)).toBe("admin");
    expect(adminRoleOf(account({ role: "editor", email: "Duena@Example.com" }), policy.adminEmail)).toBe("admin");
    expect(adminRoleOf(account({ role: "user" }), policy.adminEmail)).toBeNull();
    expect(adminRoleOf(account({ role: "editor", emailVerified: false }), policy.adminEmail)).toBeNull();
    expect(adminRoleOf(account({ role: "editor", banned: true }), policy.adminEmail)).toBeNull();
  });

  it("answers per page: an editor is let into the articles, not-permitted on Usuarios; a visitor's account is forbidden everywhere", () => {
    expect(decideAdminAccess(account({ role: "editor" }), policy, "/admin/articles")).toBe("allowed");
    expect(decideAdminAccess(account({ role: "editor" }), policy, "/admin/usuarios")).toBe("not-permitted");
    expect(decideAdminAccess(account({ role: "admin" }), policy, "/admin/usuarios")).toBe("allowed");
    expect(decideAdminAccess(account({ role: "user" }), policy, "/admin/articles")).toBe("forbidden");
    expect(decideAdminAccess(null, policy, "/admin/articles")).toBe("anonymous");
    // Two-factor enrolment comes first for editors too, when the site requires it.
    expect(
      decideAdminAccess(account({ role: "editor", twoFactorEnabled: false }), { ...policy, requireTwoFactor: true }, "/admin/usuarios"),
    ).toBe("needs-two-factor");
  });
});
