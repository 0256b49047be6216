import type { StaticListing } from "./types";

// Boots and anti-slip floors for the dairy farm (docs/requirements.md §2 'Static listings': Bekina
// boots 3, SolidGrip 3, EasyGrip 3). Sample prices within the required $45.00 to $220.00.

const dairy = [
  { label: "Inicio", to: "/" },
  { label: "Tambo", to: "/tambo" },
] as const;

export const bekinaBoots: StaticListing = {
  path: "/botas-bekina",
  metaTitle: "Botas Bekina",
  description:
    "Botas Bekina de poliuretano para tambo e industria: livianas, térmicas, antideslizantes y resistentes a grasas, estiércol y desinfectantes.",
  eyebrow: "Calzado de trabajo",
  title: "Botas Bekina",
  lead: "Botas de poliuretano que pesan menos que las de goma, aíslan del frío del piso y no se parten con el estiércol, la leche ni los desinfectantes. Para jornadas largas en la sala de ordeñe y en planta.",
  breadcrumb: [...dairy, { label: "Botas Bekina" }],
  products: [
    {
      id: "bekina-steplite-easygrip",
      name: "Bekina StepLite EasyGrip",
      category: "Botas de tambo",
      price: "65.00",
      image: "/images/products/bota.svg",
      description:
        "Bota liviana de poliuretano con suela EasyGrip antideslizante. Aísla del frío hasta −20 °C y resiste estiércol y detergentes.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "bekina-agrilite-thermo",
      name: "Bekina AgriLite Thermo",
      category: "Botas de tambo",
      price: "89.00",
      image: "/images/products/bota.svg",
      description: "Bota térmica con plantilla de confort para inviernos en la sala de ordeñe; caña alta y puntera reforzada.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "bekina-steplite-x-s3",
      name: "Bekina StepLite X S3",
      category: "Botas de seguridad",
      price: "120.00",
      image: "/images/products/bota.svg",
      description: "Bota de seguridad S3 con puntera y plantilla de acero, para frigoríficos, plantas lácteas y trabajo con maquinaria.",
      inStock: false,
      imageFit: "contain",
    },
  ],
  notes: {
    title: "Cómo elegir tus botas",
    items: [
      "Para la sala de ordeñe, elegí una bota liviana y térmica: vas a estar horas parado sobre piso mojado.",
      "En planta o con maquinaria, pedí la certificación S3 con puntera y plantilla de acero.",
      "Lavalas con agua y detergente neutro; el poliuretano no se endurece ni se cuartea con el frío.",
    ],
  },
};

export const solidGrip: StaticListing = {
  path: "/solid-grip",
  metaTitle: "SolidGrip: pisos antideslizantes",
  description:
    "SolidGrip: revestimientos antideslizantes para corrales, salas de ordeñe y pasillos del tambo. Menos resbalones, menos lesiones y cojeras.",
  eyebrow: "Pisos seguros",
  title: "SolidGrip: pisos antideslizantes",
  lead: "Una vaca que resbala camina con miedo, se lastima y produce menos. SolidGrip devuelve el agarre a los pisos de hormigón gastados del corral de espera, la sala de ordeñe y los pasillos.",
  breadcrumb: [...dairy, { label: "SolidGrip" }],
  products: [
    {
      id: "solidgrip-corral",
      name: "SolidGrip Corral",
      category: "Piso antideslizante",
      price: "180.00",
      image: "/images/products/piso-antideslizante.svg",
      description:
        "Revestimiento de alto tránsito para el corral de espera, con granulado mineral que resiste el raspado diario. Por caja de 10 m².",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "solidgrip-sala",
      name: "SolidGrip Sala de Ordeñe",
      category: "Piso antideslizante",
      price: "165.00",
      image: "/images/products/piso-antideslizante.svg",
      description:
        "Superficie lavable para fosa y plataforma de la sala, que conserva el agarre con agua, leche y detergentes. Por caja de 10 m².",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "solidgrip-reparacion",
      name: "SolidGrip Kit de Reparación",
      category: "Accesorios",
      price: "45.00",
      image: "/images/products/piso-antideslizante.svg",
      description: "Kit para reparar sectores gastados y bordes, de aplicación en frío y liberado al tránsito en 24 horas.",
      inStock: true,
      imageFit: "contain",
    },
  ],
  notes: {
    title: "Antes de aplicar",
    items: [
      "El hormigón debe estar limpio, seco y sin restos de grasa; te asesoramos en la preparación.",
      "Calculá los metros cuadrados de los pasillos donde las vacas giran o frenan: ahí ocurren los resbalones.",
      "Planificá la aplicación entre ordeñes: las zonas tratadas se habilitan al día siguiente.",
    ],
  },
};

export const easyGrip: StaticListing = {
  path: "/easy-grip",
  metaTitle: "EasyGrip: tratamiento antideslizante",
  description:
    "EasyGrip: tratamiento antideslizante y alfombras de goma para pisos del tambo, de aplicación rápida y sin obra, para vacas y personal.",
  eyebrow: "Pisos seguros",
  title: "EasyGrip: tratamiento antideslizante",
  lead: "La solución rápida para pisos lisos: alfombras de goma y tratamientos que se aplican sin romper el hormigón, para que vacas y personas caminen seguras desde el primer ordeñe.",
  breadcrumb: [...dairy, { label: "EasyGrip" }],
  products: [
    {
      id: "easygrip-alfombra",
      name: "EasyGrip Alfombra de Goma",
      category: "Alfombras",
      price: "220.00",
      image: "/images/products/piso-antideslizante.svg",
      description: "Alfombra de goma de 17 mm con relieve antideslizante para pasillos y salidas de la sala. Rollo de 1,2 × 10 m.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "easygrip-tratamiento",
      name: "EasyGrip Tratamiento Químico",
      category: "Tratamientos",
      price: "95.00",
      image: "/images/products/bidon.svg",
      description:
        "Tratamiento que abre el poro del hormigón pulido y le devuelve rugosidad, sin obra y en una sola jornada. Bidón de 20 L.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "easygrip-pediluvio",
      name: "EasyGrip Pediluvio",
      category: "Accesorios",
      price: "150.00",
      image: "/images/products/piso-antideslizante.svg",
      description:
        "Bandeja de pediluvio con fondo antideslizante para la salida de la sala, de polietileno resistente a los desinfectantes.",
      inStock: true,
      imageFit: "contain",
    },
  ],
  notes: {
    title: "Cuándo elegir EasyGrip",
    items: [
      "Cuando necesitás resolver un piso liso ya, sin dejar de ordeñar.",
      "En pasillos de salida y giros cerrados, donde una alfombra da agarre y amortigua.",
      "Si el hormigón está muy gastado o roto, consultá por SolidGrip.",
    ],
  },
};
