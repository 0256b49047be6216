import { bekinaBoots, easyGrip, solidGrip } from "./dairy-safety";
import { dryingAccelerator, inoculants } from "./forage";
import { netFilm, palletisers } from "./pallet-wrapping";
import { diseaseControl, poultryHygiene } from "./poultry-pigs";
import type { StaticListing } from "./types";

/** Every static listing page, read by the route table, the page template and the tests. */
export const staticListings: readonly StaticListing[] = [
  bekinaBoots,
  solidGrip,
  easyGrip,
  poultryHygiene,
  diseaseControl,
  netFilm,
  palletisers,
  inoculants,
  dryingAccelerator,
];

export function staticListingForPath(pathname: string): StaticListing | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return staticListings.find((listing) => listing.path === path);
}
