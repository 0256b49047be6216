import type { StaticListing } from "./types";

// Poultry and pig listings (docs/requirements.md §2 'Poultry and pigs'): hygiene (3 static
// products) and disease control (2, priced 'Consultar').

const poultryPigs = [
  { label: "Inicio", to: "/" },
  { label: "Aves y Cerdos", to: "/aves-cerdos" },
] as const;

export const poultryHygiene: StaticListing = {
  path: "/aves-higiene-desinfeccion",
  metaTitle: "Higiene y desinfección en aves y cerdos",
  description:
    "Detergentes, desinfectantes y productos de termonebulización para galpones avícolas y criaderos de cerdos, entre lotes y con animales.",
  eyebrow: "Aves y Cerdos",
  title: "Higiene y desinfección para aves y cerdos",
  lead: "El vacío sanitario entre lotes es la mejor oportunidad para cortar el ciclo de las enfermedades. Estos productos cubren el lavado, la desinfección y la nebulización del galpón.",
  breadcrumb: [...poultryPigs, { label: "Higiene y desinfección" }],
  products: [
    {
      id: "detergente-espumante-galpones",
      name: "Detergente espumante alcalino",
      category: "Limpieza",
      price: "58.00",
      image: "/images/products/bidon.svg",
      description:
        "Espuma de alta adherencia que despega la materia orgánica de pisos, paredes y comederos antes de desinfectar. Bidón de 20 L.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "desinfectante-amplio-espectro-galpones",
      name: "Desinfectante de amplio espectro",
      category: "Desinfección",
      price: "96.00",
      image: "/images/products/bidon.svg",
      description:
        "Glutaraldehído y amonios cuaternarios contra bacterias, virus y hongos, eficaz con materia orgánica residual. Bidón de 20 L.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "termonebulizacion-galpones",
      name: "Desinfectante para termonebulización",
      category: "Nebulización",
      price: "135.00",
      image: "/images/products/bidon.svg",
      description: "Formulado para termonebulizadoras: llega a techos, cortinas y rincones que el lavado no alcanza. Bidón de 10 L.",
      inStock: true,
      imageFit: "contain",
    },
  ],
  notes: {
    title: "El orden que da resultado",
    items: [
      "Retirá la cama y el estiércol en seco antes de mojar: la materia orgánica inactiva a muchos desinfectantes.",
      "Lavá con detergente y enjuagá; recién entonces desinfectá con la superficie escurrida.",
      "Cerrá el ciclo con la termonebulización y respetá el vacío sanitario antes del próximo lote.",
    ],
  },
};

export const diseaseControl: StaticListing = {
  path: "/control-enfermedades",
  metaTitle: "Control de enfermedades en aves y cerdos",
  description:
    "Desinfectantes veterinarios para el control de enfermedades en granjas avícolas y porcinas: polvo soluble multipropósito y amplio espectro.",
  eyebrow: "Aves y Cerdos",
  title: "Control de enfermedades",
  lead: "Cuando hay un brote o un riesgo alto en la zona, la desinfección tiene que ser rápida y segura con animales presentes. Te asesoramos en la dosis y el plan de aplicación para tu granja.",
  breadcrumb: [...poultryPigs, { label: "Control de enfermedades" }],
  products: [
    {
      id: "desinfectante-polvo-soluble",
      name: "Desinfectante en polvo soluble multipropósito",
      category: "Desinfección",
      price: "Consultar",
      image: "/images/products/balde-polvo.svg",
      description:
        "Polvo oxidante que se disuelve en agua para desinfectar superficies, equipos, vehículos y pediluvios, y en aspersión con animales presentes.",
      inStock: true,
      imageFit: "contain",
    },
    {
      id: "desinfectante-veterinario-amplio-espectro",
      name: "Desinfectante veterinario de amplio espectro",
      category: "Desinfección",
      price: "Consultar",
      image: "/images/products/bidon.svg",
      description:
        "Concentrado líquido activo contra virus con y sin envoltura, bacterias y hongos, para programas de bioseguridad y emergencias sanitarias.",
      inStock: true,
      imageFit: "contain",
    },
  ],
  notes: {
    title: "Bioseguridad todos los días",
    items: [
      "Usá pediluvios y arcos de desinfección en cada ingreso a la granja.",
      "Rotá principios activos según el plan que definas con tu veterinario.",
      "Ante una sospecha de enfermedad de denuncia obligatoria, avisá a los servicios veterinarios oficiales.",
    ],
  },
};
