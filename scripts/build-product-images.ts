// Draws the demo product packshots (public/images/products/*.webp) used by the seed products and
// the built-in fallback products: simple original vector drawings, rasterised once with sharp.
// Run after changing a drawing:  npx tsx scripts/build-product-images.ts
// The outputs are committed, so neither the build nor the server draws them.
import path from "node:path";
import sharp from "sharp";

const dir = path.resolve("public/images/products");
const W = 800;
const H = 600;

function frame(body: string, tint = "#f0f7f1"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.25"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="400" cy="520" rx="250" ry="28" fill="#000" opacity="0.12"/>
  ${body}
</svg>`;
}

/** An upright roll: net, twine or film, told apart by the wrap pattern. */
function roll(color: string, pattern: "net" | "twine" | "film", label?: string): string {
  const lines: string[] = [];
  if (pattern === "net") {
    for (let x = 150; x <= 650; x += 26)
      lines.push(`<path d="M${x} 170 l-90 340 M${x} 170 l90 340" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/>`);
  } else if (pattern === "twine") {
    for (let y = 190; y <= 500; y += 12)
      lines.push(`<path d="M230 ${y} q170 ${14} 340 0" fill="none" stroke="#000" stroke-opacity="0.13" stroke-width="3"/>`);
  }
  const [x, width, top] = pattern === "twine" ? [230, 340, 170] : [180, 440, 160];
  return `
  <clipPath id="body"><rect x="${x}" y="${top}" width="${width}" height="${510 - top}" rx="6"/></clipPath>
  <rect x="${x}" y="${top}" width="${width}" height="${510 - top}" fill="${color}"/>
  <g clip-path="url(#body)">${lines.join("")}</g>
  <rect x="${x}" y="${top}" width="${width}" height="${510 - top}" fill="url(#shine)"/>
  <ellipse cx="400" cy="510" rx="${width / 2}" ry="26" fill="${color}"/>
  <ellipse cx="400" cy="${top}" rx="${width / 2}" ry="30" fill="${color}"/>
  <ellipse cx="400" cy="${top}" rx="${width / 2}" ry="30" fill="#fff" opacity="0.25"/>
  <ellipse cx="400" cy="${top}" rx="${pattern === "twine" ? 40 : 60}" ry="10" fill="#8a6d3b"/>
  <ellipse cx="400" cy="${top}" rx="${pattern === "twine" ? 26 : 44}" ry="6" fill="#3b2f1a"/>
  ${
    label
      ? `<rect x="${400 - 110}" y="300" width="220" height="70" rx="10" fill="#fff" opacity="0.92"/>
  <text x="400" y="346" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#14532d">${label}</text>`
      : ""
  }`;
}

/** A close-up of a knitted net. */
function netDetail(color: string): string {
  const lines: string[] = [];
  for (let x = -600; x <= 1400; x += 90) {
    lines.push(
      `<path d="M${x} 0 l600 600" stroke="${color}" stroke-width="10"/><path d="M${x} 600 l600 -600" stroke="${color}" stroke-width="10"/>`,
    );
  }
  return `<rect width="${W}" height="${H}" fill="#e9e4d4"/><g opacity="0.9">${lines.join("")}</g>`;
}

/** A folded pile of film (silage covers) with a tag. */
function foldedFilm(color: string, label: string): string {
  const layers = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${170 + i * 4}" y="${420 - i * 55}" width="${460 - i * 8}" height="60" rx="18" fill="${color}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`,
    )
    .join("");
  return `${layers}<rect x="170" y="200" width="460" height="280" fill="url(#shine)" opacity="0.5"/>
  <rect x="300" y="310" width="200" height="64" rx="10" fill="#fff" opacity="0.92"/>
  <text x="400" y="353" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#14532d">${label}</text>`;
}

function sandbags(): string {
  const bag = (x: number, y: number) =>
    `<path d="M${x} ${y} q70 -30 140 0 q20 40 0 80 q-70 25 -140 0 q-20 -40 0 -80z" fill="#b9a274" stroke="#7a6740" stroke-width="4"/>
     <path d="M${x + 10} ${y + 8} l120 0" stroke="#7a6740" stroke-width="3" stroke-dasharray="8 8"/>`;
  return [bag(200, 410), bag(360, 410), bag(280, 330), bag(440, 330), bag(360, 250)].join("");
}

/** A 5 or 20 L drum (dips, accelerator). */
function drum(color: string, label: string, small = false): string {
  const s = small ? 0.8 : 1;
  return `<g transform="translate(${400 - 150 * s} ${520 - 380 * s}) scale(${s})">
    <path d="M20 60 q0 -20 20 -20 h90 v-30 h60 v30 h90 q20 0 20 20 v300 q0 20 -20 20 h-240 q-20 0 -20 -20z" fill="${color}"/>
    <rect x="20" y="40" width="280" height="340" rx="20" fill="url(#shine)"/>
    <path d="M200 40 q0 -38 40 -38 h20 q30 0 30 38" fill="none" stroke="${color}" stroke-width="18"/>
    <rect x="130" y="0" width="60" height="18" rx="4" fill="#e5e7eb"/>
    <rect x="55" y="150" width="210" height="120" rx="10" fill="#fff" opacity="0.95"/>
    <text x="160" y="205" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#14532d">${label}</text>
    <rect x="85" y="225" width="150" height="10" rx="5" fill="${color}" opacity="0.6"/>
  </g>`;
}

/** A jar with a screw lid (inoculants). */
function jar(color: string, label: string): string {
  return `<rect x="290" y="150" width="220" height="60" rx="10" fill="${color}"/>
  <rect x="270" y="200" width="260" height="310" rx="36" fill="#fafaf9" stroke="#d6d3d1" stroke-width="4"/>
  <rect x="270" y="200" width="260" height="310" rx="36" fill="url(#shine)" opacity="0.6"/>
  <rect x="270" y="280" width="260" height="150" fill="${color}"/>
  <text x="400" y="350" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="32" fill="#fff">${label}</text>
  <text x="400" y="395" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#fff">200 g</text>`;
}

/** The pocket NIR sensor beside a phone showing a result. */
function pocketSensor(): string {
  return `<rect x="430" y="140" width="190" height="370" rx="28" fill="#1f2937"/>
  <rect x="445" y="170" width="160" height="300" rx="10" fill="#f0f7f1"/>
  <rect x="465" y="200" width="120" height="18" rx="6" fill="#1f6136"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="465" y="${245 + i * 50}" width="${60 + ((i * 37) % 60)}" height="14" rx="6" fill="#2f7a45" opacity="0.7"/><rect x="465" y="${265 + i * 50}" width="120" height="6" rx="3" fill="#d6d3d1"/>`).join("")}
  <rect x="190" y="300" width="190" height="120" rx="40" fill="#374151"/>
  <rect x="190" y="300" width="190" height="120" rx="40" fill="url(#shine)"/>
  <circle cx="245" cy="360" r="26" fill="#111827" stroke="#9ca3af" stroke-width="6"/>
  <circle cx="245" cy="360" r="9" fill="#60a5fa"/>
  <circle cx="330" cy="360" r="10" fill="#22c55e"/>`;
}

/** The cup analyser: a wide container on its sensor base. */
function cupAnalyser(): string {
  return `<rect x="240" y="430" width="320" height="80" rx="20" fill="#374151"/>
  <circle cx="500" cy="470" r="10" fill="#22c55e"/>
  <path d="M250 170 h300 l-20 265 h-260z" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>
  <path d="M262 300 h276 l-8 135 h-260z" fill="#c9a227" opacity="0.85"/>
  <path d="M250 170 h300 l-20 265 h-260z" fill="url(#shine)" opacity="0.7"/>
  <ellipse cx="400" cy="170" rx="150" ry="22" fill="#f5f5f4" stroke="#9ca3af" stroke-width="4"/>
  <text x="400" y="255" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="#1f2937">1,4 L</text>`;
}

/** A teat-dip cup: a cup on a squeeze bottle. */
function dipCup(color: string): string {
  return `<rect x="330" y="300" width="140" height="210" rx="30" fill="#fafaf9" stroke="#a8a29e" stroke-width="4"/>
  <rect x="330" y="380" width="140" height="130" rx="30" fill="${color}" opacity="0.8"/>
  <rect x="380" y="250" width="40" height="60" fill="#a8a29e"/>
  <path d="M300 140 h200 l-30 120 h-140z" fill="${color}"/>
  <path d="M300 140 h200 l-30 120 h-140z" fill="url(#shine)"/>
  <ellipse cx="400" cy="140" rx="100" ry="18" fill="#fff" opacity="0.6"/>`;
}

/** A four-well mastitis test paddle. */
function testPaddle(): string {
  return `<rect x="360" y="330" width="80" height="200" rx="20" fill="#1f6136" transform="rotate(-20 400 330)"/>
  <rect x="200" y="110" width="400" height="260" rx="40" fill="#fafaf9" stroke="#d6d3d1" stroke-width="5"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${260 + (i % 2) * 280 - (i % 2) * 0}" cy="${180 + Math.floor(i / 2) * 120}" r="48" fill="#e0e7ff" stroke="#6366f1" stroke-width="5"/>`).join("")}
  ${[0, 1, 2, 3].map((i) => `<text x="${260 + (i % 2) * 280}" y="${192 + Math.floor(i / 2) * 120}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#4338ca">${"ABCD"[i]}</text>`).join("")}`;
}

/** The teat scrubber: a handheld unit with rotating brushes. */
function scrubber(): string {
  return `<rect x="200" y="250" width="300" height="110" rx="50" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>
  <rect x="200" y="250" width="300" height="110" rx="50" fill="url(#shine)"/>
  <rect x="470" y="280" width="200" height="50" rx="25" fill="#1f6136"/>
  ${[0, 1, 2].map((i) => brush(250 + i * 75, 200)).join("")}
  <path d="M660 305 q60 0 60 80 t40 110" fill="none" stroke="#374151" stroke-width="10"/>`;
}

function brush(cx: number, cy: number): string {
  const bristles = Array.from(
    { length: 10 },
    (_, i) => `<line x1="${cx - 28 + i * 6}" y1="${cy - 40}" x2="${cx - 28 + i * 6}" y2="${cy + 40}" stroke="#0ea5e9" stroke-width="4"/>`,
  ).join("");
  return `<rect x="${cx - 32}" y="${cy - 44}" width="64" height="88" rx="20" fill="#bae6fd"/>${bristles}<rect x="${cx - 8}" y="${cy + 40}" width="16" height="20" fill="#6b7280"/>`;
}

function brushSet(): string {
  return `<g transform="translate(400 330) scale(1.8) translate(-400 -330)">${[brush(320, 330), brush(400, 330), brush(480, 330)].join("")}</g>`;
}

const images: Record<string, string> = {
  "red-tamanet-edge": frame(roll("#2563eb", "net", "TamaNet")),
  "red-tamanet-original": frame(roll("#16a34a", "net", "TamaNet")),
  "red-estandar": frame(roll("#e7e5e4", "net")),
  "red-detalle": frame(netDetail("#2563eb")),
  "hilo-fardos-chicos": frame(roll("#f97316", "twine")),
  "hilo-megafardos": frame(roll("#1d4ed8", "twine")),
  "film-blanco": frame(roll("#f5f5f4", "film")),
  "film-verde": frame(roll("#4d7c0f", "film")),
  "film-negro": frame(roll("#27272a", "film")),
  "barrera-o2": frame(foldedFilm("#bbf7d0", "Barrera O₂")),
  "lona-silo": frame(foldedFilm("#3f3f46", "150 µm")),
  "bolsas-arena": frame(sandbags()),
  "scio-nir": frame(pocketSensor()),
  "scio-cup": frame(cupAnalyser()),
  "inoculante-maiz": frame(jar("#ca8a04", "Maíz")),
  "inoculante-pasturas": frame(jar("#15803d", "Pasturas")),
  silotrato: frame(jar("#1f6136", "Silotrato")),
  bioheno: frame(drum("#65a30d", "Bioheno", true)),
  "acelerador-heno": frame(drum("#84cc16", "Heno 5 L", true)),
  "pre-dipping": frame(drum("#0284c7", "Pre dip")),
  "post-dipping-yodo": frame(drum("#b45309", "Post dip")),
  "sellador-barrera": frame(drum("#7c3aed", "Barrera")),
  "ambic-vaso": frame(dipCup("#0891b2")),
  "ambic-cmt": frame(testPaddle()),
  "scrubber-sanicleanse": frame(scrubber()),
  "scrubber-cepillos": frame(brushSet()),
};

for (const [file, svg] of Object.entries(images)) {
  const out = path.join(dir, `${file}.webp`);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toFile(out);
  console.log(`${path.relative(process.cwd(), out)}  ${(info.size / 1024).toFixed(1)} KB`);
}
