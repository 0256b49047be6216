// Words of /admin/usuarios (the colleagues who use the admin area), for staff who are not technical.

export const colleaguesCopy = {
  title: "Usuarios",
  metaDescription: "Cuentas, roles y sesiones abiertas.",
  description: "Las personas que usan la administración, su rol y sus sesiones abiertas. Cerrá las que no reconozcas.",
  invite: {
    heading: "Invitar a un colega",
    intro: (days: number) => `Le llega un correo con un enlace para elegir su contraseña. El enlace vence en ${days} días.`,
    email: "Correo electrónico",
    role: "Rol",
    submit: "Enviar invitación",
    sending: "Enviando…",
    roleHint:
      "Editor: productos, artículos, consultas, categorías y listados. Administrador: además, usuarios, ajustes del sitio y estadísticas.",
  },
  role: {
    label: (email: string) => `Rol de ${email}`,
    ownAccount: "Es tu cuenta: otra persona administradora puede cambiar su rol.",
    siteAddress: "Es la dirección principal del sitio: siempre es administradora.",
    noAccess: "Sin acceso",
    submit: "Cambiar rol",
    saving: "Guardando…",
  },
  remove: {
    button: "Quitar",
    question: (email: string) => `¿Quitar la cuenta de ${email}?`,
    consequence:
      "Va a dejar de poder entrar enseguida, en todos sus dispositivos. Lo que cargó (productos, artículos, notas) queda en el sitio.",
    confirm: "Sí, quitar la cuenta",
    removing: "Quitando…",
    cancel: "Cancelar",
  },
  resend: { button: "Reenviar invitación", sending: "Enviando…" },
  badges: {
    invitationPending: "Invitación pendiente",
    emailConfirmed: "Correo confirmado",
    emailUnconfirmed: "Correo sin confirmar",
    twoFactorOn: "Dos pasos activada",
    twoFactorOff: "Sin dos pasos",
    suspended: "Suspendida",
  },
  createdAt: (date: string) => `Cuenta creada el ${date}`,
  sessions: {
    none: "Sin sesiones abiertas.",
    caption: (email: string) => `Sesiones abiertas de ${email}`,
    device: "Dispositivo",
    address: "Dirección IP",
    started: "Inicio",
    lastActive: "Última actividad",
    actions: "Acciones",
    current: "(esta sesión)",
    end: "Cerrar",
    /** After "Cerrar", for screen readers: which session. */
    endWhich: (device: string, email: string) => ` la sesión de ${device} de ${email}`,
    endAll: "Cerrar todas sus sesiones",
    ending: "Cerrando…",
  },
  /** How a session's device is named: "Chrome en Windows". */
  device: {
    unknown: "Desconocido",
    otherBrowser: "Otro navegador",
    otherSystem: "otro sistema",
    on: (browser: string, system: string) => `${browser} en ${system}`,
  },
  removedAccount: "Cuenta que ya no existe",
  /** Why a change was refused, shown in the page's notice (and beside the address of a refused invitation). */
  refusals: {
    "own-account":
      "No podés quitar tu propia cuenta ni cambiar tu propio rol: así nadie se queda afuera por error. Pedíselo a otra persona administradora.",
    "admin-email":
      "Esta cuenta es la dirección principal del sitio (la que se configuró al instalarlo) y siempre es administradora: no se puede quitar ni cambiar de rol.",
    "last-admin":
      "Es la única cuenta administradora: sin ella nadie podría invitar colegas ni cambiar los ajustes. Primero hacé administradora a otra persona.",
    "not-found": "Esa cuenta ya no existe: puede que otra persona la haya quitado recién.",
    "already-exists": "Ya hay una cuenta con ese correo. Si es de un colega, cambiale el rol en la lista de abajo.",
  },
  /** The activity log's detail of a change to a colleague's account. */
  activity: {
    invitationResent: "Invitación reenviada",
    allSessions: "Todas sus sesiones",
    roleNow: (role: string) => `Ahora es ${role}`,
  },
} as const;
