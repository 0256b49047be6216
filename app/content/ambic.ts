import type { Crumb } from "~/lib/structured-data";

// Copy of the AMBIC page (docs/requirements.md §2 'Dairy (tambo)': AMBIC page). The figures are the
// required ones.

export const ambicCrumbs: Crumb[] = [{ label: "Inicio", to: "/" }, { label: "Tambo", to: "/tambo" }, { label: "AMBIC" }];

/** The brand's product catalogue; working address until the owner confirms the current edition. */
export const ambicCatalogueUrl = "https://www.ambic.co.uk/catalogo-ambic.pdf";

export const ambicPage = {
  title: "AMBIC",
  metaDescription:
    "AMBIC: equipos y productos para la salud de la ubre y la higiene del ordeñe, fabricados con ISO 9001 e ISO 14001 desde 1978. Consultá a nuestros especialistas.",
  eyebrow: "Marca representada · Tambo",
  heroTitle: "AMBIC: salud de ubre e higiene del ordeñe",
  heroLead:
    "Desde 1978 AMBIC diseña y fabrica en el Reino Unido equipos y productos para el pre y post dipping, el control de mastitis y la higiene de la sala de ordeñe. Te acercamos toda la línea con asesoramiento en tu tambo.",
  catalogueLabel: "Ver catálogo AMBIC (PDF)",
  story: {
    title: "Una marca pensada para el tambo",
    paragraphs: [
      "AMBIC nació en 1978 con una idea simple: que cada vaca se ordeñe con los pezones limpios y desinfectados, y que esa rutina sea rápida y repetible para el operario. Más de 45 años después, sus aplicadores de dipping, espumadores y sistemas de control de mastitis se usan en tambos de todo el mundo.",
      "Cada equipo se desarrolla junto a productores y veterinarios, y se fabrica para aguantar el trabajo diario de la sala: materiales resistentes a los químicos de limpieza, repuestos disponibles y un diseño que se limpia fácil.",
      "Nosotros representamos la marca en la región: te ayudamos a elegir los equipos y productos según el tamaño de tu rodeo y tu rutina de ordeñe, y te acompañamos con la puesta en marcha.",
    ],
  },
  figures: [
    { value: "1978", label: "año de fundación" },
    { value: "+45", label: "años de experiencia" },
    { value: "+60", label: "países con clientes" },
    { value: "80%", label: "de la producción se exporta" },
  ],
  certifications: {
    title: "Calidad y ambiente certificados",
    lead: "Los procesos de AMBIC están certificados con normas internacionales, auditadas de forma independiente.",
    items: [
      {
        name: "ISO 9001:2015",
        description: "Gestión de la calidad: cada equipo se fabrica y controla con los mismos procedimientos, lote tras lote.",
      },
      { name: "ISO 14001:2015", description: "Gestión ambiental: la fábrica mide y reduce su impacto en materiales, energía y residuos." },
    ],
  },
  productsTitle: "Productos AMBIC destacados",
  form: {
    title: "Consultá por productos AMBIC",
    lead: "Contanos qué necesitás para tu tambo y te respondemos con precios y disponibilidad.",
    submit: "Enviar consulta",
  },
};
