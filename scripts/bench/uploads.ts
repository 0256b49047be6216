// The uploads phase of `npm run bench`: an administrator sends several large photos and a few
// decompression bombs at once to the product image upload, while the server's resident memory is
// sampled. The server must run with ADMIN_EMAIL = BENCH_ADMIN.email and mail written to files.
import sharp from "sharp";
import { readMailbox } from "../../tests/support/mailbox.ts";

export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "bench-clave-segura-2026" };

/** The largest sensible upload: a 48-megapixel photo (8000 × 6000), sent as PNG, which has no shrink-on-load. */
const PHOTO = { width: 8000, height: 6000 };
const PHOTOS_AT_ONCE = 4;
/** 16000 × 16000 pixels of one colour: under 1 MB as a PNG, 768 MB once decoded. */
const BOMB = { width: 16000, height: 16000 };
const BOMBS_AT_ONCE = 3;

export interface UploadsResult {
  photos: number;
  photoPixels: string;
  photoMegabytes: number;
  bombs: number;
  /** HTTP status → how many uploads got it (photos should get 200, bombs 400). */
  statuses: Record<string, number>;
  idleMb: number;
  peakMb: number;
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs up BENCH_ADMIN through the site's own forms, confirms the address from the written e-mail and signs in: the session cookie. */
async function signInAsAdmin(origin: string, dataDir: string): Promise<string> {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(origin + path, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const signUp = await post("/auth?modo=registro", { intent: "sign-up", ...BENCH_ADMIN });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const link = await waitFor("the verification e-mail", () =>
    readMailbox(dataDir)
      .find((mail) => mail.to.includes(BENCH_ADMIN.email))
      ?.links.find((href) => href.includes("verify-email")),
  );
  const verified = await fetch(origin + new URL(link).pathname + new URL(link).search, { redirect: "manual" });
  if (verified.status >= 400) throw new Error(`verification answered ${verified.status}`);
  const signIn = await post("/auth", { intent: "sign-in", ...BENCH_ADMIN });
  if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

export async function uploadsPhase(origin: string, dataDir: string, rssMb: () => number): Promise<UploadsResult> {
  const cookie = await signInAsAdmin(origin, dataDir);
  const photo = await sharp({ create: { ...PHOTO, channels: 3, background: "#6b8e23" } })
    .png()
    .toBuffer();
  const bomb = await sharp({ create: { ...BOMB, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();

  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
    const response = await fetch(`${origin}/admin/products/imagenes`, { method: "POST", headers: { origin, cookie }, body: form });
    await response.arrayBuffer();
    return response.status;
  };

  const idleMb = rssMb();
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 100);
  const statuses: Record<string, number> = {};
  try {
    const all = [
      ...Array.from({ length: PHOTOS_AT_ONCE }, (_, index) => upload(photo, `foto-${index}.png`)),
      ...Array.from({ length: BOMBS_AT_ONCE }, (_, index) => upload(bomb, `bomba-${index}.png`)),
    ];
    for (const status of await Promise.all(all)) statuses[status] = (statuses[status] ?? 0) + 1;
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, rssMb());
  return {
    photos: PHOTOS_AT_ONCE,
    photoPixels: `${PHOTO.width} × ${PHOTO.height}`,
    photoMegabytes: Math.round((photo.length / 1024 / 1024) * 10) / 10,
    bombs: BOMBS_AT_ONCE,
    statuses,
    idleMb,
    peakMb,
  };
}

export function uploadsSummary(result: UploadsResult): string {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  return (
    `Uploads: ${result.photos} photos of ${result.photoPixels} px (${result.photoMegabytes} MB PNG) and ${result.bombs} ` +
    `16000 × 16000 px bombs sent at once to the product image upload (${statuses}): ` +
    `${result.idleMb} MB RSS before, ${result.peakMb} MB peak.`
  );
}
