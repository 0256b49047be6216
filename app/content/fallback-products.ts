import type { ProductDetail } from "~/lib/catalog-types";

// The built-in products of docs/requirements.md §3 ('Built-in fallback products'):
// /producto/silotrato and /producto/bioheno show them without the database. Price 0 (on request)
// and an empty SKU, as docs/requirements.md §3 says.

export interface FallbackProduct extends ProductDetail {
  /** The static page of its line, where 'Volver' leads when there is no history. */
  backPath: string;
}

export const fallbackProducts = {
  silotrato: {
    id: "silotrato",
    name: "Silotrato",
    shortDescription: "Inoculante biológico para silo: un frasco de 200 g trata hasta 100 toneladas de forraje.",
    description:
      "Silotrato es un inoculante de bacterias ácido lácticas liofilizadas para silos de maíz, sorgo, pasturas y granos húmedos. Las bacterias dominan la fermentación desde el primer día: el pH baja más rápido, se pierde menos materia seca y el silo llega a la apertura con mejor olor, color y valor nutritivo. Al abrir el silo, el forraje se mantiene estable por más tiempo en el frente y en el comedero, sin calentarse. Un frasco de 200 g alcanza para tratar hasta 100 toneladas de forraje fresco: se disuelve en agua limpia y se aplica con el dosificador de la picadora durante el picado.",
    price: 0,
    images: ["/images/products/silotrato.webp"],
    isFeatured: false,
    stockQuantity: 0,
    sku: "",
    categoryName: "Inoculantes",
    categorySlug: "inoculantes",
    features: [
      "Un frasco de 200 g trata hasta 100 t de forraje fresco",
      "Bacterias ácido lácticas liofilizadas, de fácil disolución en agua",
      "Fermentación más rápida y menor pérdida de materia seca",
      "Mayor estabilidad aeróbica al abrir el silo",
      "Apto para silo de maíz, sorgo, pasturas y grano húmedo",
    ],
    specifications: {
      Presentación: "Frasco de 200 g",
      Rendimiento: "Hasta 100 t de forraje fresco",
      Dosis: "2 g por tonelada",
      Aplicación: "Disuelto en agua, con dosificador en la picadora",
      Conservación: "En lugar fresco y seco; una vez preparado, usar en el día",
    },
    videoUrl: null,
    backPath: "/inoculantes",
  },
  bioheno: {
    id: "bioheno",
    name: "Bioheno",
    shortDescription: "Acelerador biológico de secado para heno: enfardá antes y conservá el color y las hojas.",
    description:
      "Bioheno es un acelerador biológico para la henificación de alfalfa, praderas y moha. Aplicado al cortar o al hilerar, ayuda a que el forraje pierda humedad de forma pareja y reduce el riesgo de hongos y calentamiento cuando el fardo se arma con algo más de humedad de la ideal. Así ganás horas de cosecha frente a la lluvia, perdés menos hojas por sobresecado y obtenés un heno verde, aromático y más palatable para el ganado.",
    price: 0,
    images: ["/images/products/bioheno.webp"],
    isFeatured: false,
    stockQuantity: 0,
    sku: "",
    categoryName: "Acelerador biológico",
    categorySlug: "acelerador-biologico",
    features: [
      "Acorta el tiempo de secado en el campo",
      "Menos pérdida de hojas por sobresecado",
      "Reduce hongos y calentamiento del fardo",
      "Heno con mejor color, aroma y palatabilidad",
      "Para alfalfa, praderas y moha, en fardos chicos o rollos",
    ],
    specifications: {
      Tipo: "Acelerador biológico de secado",
      Cultivos: "Alfalfa, praderas, moha",
      Aplicación: "Pulverizado al cortar o al hilerar",
      Formato: "Fardos prismáticos y rollos",
    },
    videoUrl: null,
    backPath: "/acelerador-biologico",
  },
} satisfies Record<string, FallbackProduct>;

export type FallbackProductKey = keyof typeof fallbackProducts;

export function findFallbackProduct(id: string): FallbackProduct | null {
  return Object.hasOwn(fallbackProducts, id) ? fallbackProducts[id as FallbackProductKey] : null;
}
