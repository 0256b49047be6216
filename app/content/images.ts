// Illustrations of the site: hand-drawn SVG sources in public/images/, rasterised to WebP at the
// widths below by scripts/build-images.ts. Components and the script read this list, so a new
// width or image is declared once.

export interface Illustration {
  /** File name without extension: public/images/{file}.svg and {file}-{width}.webp */
  file: string;
  /** Intrinsic size of the drawing (the SVG viewBox). */
  width: number;
  height: number;
  /** Rendered WebP widths, ascending. */
  widths: readonly number[];
}

export const illustrations = {
  heroField: { file: "hero-campo", width: 1920, height: 1080, widths: [640, 1280, 1920] },
  sectorForage: { file: "sector-forrajes", width: 800, height: 600, widths: [400, 800] },
  sectorDairy: { file: "sector-tambo", width: 800, height: 600, widths: [400, 800] },
  sectorPoultryPigs: { file: "sector-aves-cerdos", width: 800, height: 600, widths: [400, 800] },
  sectorIndustry: { file: "sector-industria", width: 800, height: 600, widths: [400, 800] },
  palletNet: { file: "pallet-red", width: 800, height: 600, widths: [400, 800] },
  palletFilm: { file: "pallet-film-ventilado", width: 800, height: 600, widths: [400, 800] },
  system360: { file: "sistema-360", width: 800, height: 600, widths: [400, 800] },
} as const satisfies Record<string, Illustration>;

export function illustrationUrl(image: Illustration, width: number): string {
  return `/images/${image.file}-${width}.webp`;
}

export function illustrationSrcSet(image: Illustration): string {
  return image.widths.map((width) => `${illustrationUrl(image, width)} ${width}w`).join(", ");
}

/** The fallback `src`: the middle width, good enough for a browser that ignores srcset. */
export function illustrationSrc(image: Illustration): string {
  return illustrationUrl(image, image.widths[Math.floor((image.widths.length - 1) / 2)] ?? image.width);
}

export const heroImage = {
  illustration: illustrations.heroField,
  alt: "Campo cosechado con fardos redondos de pasto al atardecer",
  sizes: "100vw",
} as const;

/** Size of the social share card (public/images/og-default.png). */
export const shareCard = { file: "og-default.png", width: 1200, height: 630 } as const;
