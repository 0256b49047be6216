// The company's facts as the site first shipped them: only the seed reads them, to fill the
// site_settings row of a new database (app/.server/site/site-settings.ts). At runtime the
// database is the one source; editors change these at /admin/ajustes. The spec gives only the
// chat number; name, phone, e-mail, address and profiles are working values until the owner confirms them.

/** What an editor types at /admin/ajustes, stored as it is. Empty URLs mean "none". */
export interface SiteFacts {
  name: string;
  legalName: string;
  phone: string;
  chat: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  mapUrl: string;
  officeHours: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  youtube: string;
}

export const siteDefaults: SiteFacts = {
  name: "Campo & Industria",
  legalName: "Campo & Industria S.A.S.",
  phone: "+598 2600 4172",
  /** The company chat number shown to visitors (docs/requirements.md §7). */
  chat: "+598 93 949 472",
  email: "info@campoindustria.com.uy",
  street: "Colonia 1280, oficina 502",
  postalCode: "11100",
  city: "Montevideo",
  country: "Uruguay",
  mapUrl: "",
  officeHours: "Lunes a viernes de 9:00 a 18:00",
  facebook: "https://www.facebook.com/campoindustriauy",
  instagram: "https://www.instagram.com/campoindustriauy",
  linkedin: "https://www.linkedin.com/company/campoindustriauy",
  youtube: "https://www.youtube.com/@campoindustriauy",
};

/** Copy about the company that is not an editable fact: it stays in code. */
export const siteCopy = {
  tagline: "Empresa dedicada a brindar soluciones integrales a través de nuestras marcas representadas, empresas líderes a nivel mundial.",
  yearsOfExperience: "más de 20 años",
  copyrightYear: 2024,
  countryCode: "UY",
} as const;
