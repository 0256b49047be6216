// How the admin speaks of the second step of signing in (ADMIN_REQUIRE_2FA): one wording for the
// invitation e-mail, the invitation page and the enrolment page, so a colleague hears the same
// names everywhere.

/** Free apps that read the QR code of /admin/seguridad; any TOTP app works. */
export const authenticatorApps = "Google Authenticator, Microsoft Authenticator, Authy, 2FAS u otra";

/** Told to a colleague before their first sign-in, when the site asks for a code at every sign-in. */
export const authenticatorNeeded =
  `Para entrar vas a necesitar, además de la contraseña, una aplicación de autenticación en tu celular (${authenticatorApps}; son gratuitas). ` +
  "La primera vez que entres, el sitio te muestra un código QR para escanear con ella, y desde entonces te pide el código de 6 cifras que la aplicación muestra.";
