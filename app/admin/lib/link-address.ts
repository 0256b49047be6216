// The address an editor types in the article editor's link dialog, checked and completed the way the
// article sanitiser will read it (app/.server/articles/sanitize.ts allows http, https, mailto and tel,
// and addresses on this site).

const BARE_DOMAIN = /^[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?([/?#].*)?$/u;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/** The link to store for what was typed, or null when it is not an address a link may point to. */
export function normaliseLinkAddress(typed: string): string | null {
  const address = typed.trim();
  if (address === "" || /\s/.test(address)) return null;
  if (address.startsWith("/") && !address.startsWith("//")) return address;
  if (/^(mailto|tel):/i.test(address)) return address.length > address.indexOf(":") + 1 ? address : null;
  if (/^https?:\/\//i.test(address)) {
    try {
      return new URL(address).hostname.includes(".") ? address : null;
    } catch {
      return null;
    }
  }
  if (EMAIL.test(address)) return `mailto:${address}`;
  if (/^[a-z][a-z\d+.-]*:/i.test(address) && !/^[^:]+:\d/.test(address)) return null;
  return BARE_DOMAIN.test(address) ? `https://${address}` : null;
}

/** A link that leaves the site: the sanitiser opens these in a new tab, without window.opener. */
export function isExternalLink(address: string): boolean {
  return /^https?:\/\//i.test(address);
}
