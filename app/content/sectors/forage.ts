import { brands } from "../brands";
import { illustrations } from "../images";
import { forageGroup } from "../navigation";
import { homeCrumb, type LinkCard, type SectorPage } from "./sector-page";

// Copy of the forage-conservation landing /embalaje-cultivo (docs/requirements.md §2 'Forage
// conservation').

/** One line per page of the 'Conservación de forrajes' navigation group, keyed by path. */
const forageLinkDescriptions: Record<string, string> = {
  "/redes-enfardar": "Redes para rotoenfardadora que cubren el fardo de borde a borde y lo mantienen firme hasta el consumo.",
  "/hilos-enfardar": "Hilos de polipropileno parejos y resistentes a los rayos UV para fardos prismáticos y redondos.",
  "/stretch-films": "Films para envolver fardos de silo con buena adherencia, sin entrada de aire ni de agua.",
  "/capas-ensilaje": "Capas y barreras de oxígeno para silos puente y de bolsa, que reducen las pérdidas de la capa superior.",
  "/inoculantes": "Bacterias lácticas liofilizadas que aceleran la fermentación y cuidan la estabilidad del silo abierto.",
  "/acelerador-biologico": "Un tratamiento biológico para acortar el secado del heno a campo y enfardar antes de la lluvia.",
  "/scio-cup": "SCIO CUP: análisis de materia seca y calidad del forraje en segundos, en el campo o en el mixer.",
  "/scio-nir": "SCIO NIR: espectrómetro de bolsillo para medir nutrientes de granos, forrajes y raciones.",
};

export const forageLinks: LinkCard[] = forageGroup.links.map((link) => ({
  title: link.label,
  body: forageLinkDescriptions[link.to] ?? "",
  to: link.to,
}));

export const forageLanding: SectorPage = {
  path: "/embalaje-cultivo",
  metaTitle: "Conservación de forrajes",
  description:
    "Redes, hilos, films, capas e inoculantes para conservar tus fardos y silos, con asesoramiento técnico y análisis SCIO en el campo.",
  breadcrumb: [homeCrumb, { label: "Conservación de forrajes" }],
  hero: {
    eyebrow: "Embalaje de cultivo",
    title: "Conservación de forrajes",
    lead: "Todo lo que necesitás para que el pasto y el maíz que cosechaste lleguen al invierno con su valor nutritivo: redes, hilos, films, capas para silo, inoculantes y herramientas para medir la calidad en el momento.",
    image: illustrations.sectorForage,
    imageAlt: "Fardos redondos envueltos en red y bolsas de silo en un campo recién cosechado",
    actions: [
      { kind: "contact", label: "Asesoramiento Técnico", topic: "Asesoramiento técnico en conservación de forrajes" },
      { kind: "link", label: "Ver productos", to: "#productos" },
    ],
  },
  blocks: [
    {
      kind: "features",
      id: "soluciones",
      eyebrow: "Cómo te acompañamos",
      title: "Soluciones",
      lead: "Un buen insumo rinde más cuando se usa bien. Por eso cada venta viene con el respaldo de técnicos que conocen el trabajo a campo.",
      items: [
        {
          title: "Asesoramiento técnico personalizado",
          body: "Visitamos tu establecimiento, vemos tu maquinaria y tu forraje, y te recomendamos la red, el film o el inoculante que corresponde a cada cultivo y momento de cosecha.",
          icon: "handshake",
        },
        {
          title: "Optimización de costos y rendimiento",
          body: "Calculamos con vos metros de red por fardo, capas de film por silo y dosis de inoculante, para que no gastes de más ni pierdas materia seca por quedarte corto.",
          icon: "trending-up",
        },
        {
          title: "Capacitación en técnicas de conservación",
          body: "Capacitamos a tu equipo en picado, compactación, tapado y extracción del silo, y en el enfardado de heno, para bajar las pérdidas de punta a punta.",
          icon: "graduation-cap",
        },
      ],
    },
    {
      kind: "links",
      id: "productos",
      eyebrow: "Productos",
      title: "Elegí lo que necesitás para tu cosecha",
      lead: "Del enfardado al ensilado, y del análisis del forraje a su conservación.",
      items: forageLinks,
    },
    {
      kind: "brands",
      id: "marcas",
      eyebrow: "Marcas representadas",
      title: "Marcas que representamos",
      lead: "Trabajamos con empresas líderes a nivel mundial, con productos probados en los campos de toda América Latina.",
      brands,
      copies: 3,
    },
    {
      kind: "cta",
      title: "¿Planificando la próxima cosecha?",
      body: "Contanos qué vas a conservar y cuántas hectáreas tenés: un especialista en forrajes te arma la propuesta.",
      actions: [
        { kind: "contact", label: "Contactar Especialista", topic: "Conservación de forrajes" },
        { kind: "contact", label: "Solicitar Cotización", topic: "Cotización de insumos para conservación de forrajes" },
      ],
    },
  ],
};
