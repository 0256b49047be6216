// The seven brands the company represents (docs/requirements.md §9 'Brands marquee'). They are
// shown as text wordmarks, never as copied logos; each links to its page on this site.

export interface Brand {
  id: string;
  /** The brand name, written as the brand writes it. */
  name: string;
  /** What the brand supplies, one short line under the wordmark. */
  field: string;
  /** Page of this site about the brand or its products. */
  to: string;
}

export const brands = [
  { id: "ambic", name: "AMBIC", field: "Higiene de ubre y rutina de ordeñe", to: "/ambic" },
  { id: "scio", name: "SCIO", field: "Análisis NIR de forrajes en el campo", to: "/scio-nir" },
  { id: "bekina", name: "Bekina", field: "Botas de trabajo para tambo e industria", to: "/botas-bekina" },
  { id: "solid-grip", name: "SolidGrip", field: "Pisos antideslizantes para ganado", to: "/solid-grip" },
  { id: "easy-grip", name: "EasyGrip", field: "Tratamiento antideslizante de pisos", to: "/easy-grip" },
  { id: "netfilm", name: "NetFilm", field: "Film ventilado para paletizar", to: "/netfilm" },
  { id: "innovent", name: "InnoVent", field: "Film ultraventilado para pallets", to: "/productos/innovent" },
] as const satisfies readonly Brand[];

export type BrandId = (typeof brands)[number]["id"];

export function brandsById(ids: readonly BrandId[]): Brand[] {
  return ids.map((id) => brands.find((brand) => brand.id === id)!);
}

/**
 * docs/requirements.md §9 'Dairy brand carousel: 3 logos repeated 4 times': the dairy farm's own
 * brands.
 */
export const dairyBrands = brandsById(["ambic", "bekina", "solid-grip"]);
export const dairyBrandCopies = 4;
