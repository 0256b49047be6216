// Product videos (docs/requirements.md §2 'Product detail': optional video). Editors paste the
// address they see in the browser; the page embeds the provider's player. Only YouTube (through its
// no-cookie domain) and Vimeo are accepted, so no other site can be framed in a product page.

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The player address for a YouTube or Vimeo link, or null for anything else. */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);

  let youtubeId: string | undefined;
  if (host === "youtu.be") youtubeId = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    youtubeId =
      segments[0] === "watch"
        ? (url.searchParams.get("v") ?? undefined)
        : ["embed", "shorts", "live"].includes(segments[0] ?? "")
          ? segments[1]
          : undefined;
  }
  if (youtubeId !== undefined) return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;

  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = segments.find((segment) => /^\d+$/.test(segment));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
