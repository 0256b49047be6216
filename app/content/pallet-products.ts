import { type Illustration, illustrations } from "./images";

// The static pallet-wrapping product pages of docs/requirements.md §2 'Pallet wrapping'
// (/productos/{id}), the net line page (/productos/netfilm) and each product's printable technical
// sheet are all generated from this one list, so a figure (docs/requirements.md §9) is written once
// and shown the same everywhere.

export const palletProductIds = [
  "netfilm-detalle",
  "innovent",
  "flexnet-pro",
  "flexnet-classic",
  "flexnet-xspan",
  "elastinet-classic",
  "elastinet-pro",
  "elastinet-xspan",
] as const;

export type PalletProductId = (typeof palletProductIds)[number];

/** The six nets of the net line page, in the order of docs/requirements.md §2. */
export const netLineIds = [
  "flexnet-pro",
  "elastinet-pro",
  "flexnet-classic",
  "elastinet-classic",
  "flexnet-xspan",
  "elastinet-xspan",
] as const satisfies readonly PalletProductId[];

export const netLinePath = "/productos/netfilm";
export const netLineTitle = "Productos NetFilm";
export const palletSolutionsPath = "/redes-paletizado";

/**
 * Where a product page's back button goes (docs/requirements.md §2): a fixed page, or the previous
 * page with a fallback for a visitor who arrived directly (no history to go back to).
 */
export type BackLink = { kind: "fixed"; to: string; label: string } | { kind: "history"; fallback: string; label: string };

const backToNetLine: BackLink = { kind: "fixed", to: netLinePath, label: "Volver a Productos NetFilm" };
const backToPrevious: BackLink = { kind: "history", fallback: netLinePath, label: "Volver" };

export interface KeyFigure {
  value: string;
  label: string;
}

export interface SpecRow {
  label: string;
  value: string;
}

export interface PalletProduct {
  id: PalletProductId;
  name: string;
  /** Product family, shown above the name and used as the schema.org category. */
  family: string;
  /** One line for cards (net line page, pallet solutions page). */
  summary: string;
  /** Meta description, 50–160 characters. */
  description: string;
  lead: string;
  image: Illustration;
  imageAlt: string;
  /** The marketing figures of docs/requirements.md §9 for this product. */
  keyFigures: readonly KeyFigure[];
  features: readonly { title: string; body: string }[];
  specs: readonly SpecRow[];
  applications: readonly string[];
  /** The closing block: sustainability or why choose this product. */
  closing: { title: string; items: readonly string[] };
  back: BackLink;
  /** InnoVent also offers 'Solicitar Información' to the contact page. */
  requestInformation?: boolean;
  /** The X-SPAN nets carry the NDicator stretch indicator and link to its site. */
  ndicator?: boolean;
}

/** The maker's track record (docs/requirements.md §9), shared by every product of the line. */
export const makerFigures: readonly KeyFigure[] = [
  { value: "Más de 25 años", label: "fabricando soluciones de envoltura" },
  { value: "Más de 120 países", label: "con clientes que usan sus productos" },
];

const makerClosingItems = [
  "Fabricante con más de 25 años de trayectoria y clientes en más de 120 países.",
  "Asesoramiento técnico local desde Montevideo para elegir la medida y ajustar tu envolvedora.",
];

const netImage = {
  image: illustrations.palletNet,
  imageAlt: "Pallet con cajas envuelto en una red elástica de malla abierta",
} as const;

export const palletProducts: Record<PalletProductId, PalletProduct> = {
  "netfilm-detalle": {
    id: "netfilm-detalle",
    name: "NetFilm",
    family: "Stretch film ventilado",
    summary: "Film estirable con ventilación que sujeta la carga y deja respirar frutas, verduras y productos calientes.",
    description:
      "NetFilm: stretch film ventilado para pallets de frutas, verduras y productos que necesitan respirar. Sujeción firme sin condensación.",
    lead: "Un film estirable con aberturas que sujeta el pallet como un film común pero deja circular el aire: menos condensación, enfriamiento más rápido y mercadería que llega sana.",
    image: illustrations.palletFilm,
    imageAlt: "Pallet con cajas de fruta envuelto en film estirable con perforaciones de ventilación",
    keyFigures: makerFigures,
    features: [
      {
        title: "Ventilación en toda la carga",
        body: "Las aberturas del film dejan pasar el aire frío de la cámara hasta el centro del pallet.",
      },
      { title: "Sujeción de film", body: "Mantiene unidas las cajas en el transporte con la estabilidad de un stretch film tradicional." },
      { title: "Menos condensación", body: "Evita la humedad atrapada que ablanda el cartón y favorece hongos en fruta y verdura." },
      {
        title: "Compatible con tu envolvedora",
        body: "Se aplica a mano o con envolvedoras automáticas y semiautomáticas sin cambiar el equipo.",
      },
    ],
    specs: [
      { label: "Tipo", value: "Stretch film ventilado" },
      { label: "Aplicación", value: "Manual o con envolvedora automática y semiautomática" },
      { label: "Ventilación", value: "Aberturas distribuidas en todo el ancho del film" },
      { label: "Elongación", value: "Según la medida elegida; consultá la ficha de cada rollo" },
      { label: "Presentación", value: "Rollos en distintos anchos y largos" },
    ],
    applications: [
      "Frutas y verduras frescas en cámara y en transporte refrigerado",
      "Productos que salen calientes de la línea, como panificados o lácteos",
      "Huevos, flores y plantas que necesitan intercambio de aire",
      "Cargas que pasan por túneles de preenfriado",
    ],
    closing: {
      title: "Por qué elegir NetFilm",
      items: ["Enfriamiento más parejo del pallet en la cámara.", "Cartón seco y cajas firmes hasta el destino.", ...makerClosingItems],
    },
    back: backToPrevious,
  },
  innovent: {
    id: "innovent",
    name: "InnoVent",
    family: "Film ultra ventilado",
    summary: "Film ultra ventilado que usa hasta 30% menos material, probado durante 3 años en más de 1000 cargas.",
    description:
      "InnoVent, film ultra ventilado para pallets: hasta 30% menos material, 3 años de pruebas y más de 1000 cargas. Consultá la medida para tu planta.",
    lead: "La evolución del film ventilado: más superficie abierta para que la carga respire y hasta un 30% menos de material por pallet, con la sujeción que tu cadena logística necesita.",
    image: illustrations.palletFilm,
    imageAlt: "Pallet con cajas envuelto en film ultra ventilado de aberturas amplias",
    keyFigures: [
      { value: "Hasta 30%", label: "menos material por pallet" },
      { value: "3 años", label: "de pruebas en condiciones reales" },
      { value: "Más de 1000", label: "cargas probadas" },
      ...makerFigures,
    ],
    features: [
      { title: "Ultra ventilado", body: "Aberturas amplias que aceleran el preenfriado y evitan la condensación dentro del pallet." },
      { title: "Menos material", body: "Hasta un 30% menos de plástico por pallet que un film ventilado convencional." },
      { title: "Probado en serio", body: "3 años de ensayos y más de 1000 cargas transportadas antes de llegar al mercado." },
      { title: "Carga estable", body: "Sujeta las cajas en frío y en ruta sin deformar el cartón." },
    ],
    specs: [
      { label: "Tipo", value: "Film estirable ultra ventilado" },
      { label: "Ahorro de material", value: "Hasta 30% menos que un film ventilado convencional" },
      { label: "Validación", value: "3 años de pruebas, más de 1000 cargas" },
      { label: "Aplicación", value: "Envolvedoras automáticas y semiautomáticas" },
      { label: "Usos típicos", value: "Cadena de frío de frutas, verduras y alimentos frescos" },
    ],
    applications: [
      "Empaques de fruta de exportación con preenfriado",
      "Verduras de hoja y hortalizas en cámara",
      "Alimentos frescos que viajan en contenedor refrigerado",
      "Plantas que quieren reducir plástico sin perder estabilidad",
    ],
    closing: {
      title: "Sustentabilidad",
      items: [
        "Hasta 30% menos plástico por pallet: menos residuo para vos y para tu cliente.",
        "Menos rollos que comprar, almacenar y cambiar en la envolvedora.",
        "Mercadería que llega en mejor estado: menos descarte en destino.",
        ...makerClosingItems,
      ],
    },
    back: { kind: "fixed", to: palletSolutionsPath, label: "Volver a Soluciones de Paletizado" },
    requestInformation: true,
  },
  "flexnet-pro": {
    id: "flexnet-pro",
    name: "FlexNet Pro",
    family: "Red de paletizado FlexNet",
    summary: "Red de paletizado de alto rendimiento con 33% de elongación para cargas ventiladas y estables.",
    description:
      "FlexNet Pro: red de paletizado con 33% de elongación, sujeción firme y ventilación total del pallet. Pedí tu cotización y la ficha técnica.",
    lead: "La red de la línea FlexNet para los que envuelven muchos pallets por día: 33% de elongación, sujeción firme y aire que circula por toda la carga.",
    ...netImage,
    keyFigures: [{ value: "33%", label: "de elongación" }, ...makerFigures],
    features: [
      { title: "33% de elongación", body: "Se estira lo justo para ajustar la carga sin cortarse en las esquinas." },
      { title: "Ventilación total", body: "La malla abierta deja pasar el aire frío y evita la condensación." },
      { title: "Rinde más por rollo", body: "Más pallets por rollo y menos cambios en la envolvedora." },
      { title: "Menos plástico", body: "Una red pesa bastante menos que el film que reemplaza." },
    ],
    specs: [
      { label: "Tipo", value: "Red elástica de paletizado" },
      { label: "Elongación", value: "33%" },
      { label: "Ventilación", value: "Malla abierta en todo el ancho" },
      { label: "Aplicación", value: "Envolvedoras automáticas y semiautomáticas" },
      { label: "Línea", value: "FlexNet" },
    ],
    applications: [
      "Frutas y verduras en cámara y transporte refrigerado",
      "Cajas de cartón de alto volumen en centros de distribución",
      "Productos que salen calientes de la línea",
    ],
    closing: {
      title: "Por qué elegir FlexNet Pro",
      items: ["El mayor rendimiento de la línea FlexNet para plantas de alto volumen.", ...makerClosingItems],
    },
    back: backToNetLine,
  },
  "flexnet-classic": {
    id: "flexnet-classic",
    name: "FlexNet Classic",
    family: "Red de paletizado FlexNet",
    summary: "La red FlexNet de uso general: al menos 30% de elongación y ventilación para cualquier pallet.",
    description:
      "FlexNet Classic: red de paletizado con al menos 30% de elongación, ventilación y sujeción confiable para tu operación diaria. Cotizá ahora.",
    lead: "La red de todos los días: al menos 30% de elongación, malla abierta y una sujeción pareja que mantiene el pallet armado desde la planta hasta el cliente.",
    ...netImage,
    keyFigures: [{ value: "Al menos 30%", label: "de elongación" }, ...makerFigures],
    features: [
      { title: "Al menos 30% de elongación", body: "Ajusta la carga con firmeza y absorbe los golpes del transporte." },
      { title: "Malla ventilada", body: "El aire circula entre las cajas y la mercadería no transpira." },
      { title: "Fácil de aplicar", body: "Funciona en envolvedoras automáticas, semiautomáticas y a mano." },
      { title: "Costo controlado", body: "Menos material por pallet que un film estirable convencional." },
    ],
    specs: [
      { label: "Tipo", value: "Red elástica de paletizado" },
      { label: "Elongación", value: "Al menos 30%" },
      { label: "Ventilación", value: "Malla abierta en todo el ancho" },
      { label: "Aplicación", value: "Manual, semiautomática o automática" },
      { label: "Línea", value: "FlexNet" },
    ],
    applications: [
      "Empaques de fruta y hortalizas",
      "Bolsas y cajas en depósitos y centros de distribución",
      "Cargas mixtas que necesitan ventilación",
    ],
    closing: {
      title: "Por qué elegir FlexNet Classic",
      items: ["Una red versátil para la operación diaria, con el respaldo de la línea FlexNet.", ...makerClosingItems],
    },
    back: backToNetLine,
  },
  "flexnet-xspan": {
    id: "flexnet-xspan",
    name: "FlexNet X-SPAN NDicator",
    family: "Red de paletizado FlexNet",
    summary: "Red de 50% de elongación con indicador NDicator que muestra si la red quedó bien estirada.",
    description:
      "FlexNet X-SPAN NDicator: red de paletizado con 50% de elongación e indicador visual de estiramiento NDicator. Menos red por pallet.",
    lead: "La red que más rinde de la línea FlexNet: 50% de elongación y el indicador NDicator impreso en la red, que te muestra a simple vista si la envolvedora está bien ajustada.",
    ...netImage,
    keyFigures: [{ value: "50%", label: "de elongación" }, ...makerFigures],
    features: [
      { title: "50% de elongación", body: "Cada metro de red cubre más pallet: menos material y menos cambios de rollo." },
      {
        title: "Indicador NDicator",
        body: "Las marcas de la red cambian al llegar al estiramiento correcto: el operario lo ve sin medir.",
      },
      { title: "Ventilación total", body: "Malla abierta que deja respirar la carga en cámara y en ruta." },
      { title: "Ajuste sin adivinar", body: "Detectás enseguida una envolvedora que estira de más o de menos." },
    ],
    specs: [
      { label: "Tipo", value: "Red elástica de paletizado con indicador de estiramiento" },
      { label: "Elongación", value: "50%" },
      { label: "Indicador", value: "NDicator, visible en la red aplicada" },
      { label: "Aplicación", value: "Envolvedoras automáticas y semiautomáticas" },
      { label: "Línea", value: "FlexNet X-SPAN" },
    ],
    applications: [
      "Plantas de alto volumen que quieren bajar el consumo de red",
      "Frutas, verduras y productos en cadena de frío",
      "Operaciones con varios turnos y operarios, donde el ajuste varía",
    ],
    closing: {
      title: "Sustentabilidad",
      items: [
        "Con 50% de elongación usás menos red por pallet.",
        "El indicador NDicator evita el desperdicio por estirar de menos.",
        ...makerClosingItems,
      ],
    },
    back: backToNetLine,
    ndicator: true,
  },
  "elastinet-classic": {
    id: "elastinet-classic",
    name: "ElastiNet Classic",
    family: "Red de paletizado ElastiNet",
    summary: "Red elástica que vuelve sobre la carga y la mantiene apretada aunque las cajas se asienten.",
    description:
      "ElastiNet Classic: red elástica de paletizado que acompaña la carga, la mantiene firme y ventilada. Ideal para cajas que se asientan en ruta.",
    lead: "Una red que trabaja como un elástico: después de aplicada sigue abrazando la carga, aunque las cajas se asienten o el pallet pierda volumen en el viaje.",
    ...netImage,
    keyFigures: makerFigures,
    features: [
      { title: "Memoria elástica", body: "La red recupera su forma y sigue sujetando cuando la carga se acomoda." },
      { title: "Ventilación", body: "Malla abierta para que la mercadería fresca no transpire." },
      { title: "Aplicación simple", body: "Se usa a mano o con envolvedora, sin ajustes especiales." },
      { title: "Carga protegida", body: "Sujeta sin cortar el cartón ni marcar las bolsas." },
    ],
    specs: [
      { label: "Tipo", value: "Red elástica de paletizado" },
      { label: "Comportamiento", value: "Elástico: recupera su forma y mantiene la tensión" },
      { label: "Ventilación", value: "Malla abierta en todo el ancho" },
      { label: "Aplicación", value: "Manual, semiautomática o automática" },
      { label: "Línea", value: "ElastiNet" },
    ],
    applications: [
      "Bolsas de papa, cebolla y granos que se asientan en el viaje",
      "Cajas de fruta y verdura",
      "Cargas irregulares o de altura variable",
    ],
    closing: {
      title: "Por qué elegir ElastiNet Classic",
      items: ["Sujeción que se mantiene hasta destino, aunque la carga cambie.", ...makerClosingItems],
    },
    back: backToNetLine,
  },
  "elastinet-pro": {
    id: "elastinet-pro",
    name: "ElastiNet Pro",
    family: "Red de paletizado ElastiNet",
    summary: "Red elástica con 15% de elongación garantizada para cargas pesadas que no pueden moverse.",
    description:
      "ElastiNet Pro: red elástica de paletizado con 15% de elongación garantizada y alta retención para cargas pesadas. Solicitá tu cotización.",
    lead: "Para las cargas pesadas que no se pueden mover: 15% de elongación garantizada y una retención elástica alta que mantiene el pallet compacto en todo el recorrido.",
    ...netImage,
    keyFigures: [{ value: "15%", label: "de elongación garantizada" }, ...makerFigures],
    features: [
      { title: "15% de elongación garantizada", body: "Estiramiento controlado que concentra la fuerza en sujetar la carga." },
      { title: "Alta retención", body: "La red sigue apretando el pallet después de aplicada." },
      { title: "Para cargas pesadas", body: "Bolsas, bidones y cajas pesadas llegan sin desarmarse." },
      { title: "Ventilada", body: "Malla abierta que deja circular el aire." },
    ],
    specs: [
      { label: "Tipo", value: "Red elástica de paletizado de alta retención" },
      { label: "Elongación", value: "15% garantizado" },
      { label: "Ventilación", value: "Malla abierta en todo el ancho" },
      { label: "Aplicación", value: "Envolvedoras automáticas y semiautomáticas" },
      { label: "Línea", value: "ElastiNet" },
    ],
    applications: [
      "Bolsas pesadas de granos, semillas y alimento balanceado",
      "Bidones y envases de la industria láctea y química",
      "Pallets que viajan largas distancias por ruta",
    ],
    closing: {
      title: "Por qué elegir ElastiNet Pro",
      items: ["La mayor retención de la línea ElastiNet para las cargas más exigentes.", ...makerClosingItems],
    },
    back: backToNetLine,
  },
  "elastinet-xspan": {
    id: "elastinet-xspan",
    name: "ElastiNet X-SPAN NDicator",
    family: "Red de paletizado ElastiNet",
    summary: "Red elástica con indicador NDicator para controlar a simple vista el estiramiento de cada pallet.",
    description:
      "ElastiNet X-SPAN NDicator: red elástica de paletizado con indicador visual de estiramiento NDicator. Controlá cada pallet a simple vista.",
    lead: "La retención elástica de ElastiNet con el indicador NDicator impreso en la red: cada pallet te muestra si quedó bien envuelto, sin instrumentos y sin adivinar.",
    ...netImage,
    keyFigures: makerFigures,
    features: [
      { title: "Indicador NDicator", body: "Las marcas de la red muestran si se alcanzó el estiramiento correcto." },
      { title: "Retención elástica", body: "La red sigue sujetando cuando la carga se asienta." },
      { title: "Control de calidad visual", body: "El supervisor revisa los pallets al pasar, sin detener la línea." },
      { title: "Ventilada", body: "Malla abierta para cargas frescas y productos que respiran." },
    ],
    specs: [
      { label: "Tipo", value: "Red elástica de paletizado con indicador de estiramiento" },
      { label: "Indicador", value: "NDicator, visible en la red aplicada" },
      { label: "Comportamiento", value: "Elástico: recupera su forma y mantiene la tensión" },
      { label: "Aplicación", value: "Envolvedoras automáticas y semiautomáticas" },
      { label: "Línea", value: "ElastiNet X-SPAN" },
    ],
    applications: [
      "Plantas con varios turnos que necesitan un envuelto parejo",
      "Bolsas y cajas que se asientan en el viaje",
      "Operaciones con auditorías de calidad del pallet",
    ],
    closing: {
      title: "Por qué elegir ElastiNet X-SPAN NDicator",
      items: ["Cada pallet se controla a simple vista, sin instrumentos.", ...makerClosingItems],
    },
    back: backToPrevious,
    ndicator: true,
  },
};

export function isPalletProductId(id: string): id is PalletProductId {
  return (palletProductIds as readonly string[]).includes(id);
}

export function palletProductPath(id: PalletProductId): string {
  return `/productos/${id}`;
}

export function technicalSheetPath(id: PalletProductId): string {
  return `/productos/${id}/ficha-tecnica`;
}

/** The product a page path names (/productos/{id}, trailing slash tolerated), if any. */
export function palletProductFromPath(pathname: string): PalletProduct | undefined {
  const id = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return isPalletProductId(id) ? palletProducts[id] : undefined;
}
