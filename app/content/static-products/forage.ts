import type { StaticListing } from "./types";

// The forage pages with one static product each (docs/requirements.md §2 'Forage conservation'):
// the inoculant page (a freeze-dried silage inoculant, 'Consultar precio') and the biological
// drying accelerator page (a hay accelerator). Their details are the built-in fallback products
// /producto/silotrato and /producto/bioheno (docs/requirements.md §3).

const forage = [
  { label: "Inicio", to: "/" },
  { label: "Conservación de forrajes", to: "/embalaje-cultivo" },
] as const;

export const inoculants: StaticListing = {
  path: "/inoculantes",
  metaTitle: "Inoculantes para silo",
  description:
    "Silotrato, inoculante liofilizado para silo de maíz, sorgo y pasturas: mejor fermentación, menos pérdidas y más estabilidad al abrir el silo.",
  eyebrow: "Conservación de forrajes",
  title: "Inoculantes para silo",
  lead: "Un buen silo se define en los primeros días de fermentación. Un inoculante de bacterias lácticas baja el pH más rápido, conserva la energía del forraje y hace que el silo aguante más una vez abierto.",
  breadcrumb: [...forage, { label: "Inoculantes" }],
  products: [
    {
      id: "silotrato",
      name: "Silotrato",
      category: "Inoculante liofilizado",
      image: "/images/products/frasco-inoculante.svg",
      description: "Bacterias lácticas liofilizadas para silo de maíz, sorgo y pasturas. Un frasco de 200 g trata hasta 100 t de forraje.",
      inStock: true,
      imageFit: "contain",
      href: "/producto/silotrato",
    },
  ],
  notes: {
    title: "Cómo aplicarlo",
    items: [
      "Disolvé el frasco en agua limpia y sin cloro el mismo día que lo vas a usar.",
      "Aplicalo con dosificador en la picadora, para que llegue parejo a todo el forraje.",
      "Guardá los frascos cerrados en un lugar fresco y seco, lejos del sol.",
    ],
  },
};

export const dryingAccelerator: StaticListing = {
  path: "/acelerador-biologico",
  metaTitle: "Acelerador biológico de secado",
  description:
    "Bioheno, acelerador biológico para heno: acorta el secado a campo, permite enfardar antes y conserva las hojas y el valor nutritivo.",
  eyebrow: "Conservación de forrajes",
  title: "Acelerador biológico de secado",
  lead: "Cada día que el pasto cortado queda en el campo pierde hojas y calidad, y corre el riesgo de mojarse. Un acelerador biológico acorta el secado para que enfardes antes.",
  breadcrumb: [...forage, { label: "Acelerador biológico" }],
  products: [
    {
      id: "bioheno",
      name: "Bioheno",
      category: "Acelerador de secado",
      image: "/images/products/frasco-acelerador.svg",
      description: "Acelerador biológico para heno de alfalfa y pasturas: acorta el secado a campo y reduce el calentamiento del fardo.",
      inStock: true,
      imageFit: "contain",
      href: "/producto/bioheno",
    },
  ],
  notes: {
    title: "Cómo aplicarlo",
    items: [
      "Pulverizalo sobre el forraje en el momento del corte o del acondicionado.",
      "Enfardá con la humedad que te indique tu asesor, sin esperar el secado total.",
      "Funciona mejor con días de buena radiación y el forraje bien distribuido en la andana.",
    ],
  },
};
