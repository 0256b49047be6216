import { createCookie } from "react-router";
import type { Notice } from "~/lib/toast";
import { readServerConfig } from "./config";

// A message that survives one redirect ("Ingreso exitoso" after signing in). The cookie holds only
// a key of this table, so nobody can make the site show words of their choosing.

const notices = {
  "signed-in": { kind: "success", title: "Ingreso exitoso" },
  "signed-out": { kind: "info", title: "Cerraste sesión", description: "Hasta la próxima." },
  "signed-out-everywhere": {
    kind: "info",
    title: "Cerraste sesión en todos tus dispositivos",
    description: "Para volver a entrar, ingresá de nuevo con tu correo y contraseña.",
  },
  "password-reset": {
    kind: "success",
    title: "Contraseña actualizada",
    description: "Ya podés ingresar con tu nueva contraseña. Por seguridad, cerramos tus otras sesiones.",
  },
  "two-factor-enabled": {
    kind: "success",
    title: "Verificación en dos pasos activada",
    description: "Desde ahora, cada ingreso te va a pedir un código de tu aplicación.",
  },
  "two-factor-disabled": {
    kind: "info",
    title: "Verificación en dos pasos desactivada",
    description: "Desde ahora alcanza con tu contraseña para ingresar.",
  },
  // Admin products (docs/requirements.md §8)
  "product-created": { kind: "success", title: "Producto creado correctamente" },
  "product-updated": { kind: "success", title: "Producto actualizado correctamente" },
  "product-deleted": { kind: "success", title: "Producto eliminado correctamente" },
  "product-activated": { kind: "success", title: "Producto activado correctamente" },
  "product-deactivated": { kind: "success", title: "Producto desactivado correctamente" },
} satisfies Record<string, Notice>;

export type FlashKey = keyof typeof notices;

const flashCookie = createCookie("aviso", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

function secure(): boolean {
  return readServerConfig().publicUrl?.startsWith("https://") ?? false;
}

/** A Set-Cookie header carrying this message to the next page. */
export function setFlash(key: FlashKey): Promise<string> {
  return flashCookie.serialize(key, { secure: secure() });
}

/** The waiting message, if any, and the header that clears it. */
export async function readFlash(request: Request): Promise<{ notice: Notice | null; headers: Headers }> {
  const headers = new Headers();
  const key: unknown = await flashCookie.parse(request.headers.get("cookie"));
  if (typeof key !== "string") return { notice: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0, secure: secure() }));
  return { notice: key in notices ? notices[key as FlashKey] : null, headers };
}
