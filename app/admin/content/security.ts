// Words of /admin/seguridad (two-step verification of one's own account); its notices are in
// app/lib/notices.ts.

export const securityCopy = {
  /** Under the code field when the authenticator's code was refused. */
  codeRefused: "El código no es correcto.",
  title: "Seguridad",
  metaDescription: "Verificación en dos pasos de tu cuenta.",
  description: "Protegé tu cuenta con un segundo paso: un código de tu teléfono además de la contraseña.",
  /** The badge beside the title when it is off; when on, the colleagues page's badge (colleaguesCopy.badges.twoFactorOn). */
  badgeOff: "Dos pasos desactivada",
  newBackupCodes: "Tus nuevos códigos de respaldo",
  enrol: {
    scanHeading: "1. Escaneá el código con tu aplicación",
    scan: (apps: string) => `Usá una aplicación de autenticación (${apps}) y escaneá este código.`,
    qrLabel: "Código QR para agregar esta cuenta a tu aplicación de autenticación",
    cannotScan: "¿No podés escanearlo? Ingresá esta clave a mano:",
    backupCodesHeading: "2. Guardá tus códigos de respaldo",
    confirmHeading: "3. Confirmá con un código",
    code: "Código de 6 dígitos",
    verifying: "Verificando…",
    submit: "Activar verificación en dos pasos",
  },
  /** When it is on; the heading is the notice's title (securityNotices.twoFactorEnabled). */
  enabled: {
    intro: "Cada ingreso te pide el código de tu aplicación, o uno de tus códigos de respaldo.",
    newBackupCodes: "Generar códigos de respaldo nuevos",
    generating: "Generando…",
    disable: "Desactivar verificación en dos pasos",
    disabling: "Desactivando…",
  },
  disabled: {
    heading: "Activá la verificación en dos pasos",
    intro: "Vas a necesitar tu teléfono con una aplicación de autenticación. Para empezar, confirmá tu contraseña.",
    start: "Empezar",
    preparing: "Preparando…",
  },
  password: "Tu contraseña",
  backupCodes: {
    intro:
      "Cada uno sirve una sola vez para ingresar si no tenés el teléfono. Guardalos en un lugar seguro (impresos o en tu gestor de contraseñas): no los vamos a volver a mostrar.",
    label: "Códigos de respaldo",
  },
} as const;
