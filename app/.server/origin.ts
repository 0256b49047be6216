import { readServerConfig } from "./config";

/** The site's public origin for canonical links: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(request: Request): string {
  return readServerConfig().publicUrl ?? new URL(request.url).origin;
}
