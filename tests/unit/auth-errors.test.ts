import { describe, expect, it } from "vitest";
import { authErrorMessage, GENERIC_AUTH_ERROR } from "~/.server/auth/errors";

describe("authErrorMessage", () => {
  it("translates Better Auth's codes into Spanish", () => {
    expect(authErrorMessage("INVALID_EMAIL_OR_PASSWORD")).toBe("El correo o la contraseña no son correctos.");
    expect(authErrorMessage("EMAIL_NOT_VERIFIED")).toMatch(/confirmaste tu correo/);
    expect(authErrorMessage("PASSWORD_TOO_SHORT")).toMatch(/al menos 8 caracteres/);
    expect(authErrorMessage("PASSWORD_TOO_LONG")).toMatch(/128 caracteres/);
    expect(authErrorMessage("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toMatch(/Ya hay una cuenta/);
    expect(authErrorMessage("INVALID_TOKEN")).toMatch(/enlace no es válido/);
    expect(authErrorMessage("INVALID_CODE")).toMatch(/código no es correcto/);
  });

  it("explains a rate limit by code or by HTTP status", () => {
    expect(authErrorMessage("RATE_LIMITED")).toMatch(/demasiados intentos/i);
    expect(authErrorMessage(undefined, 429)).toMatch(/demasiados intentos/i);
  });

  it("falls back to the spec's 'Ocurrió un error' for anything unknown", () => {
    expect(GENERIC_AUTH_ERROR).toBe("Ocurrió un error");
    expect(authErrorMessage("SOMETHING_NEW")).toBe("Ocurrió un error");
    expect(authErrorMessage(undefined, 500)).toBe("Ocurrió un error");
  });
});
