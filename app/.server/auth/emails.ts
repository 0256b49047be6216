import { siteDefaults as site } from "~/content/site";
import { authenticatorNeeded } from "~/content/two-factor";
import type { MailMessage } from "../mail";

// The Spanish texts of every account e-mail. Each message has a plain-text part (what many rural
// mail clients show) and a minimal HTML part with the same words and one button.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function compose(to: string, subject: string, paragraphs: string[], action: { label: string; url: string }, footnote: string): MailMessage {
  const text = [
    "Hola:",
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${action.label}: ${action.url}`,
    "",
    footnote,
    "",
    `${site.name}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<p>Hola:</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f6136;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px">Si el botón no funciona, copiá y pegá esta dirección en tu navegador:<br>${escapeHtml(action.url)}</p>
<p style="font-size:14px;color:#57534e">${escapeHtml(footnote)}</p>
<p>${escapeHtml(site.name)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, url: string): MailMessage {
  return compose(
    to,
    `Confirmá tu correo en ${site.name}`,
    [
      `Recibimos un pedido para crear una cuenta en ${site.name} con esta dirección.`,
      "Para confirmarla, abrí el enlace. Vence en una hora.",
    ],
    { label: "Confirmar mi correo", url },
    "Si no creaste esta cuenta, ignorá este mensaje: sin la confirmación no se puede ingresar.",
  );
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return compose(
    to,
    `Creá una nueva contraseña para ${site.name}`,
    [
      "Recibimos un pedido para cambiar la contraseña de tu cuenta.",
      "Para elegir una nueva, abrí el enlace. Vence en una hora y sirve una sola vez.",
    ],
    { label: "Crear una nueva contraseña", url },
    "Si no lo pediste, ignorá este mensaje: tu contraseña actual sigue funcionando.",
  );
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountEmail(to: string, url: string): MailMessage {
  return compose(
    to,
    `Ya tenés una cuenta en ${site.name}`,
    [
      "Alguien intentó crear una cuenta nueva con esta dirección, pero ya tenés una.",
      "Si fuiste vos y no recordás la contraseña, podés crear una nueva desde el enlace.",
    ],
    { label: "Recuperar mi contraseña", url },
    "Si no fuiste vos, ignorá este mensaje: tu cuenta no cambió.",
  );
}

/**
 * A colleague's invitation to the admin area. The link is a password-reset link (./invitations.ts)
 * that lasts longer than one asked for by its owner, since the colleague may read it days later.
 */
export function invitationEmail(to: string, url: string, roleLabel: string, days: number, twoFactorRequired: boolean): MailMessage {
  return compose(
    to,
    `Te invitaron a la administración de ${site.name}`,
    [
      `Te dieron una cuenta en la administración del sitio de ${site.name}, con el rol «${roleLabel}».`,
      `Para empezar, abrí el enlace y elegí tu contraseña. Vence en ${days} días y sirve una sola vez; si vence, pedí otra invitación a quien te invitó.`,
      ...(twoFactorRequired ? [authenticatorNeeded] : []),
    ],
    { label: "Elegir mi contraseña", url },
    "Si no esperabas esta invitación, ignorá este mensaje: sin elegir una contraseña nadie puede entrar con esta cuenta.",
  );
}

/**
 * Sent once when wrong passwords from many places guard the account (./account-lockout.ts): the
 * link unlocks signing in on the browser that opens it, once, for a day.
 */
export function signInAlertEmail(to: string, url: string): MailMessage {
  return compose(
    to,
    `Muchos intentos fallidos de ingresar a tu cuenta en ${site.name}`,
    [
      "Alguien probó muchas contraseñas equivocadas para entrar con esta dirección. Por seguridad, pausamos el ingreso con tu correo desde equipos y conexiones nuevas; desde donde ya ingresaste antes podés seguir entrando como siempre.",
      "Si no podés entrar, abrí el enlace en el navegador donde trabajás y tocá «Desbloquear el ingreso»: ese navegador vuelve a aceptar tu contraseña. Sirve una sola vez y vence en 24 horas.",
      "Si no fuiste vos quien se equivocó, cambiá tu contraseña en cuanto entres (o con «¿Olvidaste tu contraseña?»): una contraseña nueva levanta también la pausa.",
    ],
    { label: "Desbloquear el ingreso", url },
    "Si fuiste vos y ya pudiste entrar, ignorá este mensaje.",
  );
}
