// Better Auth answers in English with an error code; visitors read Spanish. Unknown codes fall back
// to the generic 'Ocurrió un error' (docs/requirements.md §8).

import { TWO_FACTOR_LOCKOUT } from "./account-lockout";

const lockMinutes = TWO_FACTOR_LOCKOUT.lockSeconds / 60;

export const GENERIC_AUTH_ERROR = "Ocurrió un error";

const messages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "El correo o la contraseña no son correctos.",
  INVALID_EMAIL: "Ingresá un correo electrónico válido.",
  INVALID_PASSWORD: "La contraseña no es correcta.",
  EMAIL_NOT_VERIFIED: "Todavía no confirmaste tu correo. Revisá tu bandeja de entrada o pedí un nuevo enlace.",
  USER_ALREADY_EXISTS: "Ya hay una cuenta con ese correo.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Ya hay una cuenta con ese correo.",
  PASSWORD_TOO_SHORT: "La contraseña debe tener al menos 8 caracteres.",
  PASSWORD_TOO_LONG: "La contraseña puede tener hasta 128 caracteres.",
  RATE_LIMITED: "Hiciste demasiados intentos seguidos. Esperá unos minutos y probá de nuevo.",
  INVALID_TOKEN: "El enlace no es válido o ya se usó. Pedí uno nuevo.",
  TOKEN_EXPIRED: "El enlace venció. Pedí uno nuevo.",
  USER_NOT_FOUND: "No encontramos esa cuenta.",
  EMAIL_ALREADY_VERIFIED: "Ese correo ya está confirmado. Ya podés ingresar.",
  BANNED_USER: "Tu cuenta está suspendida. Escribinos si creés que es un error.",
  INVALID_CODE: "El código no es correcto. Revisá la app y probá de nuevo.",
  INVALID_BACKUP_CODE: "Ese código de respaldo no es válido o ya se usó.",
  INVALID_TWO_FACTOR_COOKIE: "La verificación venció. Ingresá de nuevo con tu correo y contraseña.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Demasiados intentos con códigos incorrectos. Ingresá de nuevo con tu correo y contraseña.",
  // Neither says whether the address has an account: both are counted for any typed address.
  SIGN_IN_DELAYED:
    "Hubo varios intentos fallidos con este correo desde tu conexión. Por seguridad, esperá unos minutos antes de probar de nuevo: la espera crece con cada intento fallido. Si no recordás la contraseña, creá una nueva en «¿Olvidaste tu contraseña?».",
  SIGN_IN_LOCKED:
    "Por seguridad, pausamos el ingreso con este correo desde equipos nuevos después de muchos intentos fallidos. Si la cuenta es tuya, revisá tu correo: te enviamos un enlace para desbloquear el ingreso en tu navegador. También podés crear una nueva contraseña en «¿Olvidaste tu contraseña?».",
  ACCOUNT_TEMPORARILY_LOCKED: `Por seguridad, la verificación quedó bloqueada durante ${lockMinutes} minutos después de varios códigos incorrectos. Podés esperar o desbloquearla ya mismo creando una nueva contraseña en «¿Olvidaste tu contraseña?».`,
  TOTP_NOT_ENABLED: "La verificación en dos pasos no está activada en esta cuenta.",
  TOTP_ALREADY_ENABLED: "La verificación en dos pasos ya está activada.",
  SESSION_EXPIRED: "Tu sesión venció. Ingresá de nuevo.",
  UNAUTHORIZED: "Tu sesión venció. Ingresá de nuevo.",
  INVALID_ORIGIN: "No pudimos validar el origen del pedido. Recargá la página y probá de nuevo.",
  MISSING_OR_NULL_ORIGIN: "No pudimos validar el origen del pedido. Recargá la página y probá de nuevo.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "No pudimos validar el origen del pedido. Recargá la página y probá de nuevo.",
};

/** The Spanish message for a Better Auth error code (or HTTP status when the code is missing). */
export function authErrorMessage(code: string | undefined, status?: number): string {
  if (code && messages[code]) return messages[code];
  if (status === 429) return messages.RATE_LIMITED!;
  return GENERIC_AUTH_ERROR;
}
