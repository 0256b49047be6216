import sharp from "sharp";

// Images that announce a format by their first bytes but cannot be used: the uploads must refuse
// each with a clear message and store nothing.

const photo = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } });

const firstHalf = (bytes: Buffer) => new Uint8Array(bytes.subarray(0, Math.floor(bytes.length / 2)));

/** Truncated files (valid signature, cut body), a signature followed by garbage. */
export async function damagedImages(): Promise<Record<string, Uint8Array<ArrayBuffer>>> {
  const png = await photo().png().toBuffer();
  return {
    "truncated PNG": firstHalf(png),
    "truncated JPEG": firstHalf(await photo().jpeg().toBuffer()),
    "truncated WebP": firstHalf(await photo().webp().toBuffer()),
    "PNG signature then garbage": new Uint8Array(Buffer.concat([png.subarray(0, 8), Buffer.alloc(4096, 0x5a)])),
  };
}

export const truncatedPng = async () => firstHalf(await photo().png().toBuffer());

/** A decompression bomb: 16000 × 16000 pixels of one colour, under 1 MB as a PNG. */
export const pixelBombPng = () =>
  sharp({ create: { width: 16000, height: 16000, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
