import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { buildMeta, pageTitle } from "~/lib/meta";

const matches = [{ id: "root", loaderData: { origin: "https://www.campo.example" } }, { id: "routes/tambo" }];
const page = { title: "Tambo", description: "Calidad de leche e higiene de ordeñe.", path: "/tambo" };

function find(tags: MetaDescriptor[], key: "name" | "property", value: string): string | undefined {
  const tag = tags.find((candidate) => (candidate as Record<string, unknown>)[key] === value) as { content?: string } | undefined;
  return tag?.content;
}

describe("page metadata", () => {
  it("titles a page '{Page} | Campo & Industria' and the home page with the company name alone", () => {
    expect(pageTitle("Tambo", "Campo & Industria")).toBe("Tambo | Campo & Industria");
    expect(pageTitle("Campo & Industria", "Campo & Industria")).toBe("Campo & Industria");
    expect(buildMeta(matches, page)).toContainEqual({ title: "Tambo | Campo & Industria" });
  });

  it("links the canonical URL as the public origin plus the page path", () => {
    expect(buildMeta(matches, page)).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.campo.example/tambo" });
  });

  it("gives social networks a title, description, URL and an absolute image", () => {
    const tags = buildMeta(matches, page);
    expect(find(tags, "name", "description")).toBe(page.description);
    expect(find(tags, "property", "og:title")).toBe("Tambo | Campo & Industria");
    expect(find(tags, "property", "og:description")).toBe(page.description);
    expect(find(tags, "property", "og:url")).toBe("https://www.campo.example/tambo");
    expect(find(tags, "property", "og:type")).toBe("website");
    expect(find(tags, "property", "og:image")).toMatch(/^https:\/\/www\.campo\.example\//);
    expect(find(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")).toBe("Tambo | Campo & Industria");
    expect(find(tags, "name", "twitter:description")).toBe(page.description);
    expect(find(tags, "name", "twitter:image")).toBe(find(tags, "property", "og:image"));
  });

  it("keeps an absolute image URL as given and marks articles", () => {
    const tags = buildMeta(matches, {
      ...page,
      type: "article",
      image: { url: "https://cdn.example/cover.webp", alt: "Portada" },
    });
    expect(find(tags, "property", "og:image")).toBe("https://cdn.example/cover.webp");
    expect(find(tags, "property", "og:image:alt")).toBe("Portada");
    expect(find(tags, "property", "og:type")).toBe("article");
  });

  it("asks search engines not to index a page only when told to", () => {
    expect(find(buildMeta(matches, page), "name", "robots")).toBeUndefined();
    expect(find(buildMeta(matches, { ...page, noindex: true }), "name", "robots")).toBe("noindex");
  });

  it("describes the company and the site on every page, before the page's own structured data", () => {
    const breadcrumb = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] };
    const data = buildMeta(matches, { ...page, structuredData: [breadcrumb] })
      .filter((tag): tag is { "script:ld+json": Record<string, unknown> } => "script:ld+json" in tag)
      .map((tag) => tag["script:ld+json"]);
    expect(data.map((item) => item["@type"])).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
  });
});
