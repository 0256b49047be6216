// Rasterises the SVG illustrations in public/images/ to WebP at the widths declared in
// app/content/images.ts, and draws the social share card. Run after changing a drawing:
//   npx tsx scripts/build-images.ts
// The outputs are committed, so neither the build nor the server needs sharp at run time.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type Illustration, illustrations, shareCard } from "../app/content/images.ts";
import { siteCopy, siteDefaults } from "../app/content/site.ts";

// The share card is a file drawn at build time: it shows the seeded company facts, not later edits.
const site = { ...siteCopy, name: siteDefaults.name, address: { city: siteDefaults.city, country: siteDefaults.country } };

const dir = path.resolve("public/images");

async function rasterise(image: Illustration) {
  const svg = await readFile(path.join(dir, `${image.file}.svg`));
  for (const width of image.widths) {
    const out = path.join(dir, `${image.file}-${width}.webp`);
    // Render at the target size (density scales the SVG) rather than shrinking a huge bitmap.
    const density = Math.max(72, Math.ceil((72 * width) / image.width));
    const info = await sharp(svg, { density })
      .resize({ width })
      .webp({ quality: width <= 640 ? 78 : 74, effort: 6, smartSubsample: true })
      .toFile(out);
    console.log(`${path.relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Greedy word wrap for the card; the fonts are the system sans families. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function drawShareCard() {
  const { width, height } = shareCard;
  const hero = illustrations.heroField;
  const background = await sharp(await readFile(path.join(dir, `${hero.file}.svg`)), { density: 72 * 1.2 })
    .resize({ width, height, fit: "cover", position: "right" })
    .toBuffer();
  const tagline = wrap(site.tagline, 50)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 44}">${escapeXml(line)}</tspan>`)
    .join("");
  const overlay = `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#14532d" stop-opacity="0.96"/>
      <stop offset="0.58" stop-color="#14532d" stop-opacity="0.86"/>
      <stop offset="1" stop-color="#14532d" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <g transform="translate(80 92)">
    <circle cx="28" cy="28" r="28" fill="#1f6136" stroke="#f3d27a" stroke-width="2"/>
    <path d="M15.75 36.75c0-12.25 8.75-21 24.5-21-1.75 15.75-10.5 24.5-22.75 22.75" fill="#e9b949"/>
    <path d="M17.5 38.5c5.25-7 10.5-12.25 17.5-15.75" stroke="#14532d" stroke-width="2.8" fill="none" stroke-linecap="round"/>
  </g>
  <text x="80" y="238" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  <rect x="80" y="266" width="120" height="6" rx="3" fill="#e9b949"/>
  <text x="80" y="330" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="32" fill="#f0f7f1">${tagline}</text>
  <text x="80" y="548" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#f3d27a">Tambo · Forrajes · Aves y Cerdos · Industria</text>
  <text x="80" y="584" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="22" fill="#dcecdf">${escapeXml(`${site.address.city}, ${site.address.country} · ${site.yearsOfExperience} de experiencia`)}</text>
</svg>`;
  const out = path.join(dir, shareCard.file);
  const info = await sharp(background)
    .composite([{ input: Buffer.from(overlay) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out);
  console.log(`${path.relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}

for (const image of Object.values(illustrations)) await rasterise(image);
await drawShareCard();
