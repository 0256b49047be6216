import { type Illustration, illustrations } from "./images";

// The sector tiles of the home page (docs/requirements.md §2 'Sector tiles'), in the order of the
// navigation.

export interface Sector {
  title: string;
  to: string;
  /** One line for the farmer or plant operator deciding where to click. */
  description: string;
  image: Illustration;
  imageAlt: string;
  /**
   * Anchor of the tile on the home page, where the footer links to a sector
   * (docs/requirements.md §2 'Footer').
   */
  anchor?: string;
}

export const sectors: readonly Sector[] = [
  {
    title: "Conservación de forrajes",
    to: "/embalaje-cultivo",
    description: "Redes, hilos, films e inoculantes para que tus fardos y silos lleguen al invierno con todo su valor.",
    image: illustrations.sectorForage,
    imageAlt: "Fardos redondos con red y bolsas de silo en un campo recién cosechado",
  },
  {
    title: "Tambo",
    to: "/tambo",
    description: "Pre y post dipping, higiene del equipo de ordeñe y agua segura para cuidar la calidad de tu leche.",
    image: illustrations.sectorDairy,
    imageAlt: "Vaca Holando en la pradera frente a la sala de ordeñe",
  },
  {
    title: "Aves y Cerdos",
    to: "/aves-cerdos",
    description: "Bioseguridad, desinfección de galpones y tratamiento de agua para lotes más sanos y parejos.",
    image: illustrations.sectorPoultryPigs,
    imageAlt: "Galpón avícola con silo de alimento, gallinas y un cerdo en primer plano",
  },
  {
    title: "Industria",
    to: "/industria",
    anchor: "industria",
    description: "Limpieza, control de biofilm y agua de proceso para plantas lácteas y frigoríficas, más redes de paletizado.",
    image: illustrations.sectorIndustry,
    imageAlt: "Planta industrial con tanques de acero inoxidable y pallets envueltos con red",
  },
];
