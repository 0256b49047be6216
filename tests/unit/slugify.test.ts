import { describe, expect, it } from "vitest";
import { parseTags, slugify } from "~/lib/slugify";

describe("slugify (docs/requirements.md §5: the article slug derived from its title)", () => {
  it("lowercases and removes accents and the ñ's tilde", () => {
    expect(slugify("Ñandú Año Único!")).toBe("nandu-ano-unico");
    expect(slugify("Higiene y Desinfección en el Tambo")).toBe("higiene-y-desinfeccion-en-el-tambo");
    expect(slugify("Pingüino Ärger")).toBe("pinguino-arger");
  });

  it("turns every run of symbols and spaces into one hyphen", () => {
    expect(slugify("Redes   para  enfardar")).toBe("redes-para-enfardar");
    expect(slugify("SCIO Cup / NIR: 1,4 L & 7 s")).toBe("scio-cup-nir-1-4-l-7-s");
    expect(slugify("pre--post__dipping")).toBe("pre-post-dipping");
  });

  it("trims hyphens at the edges", () => {
    expect(slugify("  ¿Qué es el biofilm?  ")).toBe("que-es-el-biofilm");
    expect(slugify("--- 2026 ---")).toBe("2026");
    expect(slugify("!!!")).toBe("");
  });

  it("keeps a slug that is already clean as it is", () => {
    expect(slugify("sanicleanse-air-teat-scrubber-system")).toBe("sanicleanse-air-teat-scrubber-system");
  });
});

describe("parseTags (docs/requirements.md §5: tags split on commas and trimmed)", () => {
  it("splits on commas and trims each tag", () => {
    expect(parseTags(" tambo,mastitis ,  higiene ")).toEqual(["tambo", "mastitis", "higiene"]);
  });

  it("drops empty tags and repeats", () => {
    expect(parseTags("tambo,, ,tambo, ordeñe,")).toEqual(["tambo", "ordeñe"]);
    expect(parseTags("")).toEqual([]);
  });

  it("keeps spaces and accents inside a tag", () => {
    expect(parseTags("preparación de ubre, calidad de leche")).toEqual(["preparación de ubre", "calidad de leche"]);
  });
});
