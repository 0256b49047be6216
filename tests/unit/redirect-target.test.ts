import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "~/.server/auth/redirect-target";

const HOME = "/admin/articles";

describe("safeRedirectTarget", () => {
  it("keeps this site's own paths, normalised, with their query and fragment", () => {
    expect(safeRedirectTarget("/admin/products?x=1", HOME)).toBe("/admin/products?x=1");
    expect(safeRedirectTarget("/admin/products?q=a b#x", HOME)).toBe("/admin/products?q=a%20b#x");
    expect(safeRedirectTarget("/admin/./articles/../products", HOME)).toBe("/admin/products");
    expect(safeRedirectTarget("/admin/%09x", HOME)).toBe("/admin/%09x");
  });

  it.each([
    ["tab before a backslash (browsers drop the tab, read \\ as /)", "/\t\\other-host/phish"],
    ["tab before a second slash", "/\t/evil.example/"],
    ["protocol-relative", "//evil.example/x"],
    ["slash-backslash", "/\\evil.example"],
    ["backslash anywhere", "/admin\\..\\..\\evil"],
    ["absolute URL", "https://evil.example"],
    ["javascript: URL", "javascript:alert(1)"],
    ["not a path", "admin/articles"],
    ["dot-segments collapsing into //", "/.//evil.example"],
    ["encoded dot-segments collapsing into //", "/admin/%2e%2e/%2e%2e//evil.example"],
    ["CR/LF (header injection)", "/admin\r\nSet-Cookie: x=1"],
    ["vertical tab", "/admin\vx"],
    ["NUL", "/admin\0"],
    ["DEL", "/admin\x7F"],
    ["C1 control", "/admin\x85"],
    ["non-Latin-1 character", "/admin/⚠"],
    ["Latin-1 letter", "/admin/ñ"],
    ["overlong", `/${"a".repeat(5000)}`],
    ["empty", ""],
  ])("falls back to the default for %s", (_label, value) => {
    expect(safeRedirectTarget(value, HOME)).toBe(HOME);
  });

  it("falls back for a missing value", () => {
    expect(safeRedirectTarget(null, HOME)).toBe(HOME);
    expect(safeRedirectTarget(undefined, HOME)).toBe(HOME);
  });
});
