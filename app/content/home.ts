import { siteCopy } from "./site";

// Copy of the home page's own sections (docs/requirements.md §2 'Home page'); the hero and sector
// tiles have theirs in sectors.ts and the hero component.

export const about = {
  eyebrow: "Quiénes somos",
  title: "Soluciones integrales para el campo y la industria",
  /** The office's city comes from the site's facts (useSite()). */
  paragraphs: (city: string) => [
    `Somos una empresa uruguaya con ${siteCopy.yearsOfExperience} de experiencia acompañando a productores, tamberos y plantas industriales. Desde nuestra oficina en ${city} atendemos a clientes de Uruguay y de toda América Latina.`,
    "Representamos marcas internacionales líderes en conservación de forrajes, higiene de tambo, tratamiento de agua y bioseguridad. No vendemos un producto suelto: estudiamos tu establecimiento, te recomendamos la solución que corresponde y te acompañamos después de la compra.",
  ],
  facts: [
    { value: "+20", label: "años en el campo y la industria" },
    { value: "7", label: "marcas internacionales representadas" },
    { value: "5", label: "sectores: forrajes, tambo, aves y cerdos, industria y comercio" },
    { value: "LATAM", label: "clientes en toda América Latina desde Montevideo" },
  ],
} as const;

export const commercial = {
  eyebrow: "Comercial",
  title: "Higiene para comercios, instituciones y hogares",
  lead: "Los mismos productos que cuidan un tambo o una planta de alimentos, en presentaciones pensadas para el día a día de un comercio, una escuela o tu casa.",
  lines: [
    {
      title: "Cloro orgánico",
      body: "Pastillas y granulados de cloro estabilizado para desinfectar superficies y tanques sin el olor ni la corrosión del hipoclorito.",
    },
    {
      title: "Desinfectantes de ambientes",
      body: "Nebulización y aerosoles para salas, vestuarios y depósitos, con fichas de seguridad y dosis claras.",
    },
    {
      title: "Agua potable",
      body: "Tabletas efervescentes para potabilizar el agua de tanques y aljibes, con kits para controlar el cloro residual.",
    },
  ],
  contactLabel: "Consultar por la línea comercial",
} as const;
