import { describe, expect, it } from "vitest";
import { defaultSite as site } from "~/lib/site-facts";
import { breadcrumbList, organizationData, websiteData } from "~/lib/structured-data";

const origin = "https://www.campo.example";

describe("structured data", () => {
  it("describes the company with schema.org's Organization properties search engines read", () => {
    const organization = organizationData(origin, site);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: site.email,
      telephone: site.phone.e164,
      address: { "@type": "PostalAddress", addressLocality: "Montevideo", addressCountry: "UY" },
    });
    expect(organization.sameAs).toEqual(site.social.map((profile) => profile.url));
    expect(organization.sameAs.every((url) => url.startsWith("https://"))).toBe(true);
    expect(organization.contactPoint.map((point) => point.telephone)).toContain(site.chat.e164);
  });

  it("names the site and points at the company as its publisher", () => {
    const website = websiteData(origin, site);
    expect(website).toMatchObject({ "@type": "WebSite", name: site.name, url: `${origin}/`, inLanguage: "es" });
    expect(website.publisher["@id"]).toBe(organizationData(origin, site)["@id"]);
  });

  it("tells search engines how to search the site (SearchAction to /buscar?q=)", () => {
    expect(websiteData(origin, site).potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/buscar?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("numbers breadcrumb items from 1 with absolute URLs, the last one the current page", () => {
    const list = breadcrumbList(origin, [{ label: "Inicio", to: "/" }, { label: "Tambo" }], "/tambo");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Tambo", item: `${origin}/tambo` },
    ]);
  });
});
