import { useRouteLoaderData } from "react-router";
import { type SiteFacts, siteCopy, siteDefaults } from "~/content/site";
import type { Specialist } from "~/content/specialists";

// The company's facts as pages use them. They are stored in the database (site_settings, edited at
// /admin/ajustes) as flat text, the root loader turns them into a PublicSite, and components read it
// with useSite() and useSpecialists().

export type { SiteFacts } from "~/content/site";
export type { Specialist } from "~/content/specialists";

export const socialNetworks = [
  { key: "facebook", name: "Facebook" },
  { key: "instagram", name: "Instagram" },
  { key: "linkedin", name: "LinkedIn" },
  { key: "youtube", name: "YouTube" },
] as const;

function phoneNumber(display: string) {
  return { display, e164: `+${display.replace(/\D/g, "")}` };
}

/** The facts in the shape pages draw: phone numbers with their E.164 form, the profiles that exist. */
export function publicSite(facts: SiteFacts) {
  return {
    ...siteCopy,
    name: facts.name,
    legalName: facts.legalName,
    phone: phoneNumber(facts.phone),
    chat: phoneNumber(facts.chat),
    email: facts.email,
    address: {
      street: facts.street,
      postalCode: facts.postalCode,
      city: facts.city,
      country: facts.country,
      countryCode: siteCopy.countryCode,
    },
    mapUrl: facts.mapUrl,
    officeHours: facts.officeHours,
    social: socialNetworks.filter(({ key }) => facts[key] !== "").map(({ key, name }) => ({ name, url: facts[key] })),
  };
}

export type PublicSite = ReturnType<typeof publicSite>;

/**
 * What a page shows only when the root loader could not run (the error page of a database outage):
 * the seed's values, never a visitor's first choice.
 */
export const defaultSite: PublicSite = publicSite(siteDefaults);

interface RootSiteData {
  site?: PublicSite;
  specialists?: readonly Specialist[];
}

/** The company's facts, from the root loader. */
export function useSite(): PublicSite {
  return useRouteLoaderData<RootSiteData>("root")?.site ?? defaultSite;
}

/** The specialists in the editors' order, from the root loader (none on an error page without it). */
export function useSpecialists(): readonly Specialist[] {
  return useRouteLoaderData<RootSiteData>("root")?.specialists ?? [];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The company's facts in a `meta` function. */
export function siteFromMatches(matches: readonly MatchLike[]): PublicSite {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootSiteData | undefined;
  return root?.site ?? defaultSite;
}
