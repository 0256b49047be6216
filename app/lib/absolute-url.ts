/** A site path ("/images/…", "/uploads/…") on the given origin; an address that is already absolute is kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith("http") ? pathOrUrl : `${origin}${pathOrUrl}`;
}
