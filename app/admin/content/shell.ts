// Words of the admin frame (app/admin/components/admin-shell.tsx): the top bar and the section
// navigation.

import { genericErrorNotice } from "~/lib/notices";

/** The admin sections, in navigation order. */
export const adminSections = [
  { label: "Artículos", to: "/admin/articles" },
  { label: "Productos", to: "/admin/products" },
  { label: "Categorías", to: "/admin/categorias" },
  { label: "Listados estáticos", to: "/admin/listados" },
  { label: "Medios", to: "/admin/medios" },
  { label: "Papelera", to: "/admin/papelera" },
  { label: "Consultas", to: "/admin/messages" },
  { label: "Estadísticas", to: "/admin/analytics" },
  { label: "Búsquedas", to: "/admin/busquedas" },
  { label: "Redirecciones", to: "/admin/redirecciones" },
  { label: "Páginas no encontradas", to: "/admin/paginas-no-encontradas" },
  { label: "Usuarios", to: "/admin/usuarios" },
  { label: "Seguridad", to: "/admin/seguridad" },
  { label: "Ajustes", to: "/admin/ajustes" },
  { label: "Actividad", to: "/admin/actividad" },
] as const;

export const adminShellCopy = {
  area: "Administración",
  viewSite: "Ver el sitio",
  signedInAs: "Sesión iniciada como ",
  signOut: "Salir",
  signOutEverywhere: "Cerrar sesión en todos los dispositivos",
  navigation: "Secciones de administración",
  menu: "Menú",
  /** Above every page while ADMIN_REQUIRE_2FA asks this account to enrol first. */
  mustEnrol: "Para usar el área de administración, activá primero la verificación en dos pasos.",
  /** The admin's error page (app/admin/layout.tsx ErrorBoundary). */
  error: {
    restricted: "Acceso restringido",
    failed: genericErrorNotice.description,
    signedOut: "Tu sesión terminó. Ingresá de nuevo para continuar.",
    forbidden: "Tu cuenta no tiene permiso para hacer esto.",
    unexpected: "Ocurrió un error al mostrar esta página. Probá de nuevo en unos minutos.",
    backToAdmin: "Volver a la administración",
    signIn: "Ir a ingresar",
  },
} as const;
