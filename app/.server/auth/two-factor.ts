// The enrolment screen's material: the QR code (an SVG drawn on the server, so the page needs no
// script) and the same secret as text for typing into the app by hand.

export interface Enrolment {
  totpURI: string;
  qrSvg: string;
  manualKey: string;
}

export function isTotpUri(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("otpauth://totp/")) return false;
  try {
    return Boolean(new URL(value).searchParams.get("secret"));
  } catch {
    return false;
  }
}

export async function describeEnrolment(totpURI: string): Promise<Enrolment> {
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(totpURI, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
    color: { dark: "#1c1917", light: "#ffffff" },
  });
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return { totpURI, qrSvg, manualKey: secret.replace(/(.{4})/g, "$1 ").trim() };
}
