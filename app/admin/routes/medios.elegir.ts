import { adminOf } from "~/.server/auth/guard";
import { pickableMediaItems } from "~/.server/media/library";
import { databaseOf } from "~/.server/request-context";
import { SEARCH_MAX_LENGTH } from "~/lib/list-search";
import type { Route } from "./+types/medios.elegir";

// The media picker's list (product photos, article cover, the editor's image dialog): JSON, never
// cached, for signed-in staff (the admin layout's guard runs first). ?q= searches the original
// file name and the alt text. Writes nothing.

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const images = await pickableMediaItems(await databaseOf(context), q);
  return Response.json({ images }, { headers: { "Cache-Control": "no-store" } });
}
