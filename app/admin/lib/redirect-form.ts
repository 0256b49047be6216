import { z } from "zod";
import { REDIRECT_PATH_MAX } from "../../lib/redirect-paths";

// The forms of /admin/redirecciones: add or change a redirect (old address, new address) and
// remove one. The addresses are checked and normalised by app/.server/redirects/redirects.ts; the
// schema only bounds what is typed. Messages for the staff, in their words.

/** What may be typed in an address field: a path, or a full address whose path is kept. */
export const REDIRECT_INPUT_MAX = REDIRECT_PATH_MAX + 200;

export const redirectFormMessages = {
  empty: "Escribí una dirección, por ejemplo /noticias/nombre-viejo.",
  "not-a-path": "Escribí una dirección de este sitio (que empiece con /) o una dirección completa del sitio viejo.",
  "too-long": `La dirección puede tener hasta ${REDIRECT_PATH_MAX} letras.`,
  reserved: "Esa dirección es del sitio mismo (el inicio, la administración o sus archivos): no puede redirigir.",
  "live-page": "Esa dirección es una página que existe en el sitio: la página se muestra y la redirección nunca se usaría.",
  taken: "Ya hay una redirección desde esa dirección. Buscala en la lista para cambiarla.",
  same: "La dirección nueva es la misma que la vieja.",
  loop: "La dirección nueva ya redirige a la vieja: se formaría un círculo.",
} as const;

const address = z.string().trim().min(1, redirectFormMessages.empty).max(REDIRECT_INPUT_MAX, redirectFormMessages["too-long"]);

export const redirectSaveSchema = z.object({
  intent: z.enum(["create", "update"]),
  /** The redirect changed; absent when adding one. */
  id: z.uuid().optional(),
  from: address,
  to: address,
});

export const redirectDeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
