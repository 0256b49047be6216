// The default category tree of docs/requirements.md §3: five top-level categories and their
// subcategories. Every slug a listing page reads is here (redes-enfardar … scrubber).

export interface DefaultCategory {
  name: string;
  slug: string;
  description: string;
  children: { name: string; slug: string }[];
}

export const defaultCategoryTree: DefaultCategory[] = [
  {
    name: "Embalaje de cultivos",
    slug: "embalaje-cultivo",
    description: "Conservación de forrajes: redes, hilos, films, capas, inoculantes y análisis de calidad.",
    children: [
      { name: "Redes para enfardar", slug: "redes-enfardar" },
      { name: "Hilos para enfardar", slug: "hilos-enfardar" },
      { name: "Stretch films para silo", slug: "stretch-films" },
      { name: "Capas para ensilaje", slug: "capas-ensilaje" },
      { name: "Inoculantes", slug: "inoculantes" },
      { name: "Acelerador biológico", slug: "acelerador-biologico" },
      { name: "SCIO CUP", slug: "scio-cup" },
      { name: "SCIO NIR", slug: "scio-nir" },
    ],
  },
  {
    name: "Tambo",
    slug: "tambo",
    description: "Calidad de leche, higiene de ordeñe, desinfección y agua en el tambo.",
    children: [
      { name: "Pre y post dipping", slug: "pre-post-dipping" },
      { name: "AMBIC", slug: "ambic" },
      { name: "Scrubber de pezones", slug: "scrubber" },
      { name: "Higiene de equipos de ordeñe", slug: "higiene-equipos-ordene" },
      { name: "Higiene ambiental", slug: "higiene-ambiental" },
      { name: "Botas", slug: "botas" },
      { name: "Pisos antideslizantes", slug: "pisos-antideslizantes" },
      { name: "Monitoreo de agua en tambo", slug: "monitoreo-agua-tambo" },
    ],
  },
  {
    name: "Aves y cerdos",
    slug: "aves-cerdos",
    description: "Bioseguridad para granjas avícolas y criaderos de cerdos.",
    children: [
      { name: "Higiene y desinfección de granjas", slug: "aves-higiene-desinfeccion" },
      { name: "Control de enfermedades", slug: "control-enfermedades" },
      { name: "Tratamiento de agua de bebida", slug: "aves-tratamiento-agua" },
      { name: "Nebulización", slug: "nebulizacion" },
    ],
  },
  {
    name: "Industria",
    slug: "industria",
    description: "Higiene industrial, control de biofilm, agua de proceso y embalaje de pallets.",
    children: [
      { name: "Industria láctea", slug: "industria-lactea" },
      { name: "Industria frigorífica", slug: "industria-frigorifica" },
      { name: "Control de biofilm", slug: "biofilm" },
      { name: "Tratamiento y monitoreo de agua", slug: "tratamiento-monitoreo-agua" },
      { name: "Redes de paletizado", slug: "redes-paletizado" },
      { name: "Netfilm", slug: "netfilm" },
      { name: "Paletizadoras", slug: "paletizadoras" },
    ],
  },
  {
    name: "Comercial y hogares",
    slug: "comercial-hogares",
    description: "Higiene para comercios, instituciones y hogares.",
    children: [
      { name: "Cloro orgánico", slug: "cloro-organico" },
      { name: "Desinfectantes de ambientes", slug: "desinfectantes-ambientes" },
      { name: "Agua potable", slug: "agua-potable" },
    ],
  },
];
