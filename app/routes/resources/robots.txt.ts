import { publicOrigin } from "~/.server/origin";
import { renderRobots } from "~/lib/sitemap";
import type { Route } from "./+types/robots.txt";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
