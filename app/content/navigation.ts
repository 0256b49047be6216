// The site navigation of docs/requirements.md §2, read by the header, the mobile menu, the footer
// and the tests.

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  /** The group title links to its landing page. */
  to: string;
  links: NavLink[];
}

export type NavItem = ({ kind: "link" } & NavLink) | ({ kind: "group" } & NavGroup);

export const forageGroup: NavGroup = {
  label: "Conservación de forrajes",
  to: "/embalaje-cultivo",
  links: [
    { label: "Redes para enfardar", to: "/redes-enfardar" },
    { label: "Hilos para enfardar", to: "/hilos-enfardar" },
    { label: "Stretch films", to: "/stretch-films" },
    { label: "Capas para ensilaje", to: "/capas-ensilaje" },
    { label: "Inoculantes", to: "/inoculantes" },
    { label: "Acelerador biológico", to: "/acelerador-biologico" },
    { label: "SCIO CUP", to: "/scio-cup" },
    { label: "SCIO NIR", to: "/scio-nir" },
  ],
};

export const dairyGroup: NavGroup = {
  label: "Tambo",
  to: "/tambo",
  links: [
    { label: "Pre y post dipping", to: "/pre-post-dipping" },
    { label: "Higiene y desinfección", to: "/higiene-desinfeccion" },
    { label: "Monitoreo de agua", to: "/monitoreo-agua" },
    { label: "AMBIC", to: "/ambic" },
    { label: "Scrubber", to: "/scrubber" },
  ],
};

export const industryGroup: NavGroup = {
  label: "Industria",
  to: "/industria",
  links: [
    { label: "Industria frigorífica", to: "/industria-frigorifica" },
    { label: "Industria láctea", to: "/industria-lactea" },
    { label: "Biofilm", to: "/biofilm" },
    { label: "Tratamiento y monitoreo de agua", to: "/tratamiento-monitoreo-agua" },
    { label: "Redes de paletizado", to: "/redes-paletizado" },
  ],
};

export const navGroups: NavGroup[] = [forageGroup, dairyGroup, industryGroup];

/** Header order: the plain links with the three groups placed by sector. */
export const mainNavigation: NavItem[] = [
  { kind: "link", label: "Inicio", to: "/" },
  { kind: "group", ...forageGroup },
  { kind: "group", ...dairyGroup },
  { kind: "link", label: "Aves y Cerdos", to: "/aves-cerdos" },
  { kind: "group", ...industryGroup },
  { kind: "link", label: "SCIO NIR", to: "/scio-nir" },
  { kind: "link", label: "AMBIC", to: "/ambic" },
  { kind: "link", label: "Noticias", to: "/noticias" },
  { kind: "link", label: "Contacto", to: "/contacto" },
];

/**
 * docs/requirements.md §2 'Footer links', in that order. Anchors point at sections of the home
 * page.
 */
export const footerLinks: NavLink[] = [
  { label: "Inicio", to: "/#inicio" },
  { label: "Industria", to: "/#industria" },
  { label: "Comercial", to: "/#comercial" },
  { label: "Acceso", to: "/auth" },
  { label: "Contacto", to: "/#contacto" },
  { label: "Conservación de forrajes", to: "/embalaje-cultivo" },
  { label: "Formulario de contacto", to: "/contacto" },
];
