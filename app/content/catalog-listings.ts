import type { PriceStyle } from "~/lib/price";
// Relative, not "~/": app/routes.ts reads this registry, and React Router loads the route table
// without the app's path alias.
import { BALING_NET_FIRST, SILAGE_COVER_FIRST } from "../lib/product-sort";
import type { ListingSlug } from "./listing-paths";
import type { Crumb } from "~/lib/structured-data";

// Copy of the database-driven category pages (docs/requirements.md §2 'Forage conservation', 'Pre
// and post dipping'). The products come from the category of the same slug; the rest of the page is
// here.

export interface CategoryListing {
  /** Category slug in the database, also the page path. */
  slug: string;
  path: string;
  /** The page's h1 and title. */
  title: string;
  eyebrow: string;
  lead: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** The sector landing the page belongs to. */
  parent: Crumb;
  /** Products whose name matches come first (docs/requirements.md §7). */
  firstPattern?: RegExp;
  priceStyle: PriceStyle;
  /**
   * docs/requirements.md §8: only the baling-net page tells the visitor when the list failed to
   * load.
   */
  toastOnError: boolean;
  /** 'Cómo elegir' advice under the grid. */
  adviceTitle: string;
  advice: { title: string; text: string }[];
}

const forage: Crumb = { label: "Conservación de forrajes", to: "/embalaje-cultivo" };
const dairy: Crumb = { label: "Tambo", to: "/tambo" };

export const LISTING_EMPTY_MESSAGE = "No hay productos disponibles en esta categoría.";
export const LISTING_LOADING_MESSAGE = "Cargando productos...";
export const categoryListings = {
  "redes-enfardar": {
    slug: "redes-enfardar",
    path: "/redes-enfardar",
    title: "Redes para enfardar",
    eyebrow: "Conservación de forrajes",
    lead: "Redes para rotoenfardadoras que cubren el fardo de borde a borde, mantienen la forma en el traslado y protegen el forraje de la lluvia y el viento hasta el momento de darlo.",
    description:
      "Redes para enfardar fardos redondos: cobertura de borde a borde, rollos de 2.000 a 4.000 m y asesoramiento para elegir la red de tu rotoenfardadora.",
    parent: forage,
    firstPattern: BALING_NET_FIRST,
    priceStyle: "fixed",
    toastOnError: true,
    adviceTitle: "Cómo elegir la red",
    advice: [
      {
        title: "Ancho según la cámara",
        text: "Elegí 1,23 m para la mayoría de las rotoenfardadoras y 1,30 m o más si querés cubrir los bordes del fardo (cobertura «edge to edge»).",
      },
      {
        title: "Metros por rollo",
        text: "Un rollo más largo significa menos paradas para cambiarlo en plena cosecha. Calculá entre 2,5 y 3 vueltas por fardo para heno seco.",
      },
      {
        title: "Resistencia y estiramiento",
        text: "Para fardos pesados de silo o de pasturas húmedas, buscá redes de mayor resistencia a la tracción: el fardo sale más firme y no se deforma en el acopio.",
      },
    ],
  },
  "hilos-enfardar": {
    slug: "hilos-enfardar",
    path: "/hilos-enfardar",
    title: "Hilos para enfardar",
    eyebrow: "Conservación de forrajes",
    lead: "Hilos de polipropileno para enfardadoras de fardos prismáticos chicos y grandes: nudos que no se zafan, resistencia pareja en todo el carretel y protección UV para el acopio a la intemperie.",
    description:
      "Hilos de polipropileno para enfardar: alta resistencia al nudo, protección UV y carreteles para fardos chicos y megafardos. Consultá por tu enfardadora.",
    parent: forage,
    priceStyle: "short",
    toastOnError: false,
    adviceTitle: "Cómo elegir el hilo",
    advice: [
      {
        title: "Metros por kilo",
        text: "Cuantos más metros por kilo, más liviano el hilo. Para fardos chicos de heno alcanza un hilo fino; para megafardos usá uno de mayor resistencia.",
      },
      {
        title: "Resistencia al nudo",
        text: "El nudo es el punto débil: elegí hilos con resistencia al nudo declarada para que la enfardadora trabaje sin cortes.",
      },
      {
        title: "Estabilización UV",
        text: "Si los fardos quedan a la intemperie, un hilo con protección UV mantiene su resistencia durante meses.",
      },
    ],
  },
  "stretch-films": {
    slug: "stretch-films",
    path: "/stretch-films",
    title: "Stretch films para silo",
    eyebrow: "Conservación de forrajes",
    lead: "Films estirables para encintar fardos de silo y heno húmedo: sellan el fardo sin aire, resisten la perforación y conservan el valor nutritivo del forraje durante todo el almacenamiento.",
    description:
      "Stretch films para silo de fardo: films de 25 micras en 5 capas, alta adherencia y protección UV para encintar fardos sin aire. Asesoramiento en Uruguay.",
    parent: forage,
    priceStyle: "short",
    toastOnError: false,
    adviceTitle: "Cómo encintar bien",
    advice: [
      {
        title: "Capas suficientes",
        text: "Aplicá al menos 4 capas (6 si el fardo va a estar más de seis meses o tiene tallos gruesos) para que el oxígeno no entre.",
      },
      {
        title: "Estiramiento correcto",
        text: "Regulá el preestirador al 70 % aproximadamente: menos estiramiento desperdicia film y más lo debilita.",
      },
      {
        title: "Color según el clima",
        text: "El film blanco refleja el sol y mantiene el fardo más fresco en verano; el verde o negro se integran al paisaje.",
      },
    ],
  },
  "capas-ensilaje": {
    slug: "capas-ensilaje",
    path: "/capas-ensilaje",
    title: "Capas para Ensilaje",
    eyebrow: "Conservación de forrajes",
    lead: "Films para tapar silos puente y silos bunker: barreras de oxígeno, lonas de protección y accesorios que reducen las pérdidas por la superficie y los bordes del silo.",
    description:
      "Capas para ensilaje: films barrera de oxígeno, lonas protectoras y bolsas de arena para tapar silos puente y bunker con menos pérdidas de materia seca.",
    parent: forage,
    firstPattern: SILAGE_COVER_FIRST,
    priceStyle: "short",
    toastOnError: false,
    adviceTitle: "Cómo tapar el silo",
    advice: [
      {
        title: "Barrera de oxígeno abajo",
        text: "Una película delgada que se adhiere al forraje frena el ingreso de aire en los primeros centímetros, donde se pierde más materia seca.",
      },
      { title: "Protección arriba", text: "Encima va una lona o film grueso que protege de los rayos UV, las aves y el granizo." },
      {
        title: "Peso en toda la superficie",
        text: "Bolsas de arena o grava cada metro y en los bordes mantienen el film pegado al silo sin romperlo.",
      },
    ],
  },
  "pre-post-dipping": {
    slug: "pre-post-dipping",
    path: "/pre-post-dipping",
    title: "Pre y post dipping",
    eyebrow: "Tambo",
    lead: "Productos para la higiene del pezón antes y después del ordeñe: desinfección rápida en el pre dipping y una película protectora en el post dipping que cuida la piel y previene la mastitis.",
    description:
      "Pre y post dipping para el tambo: desinfección del pezón antes del ordeñe, selladores con emolientes después y asesoramiento en calidad de leche.",
    parent: dairy,
    priceStyle: "short",
    toastOnError: false,
    adviceTitle: "Cómo usarlos",
    advice: [
      {
        title: "Pre dipping",
        text: "Aplicá el producto a cada pezón, dejá actuar 30 segundos y secá con toalla individual antes de colocar la unidad de ordeñe.",
      },
      {
        title: "Post dipping",
        text: "Sumergí al menos tres cuartos del pezón apenas se retira la unidad: el canal sigue abierto y es cuando más protección necesita.",
      },
      {
        title: "Piel sana",
        text: "Los emolientes como la glicerina o la lanolina evitan grietas, que son refugio de bacterias. Controlá la piel del pezón cada semana.",
      },
    ],
  },
} satisfies Record<ListingSlug, CategoryListing & { slug: ListingSlug; path: `/${ListingSlug}` }>;

export type { ListingSlug };

/** The listing served at a path, read by the route table (one route each) and the page template. */
export function categoryListingForPath(path: string): CategoryListing | undefined {
  return Object.values(categoryListings).find((listing) => listing.path === path);
}
