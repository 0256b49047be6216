import { dairyPages } from "./dairy";
import { forageLanding } from "./forage";
import { biofilm, dairyIndustry, industrialWater, industryLanding, meatIndustry } from "./industry";
import { netLine, palletSolutions } from "./pallet";
import { poultryLanding, poultryWater } from "./poultry";
import type { SectorPage } from "./sector-page";

/**
 * Every page on the sector template, in the order of the navigation: app/routes.ts gives each one
 * route on app/routes/public/sector-page.tsx, which draws the record of its path.
 */
export const sectorPages: readonly SectorPage[] = [
  forageLanding,
  ...dairyPages,
  poultryLanding,
  poultryWater,
  industryLanding,
  meatIndustry,
  dairyIndustry,
  biofilm,
  industrialWater,
  palletSolutions,
  netLine,
];

export function sectorPageForPath(path: string): SectorPage | undefined {
  return sectorPages.find((page) => page.path === path);
}
