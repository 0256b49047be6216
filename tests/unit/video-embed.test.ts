import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "~/lib/video-embed";

describe("product video links", () => {
  it("embeds the YouTube addresses editors copy, through YouTube's no-cookie player", () => {
    const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ",
    ]) {
      expect(videoEmbedUrl(address)).toBe(player);
    }
  });

  it("embeds Vimeo videos by their number", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871")).toBe("https://player.vimeo.com/video/76979871");
  });

  it("refuses anything else: other sites, scripts, malformed ids", () => {
    for (const address of [
      "",
      "video del tambo",
      "javascript:alert(1)",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      "https://vimeo.com/canal/sin-numero",
      "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    ]) {
      expect(videoEmbedUrl(address)).toBeNull();
    }
  });
});
