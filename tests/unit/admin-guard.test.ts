import { describe, expect, it } from "vitest";
import { canAccessAdmin, decideAdminAccess, hasRole, requestedPage } from "~/.server/auth/guard";

const user = (fields: Partial<Parameters<typeof canAccessAdmin>[0] & object> = {}) => ({
  email: "alguien@example.com",
  emailVerified: true,
  role: "user",
  banned: false,
  twoFactorEnabled: false,
  ...fields,
});

describe("canAccessAdmin (docs/requirements.md §6)", () => {
  it("grants the ADMIN_EMAIL address, ignoring letter case and spaces", () => {
    expect(canAccessAdmin(user({ email: "editor@example.com" }), "editor@example.com")).toBe(true);
    expect(canAccessAdmin(user({ email: "Editor@Example.com" }), " editor@example.COM ")).toBe(true);
  });

  it("grants users holding the role admin, alone or among other roles", () => {
    expect(canAccessAdmin(user({ role: "admin" }), undefined)).toBe(true);
    expect(canAccessAdmin(user({ role: "user,admin" }), "otro@example.com")).toBe(true);
  });

  it("refuses everyone else: anonymous, plain users, look-alike roles and addresses", () => {
    expect(canAccessAdmin(null, "editor@example.com")).toBe(false);
    expect(canAccessAdmin(undefined, undefined)).toBe(false);
    expect(canAccessAdmin(user(), "editor@example.com")).toBe(false);
    expect(canAccessAdmin(user({ role: "administrator" }), undefined)).toBe(false);
    expect(canAccessAdmin(user({ role: null }), undefined)).toBe(false);
    expect(canAccessAdmin(user({ email: "editor@example.com.evil" }), "editor@example.com")).toBe(false);
    expect(canAccessAdmin(user({ email: "" }), "")).toBe(false);
  });

  it("refuses unconfirmed and banned accounts even with the right address or role", () => {
    expect(canAccessAdmin(user({ email: "editor@example.com", emailVerified: false }), "editor@example.com")).toBe(false);
    expect(canAccessAdmin(user({ role: "admin", banned: true }), undefined)).toBe(false);
  });
});

describe("decideAdminAccess", () => {
  const policy = { adminEmail: "editor@example.com", requireTwoFactor: false };

  it("tells anonymous visitors from signed-in users without the right", () => {
    expect(decideAdminAccess(null, policy)).toBe("anonymous");
    expect(decideAdminAccess(user(), policy)).toBe("forbidden");
    expect(decideAdminAccess(user({ role: "admin" }), policy)).toBe("allowed");
  });

  it("holds back administrators without a second factor only when ADMIN_REQUIRE_2FA is on", () => {
    const strict = { ...policy, requireTwoFactor: true };
    expect(decideAdminAccess(user({ role: "admin" }), strict)).toBe("needs-two-factor");
    expect(decideAdminAccess(user({ role: "admin", twoFactorEnabled: true }), strict)).toBe("allowed");
    expect(decideAdminAccess(user(), strict)).toBe("forbidden");
  });
});

describe("hasRole", () => {
  it("reads comma-separated roles", () => {
    expect(hasRole({ role: " admin , editor" }, "editor")).toBe(true);
    expect(hasRole({ role: undefined }, "admin")).toBe(false);
  });
});

describe("requestedPage", () => {
  it("names the page behind React Router's data requests", () => {
    expect(requestedPage(new Request("http://x/admin/articles.data?_routes=routes%2Fadmin.articles"))).toBe("/admin/articles");
    expect(requestedPage(new Request("http://x/admin/products.data?pagina=2&_routes=a"))).toBe("/admin/products?pagina=2");
    expect(requestedPage(new Request("http://x/_root.data"))).toBe("/");
    expect(requestedPage(new Request("http://x/admin/usuarios"))).toBe("/admin/usuarios");
  });
});
