import type { StaticListing } from "./types";

// Pallet-wrapping listings (docs/requirements.md §2 'Pallet wrapping'): NetFilm (3, prices 185,
// 195, 235) and palletisers (3, prices 8500, 25000, 45000, docs/requirements.md §9).

const pallets = [
  { label: "Inicio", to: "/" },
  { label: "Industria", to: "/industria" },
  { label: "Redes de paletizado", to: "/redes-paletizado" },
] as const;

export const netFilm: StaticListing = {
  path: "/netfilm",
  metaTitle: "NetFilm: film ventilado para pallets",
  description:
    "Rollos de NetFilm, film estirable ventilado para paletizar frutas, verduras, lácteos y cargas que necesitan respirar. Precios por rollo.",
  eyebrow: "Paletizado",
  title: "NetFilm: film ventilado",
  lead: "Un film estirable con ventilación que sujeta la carga como un film tradicional pero deja circular el aire: menos condensación, enfriado más rápido y pallets firmes hasta destino.",
  breadcrumb: [...pallets, { label: "NetFilm" }],
  products: [
    {
      id: "netfilm-manual-500",
      name: "NetFilm manual 500 mm",
      category: "Film ventilado",
      price: "185",
      image: "/images/products/rollo-film.svg",
      description: "Rollo para envoltura manual, liviano y fácil de tirar, para depósitos y despachos de bajo volumen.",
      inStock: true,
      imageFit: "contain",
      href: "/productos/netfilm",
    },
    {
      id: "netfilm-maquina-500",
      name: "NetFilm máquina 500 mm",
      category: "Film ventilado",
      price: "195",
      image: "/images/products/rollo-film.svg",
      description: "Rollo para envolvedoras semiautomáticas con preestiro, para cámaras de frío y empaques de fruta.",
      inStock: true,
      imageFit: "contain",
      href: "/productos/netfilm",
    },
    {
      id: "netfilm-maquina-750",
      name: "NetFilm máquina 750 mm",
      category: "Film ventilado",
      price: "235",
      image: "/images/products/rollo-film.svg",
      description: "Rollo ancho para líneas automáticas de alto volumen: menos vueltas por pallet y más pallets por turno.",
      inStock: true,
      imageFit: "contain",
      href: "/productos/netfilm",
    },
  ],
  notes: {
    title: "Para qué cargas conviene",
    items: [
      "Frutas, verduras y flores que siguen respirando después de cosechadas.",
      "Productos que entran calientes a la cámara, como lácteos y panificados.",
      "Cargas que se enfrían o se fumigan ya paletizadas.",
    ],
  },
};

export const palletisers: StaticListing = {
  path: "/paletizadoras",
  metaTitle: "Paletizadoras y envolvedoras",
  description:
    "Envolvedoras de pallets manuales, semiautomáticas y automáticas para film estirable, NetFilm y redes. Asesoramiento, instalación y repuestos.",
  eyebrow: "Paletizado",
  title: "Paletizadoras",
  lead: "Envolver a máquina ahorra film, tiempo y espalda: cada pallet sale con la misma tensión y la misma cantidad de vueltas. Elegí el equipo según los pallets que despachás por día.",
  breadcrumb: [...pallets, { label: "Paletizadoras" }],
  products: [
    {
      id: "paletizadora-manual",
      name: "Portarrollo manual con freno",
      category: "Equipo manual",
      price: "8500",
      image: "/images/products/paletizadora.svg",
      description: "Portarrollo con freno regulable para envolver a mano con tensión pareja. Para hasta 20 pallets por día.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "paletizadora-semiautomatica",
      name: "Envolvedora semiautomática de plato giratorio",
      category: "Equipo semiautomático",
      price: "25000",
      image: "/images/products/paletizadora.svg",
      description:
        "Plato giratorio con carro de preestiro: el operario ata el film y la máquina envuelve sola. De 20 a 80 pallets por día.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "paletizadora-automatica",
      name: "Envolvedora automática de línea",
      category: "Equipo automático",
      price: "45000",
      image: "/images/products/paletizadora.svg",
      description: "Envolvedora con corte y sellado automático, integrable a la línea de transporte. Para más de 80 pallets por día.",
      inStock: false,
      imageFit: "contain",
    },
  ],
  notes: {
    title: "Lo que incluye cada equipo",
    items: [
      "Instalación y puesta en marcha en tu planta, con capacitación del operador.",
      "Ajuste del preestiro para el film o la red que uses.",
      "Repuestos y servicio técnico en Uruguay.",
    ],
  },
};
