// Facts about the company, in one place so the owner changes each once. The spec gives only the
// chat number; name, phone, e-mail, address and profiles are working values until the owner confirms them.

export const site = {
  name: "Campo & Industria",
  legalName: "Campo & Industria S.A.S.",
  tagline:
    "Empresa dedicada a brindar soluciones integrales a través de nuestras marcas representadas, empresas líderes a nivel mundial.",
  yearsOfExperience: "más de 20 años",
  copyrightYear: 2024,
  phone: { display: "+598 2600 4172", e164: "+59826004172" },
  email: "info@campoindustria.com.uy",
  /** The company chat number shown to visitors (docs/requirements.md §7). */
  chat: { display: "+598 93 949 472", e164: "+59893949472" },
  address: {
    street: "Colonia 1280, oficina 502",
    postalCode: "11100",
    city: "Montevideo",
    country: "Uruguay",
    countryCode: "UY",
  },
  officeHours: "Lunes a viernes de 9:00 a 18:00",
  social: [
    { name: "Facebook", url: "https://www.facebook.com/campoindustriauy" },
    { name: "Instagram", url: "https://www.instagram.com/campoindustriauy" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/campoindustriauy" },
    { name: "YouTube", url: "https://www.youtube.com/@campoindustriauy" },
  ],
} as const;
