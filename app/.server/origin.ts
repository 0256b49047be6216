import { readServerConfig } from "./config";

/** The site's public origin for canonical links: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(request: Request): string {
  return readServerConfig().publicUrl ?? new URL(request.url).origin;
}

/** The site's address for a link in an e-mail written outside any request: PUBLIC_URL, else this machine. */
export function configuredOrigin(): string {
  const config = readServerConfig();
  return config.publicUrl ?? `http://localhost:${config.port || 3000}`;
}
