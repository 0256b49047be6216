// Draws the covers of the seeded demo articles (app/.server/articles/seed-articles.ts) as small
// original WebP illustrations in public/images/news/. Run after changing a drawing:
//   npx tsx scripts/build-news-covers.ts
// The outputs are committed, so neither the seed nor the server needs this at run time.
import path from "node:path";
import sharp from "sharp";

const WIDTH = 800;
const HEIGHT = 450;
const dir = path.resolve("public/images/news");

function frame(sky: [string, string], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${body}</svg>`;
}

const covers: Record<string, string> = {
  // A teat-cup scrubber: a stainless unit with two brushes and air lines, on a milking-parlour floor.
  "sanicleanse-air-teat-scrubber-system": frame(
    ["#dcecdf", "#f0f7f1"],
    `
    <rect y="330" width="800" height="120" fill="#184d2b"/>
    <rect x="300" y="110" width="200" height="230" rx="28" fill="#c9d3cc" stroke="#14532d" stroke-width="6"/>
    <rect x="330" y="140" width="140" height="60" rx="10" fill="#f0f7f1"/>
    <circle cx="360" cy="270" r="34" fill="#e9b949"/><circle cx="440" cy="270" r="34" fill="#e9b949"/>
    <g stroke="#14532d" stroke-width="5">${Array.from({ length: 8 }, (_, i) => `<line x1="${338 + i * 6}" y1="248" x2="${338 + i * 6}" y2="292"/><line x1="${418 + i * 6}" y1="248" x2="${418 + i * 6}" y2="292"/>`).join("")}</g>
    <path d="M500 180 C600 180 600 90 700 90" fill="none" stroke="#2f7a45" stroke-width="10" stroke-linecap="round"/>
    <path d="M300 200 C200 200 200 120 110 120" fill="none" stroke="#2f7a45" stroke-width="10" stroke-linecap="round"/>
    ${[0, 1, 2].map((i) => `<circle cx="${620 + i * 34}" cy="${60 - i * 8}" r="${10 - i * 2}" fill="#ffffff" opacity="0.8"/>`).join("")}`,
  ),
  // Round bales wrapped in net on a green field under a summer sky.
  "como-elegir-la-red-para-enfardar": frame(
    ["#f3d27a", "#fbeec7"],
    `
    <rect y="300" width="800" height="150" fill="#2f7a45"/>
    ${[140, 380, 620].map((x, i) => `<g transform="translate(${x} ${250 + (i % 2) * 30})"><circle r="90" fill="#d49a1e"/><circle r="90" fill="none" stroke="#f0f7f1" stroke-width="4" stroke-dasharray="10 8"/><circle r="55" fill="none" stroke="#b07d12" stroke-width="6"/><circle r="20" fill="#b07d12"/></g>`).join("")}`,
  ),
  // A poultry-house drinker line with water drops and a chlorine tablet.
  "agua-de-bebida-en-aves": frame(
    ["#cfe6f5", "#eef6fb"],
    `
    <rect y="340" width="800" height="110" fill="#e9d8a6"/>
    <rect x="60" y="120" width="680" height="16" rx="8" fill="#1f6136"/>
    ${[140, 300, 460, 620].map((x) => `<g><line x1="${x}" y1="136" x2="${x}" y2="220" stroke="#1f6136" stroke-width="6"/><path d="M${x} 230 q-18 30 0 44 q18 -14 0 -44z" fill="#3b8fd1"/></g>`).join("")}
    <rect x="330" y="300" width="140" height="40" rx="20" fill="#ffffff" stroke="#1f6136" stroke-width="5"/>`,
  ),
  // Pre-dipping: a cup of foam over a teat silhouette, in morning light.
  "pre-dipping-habitos-de-ordene": frame(
    ["#fde7c8", "#fff6ea"],
    `
    <rect y="330" width="800" height="120" fill="#184d2b"/>
    <path d="M250 60 Q400 10 550 60 L520 200 Q400 240 280 200 Z" fill="#f4c6b0" stroke="#a86b50" stroke-width="5"/>
    ${[310, 370, 430, 490].map((x) => `<path d="M${x} 200 q10 70 0 90 q-14 -20 0 -90z" fill="#e9a98d" stroke="#a86b50" stroke-width="4"/>`).join("")}
    <rect x="330" y="280" width="140" height="70" rx="14" fill="#e9b949" stroke="#14532d" stroke-width="5"/>
    ${[350, 380, 410, 440].map((x, i) => `<circle cx="${x}" cy="${274 - (i % 2) * 8}" r="16" fill="#ffffff"/>`).join("")}`,
  ),
  // Silage bunker under plastic held by tyres: the draft article about a field day.
  "jornada-tecnica-de-ensilaje": frame(
    ["#dcecdf", "#ffffff"],
    `
    <rect y="320" width="800" height="130" fill="#2f7a45"/>
    <path d="M80 330 Q400 150 720 330 Z" fill="#1c1c1c"/>
    ${[200, 300, 400, 500, 600].map((x) => `<circle cx="${x}" cy="${330 - Math.round(Math.sin(((x - 80) / 640) * Math.PI) * 150) + 18}" r="20" fill="none" stroke="#444" stroke-width="10"/>`).join("")}`,
  ),
};

for (const [slug, svg] of Object.entries(covers)) {
  const out = path.join(dir, `${slug}.webp`);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(out);
  console.log(`${path.relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}
