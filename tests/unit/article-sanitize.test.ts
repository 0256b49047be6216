import { describe, expect, it } from "vitest";
import { renderArticleHtml, sanitizeArticleHtml } from "~/.server/articles/sanitize";
import { expectInert, xssCorpus } from "../support/xss-corpus";

// Article HTML 'rendered as-is' (docs/requirements.md §2) with no way for stored HTML to run
// script. Each payload below is a known XSS vector; after sanitising, none may leave anything
// executable.

describe("sanitizeArticleHtml against an XSS corpus", () => {
  it.each(xssCorpus)("leaves nothing executable in %s", (payload) => {
    expectInert(sanitizeArticleHtml(payload));
  });

  it("stays inert when sanitised twice (on save, then on render)", () => {
    for (const payload of xssCorpus) expectInert(renderArticleHtml(sanitizeArticleHtml(payload)));
  });
});

describe("sanitizeArticleHtml keeps an editor's formatting", () => {
  it("keeps headings, paragraphs, emphasis, lists, quotes and tables", () => {
    const html =
      "<h2>Título</h2><p>Texto con <strong>negrita</strong> y <em>cursiva</em>.</p><ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>" +
      '<table><thead><tr><th scope="col">Forraje</th></tr></thead><tbody><tr><td>Alfalfa</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps safe links and opens external ones in a new tab without window.opener", () => {
    expect(sanitizeArticleHtml('<a href="https://ambic.co.uk">AMBIC</a>')).toBe(
      '<a href="https://ambic.co.uk" target="_blank" rel="noopener noreferrer">AMBIC</a>',
    );
    expect(sanitizeArticleHtml('<a href="/contacto" target="_blank">contacto</a>')).toBe('<a href="/contacto">contacto</a>');
    expect(sanitizeArticleHtml('<a href="mailto:info@example.com">correo</a>')).toContain('href="mailto:info@example.com"');
  });

  it("keeps images of this site with their alt text, loading lazily", () => {
    expect(sanitizeArticleHtml('<img src="/images/news/vaca.webp" alt="Vaca en el tambo">')).toBe(
      '<img src="/images/news/vaca.webp" alt="Vaca en el tambo" loading="lazy" />',
    );
  });

  it("strips images hosted anywhere else: other sites, data: and file: addresses", () => {
    for (const src of [
      "https://lh7-rt.googleusercontent.com/docsz/abc",
      "http://example.com/vaca.jpg",
      "//cdn.example.com/vaca.jpg",
      "/\\cdn.example.com/vaca.jpg",
      "data:image/png;base64,iVBORw0KGgo=",
      "file:///C:/clip_image001.png",
    ]) {
      expect(sanitizeArticleHtml(`<p>Antes</p><img src="${src}" alt="">`), src).toBe("<p>Antes</p>");
    }
  });

  it("keeps YouTube and Vimeo embeds and drops other iframes", () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc123" title="Demostración" allowfullscreen></iframe>';
    expect(sanitizeArticleHtml(youtube)).toContain('src="https://www.youtube.com/embed/abc123"');
    expect(sanitizeArticleHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain("player.vimeo.com");
    expect(sanitizeArticleHtml('<p>a</p><iframe src="https://evil.example/"></iframe>')).toBe("<p>a</p>");
  });

  it("keeps the text of tags it removes, never their script", () => {
    expect(sanitizeArticleHtml('<div class="x"><span>Hola</span></div><script>alert(1)</script>')).toBe("Hola");
  });
});

describe("images of the article editor", () => {
  const id = "0b5c6a52-8d0e-4c52-9a43-3f2a1c8e9d10";
  const stored = `<figure><img src="/uploads/articles/${id}-1600.webp" alt="Tambo al amanecer" width="1600" height="900" /><figcaption>Foto: equipo técnico</figcaption></figure>`;

  it("stores an uploaded image as its address, alt text and size, with its caption", () => {
    expect(sanitizeArticleHtml(stored)).toBe(stored.replace('height="900" />', 'height="900" loading="lazy" />'));
  });

  it("never stores srcset or sizes sent by a client, nor a size that is not a number of pixels", () => {
    const sent = `<img src="/uploads/articles/${id}-1600.webp" alt="x" srcset="https://evil.example/a.png 1w" sizes="1px" width="100%" height="auto">`;
    expect(sanitizeArticleHtml(sent)).toBe(`<img src="/uploads/articles/${id}-1600.webp" alt="x" loading="lazy" />`);
  });

  it("renders an uploaded image with every stored width, sizes, its size and lazy loading", () => {
    const rendered = renderArticleHtml(sanitizeArticleHtml(stored));
    expect(rendered).toContain(`src="/uploads/articles/${id}-800.webp"`);
    expect(rendered).toContain(
      `srcset="/uploads/articles/${id}-400.webp 400w, /uploads/articles/${id}-800.webp 800w, /uploads/articles/${id}-1600.webp 1600w"`,
    );
    expect(rendered).toContain('sizes="(min-width: 768px) 768px, 100vw"');
    expect(rendered).toContain('width="1600" height="900"');
    expect(rendered).toContain('loading="lazy"');
    expect(rendered).toContain("<figcaption>Foto: equipo técnico</figcaption>");
  });

  it("leaves other images' addresses alone when rendering", () => {
    expect(renderArticleHtml('<img src="https://example.com/vaca.jpg" alt="Vaca" srcset="https://evil.example/x.png 1w">')).toBe(
      '<img src="https://example.com/vaca.jpg" alt="Vaca" loading="lazy" />',
    );
  });
});
