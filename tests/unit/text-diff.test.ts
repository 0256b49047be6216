import { describe, expect, it } from "vitest";
import { plainTextOf, wordDiff } from "~/lib/text-diff";

// An article body's change in «Historial»: its readable text, word by word (app/lib/text-diff.ts).

describe("plainTextOf", () => {
  it("reads stored HTML as text: tags gone, paragraphs on their own lines, entities read", () => {
    expect(
      plainTextOf('<h2>Ordeñe</h2><p>Limpie &amp; seque <strong>cada</strong>&nbsp;pezón.</p><p><img src="/uploads/a.webp" alt="x"></p>'),
    ).toBe("Ordeñe\nLimpie & seque cada pezón.");
    expect(plainTextOf(null)).toBe("");
  });
});

describe("wordDiff", () => {
  it("is null when nothing changed", () => {
    expect(wordDiff("Igual.", "Igual.")).toBeNull();
  });

  it("marks the words taken out and put in, in reading order", () => {
    const parts = wordDiff("El sellador protege el pezón.", "El sellador nuevo protege bien el pezón.")!;
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual(["nuevo", "bien"]);
    expect(parts.some((part) => part.kind === "removed")).toBe(false);
    expect(parts.map((part) => part.text).join("")).toBe("El sellador nuevo protege bien el pezón.");
  });

  it("shortens long stretches nobody touched to the words around each change", () => {
    const words = Array.from({ length: 60 }, (_, index) => `palabra${index}`).join(" ");
    const parts = wordDiff(`${words} final.`, `${words} final corregido.`)!;
    const before = parts[0]!;
    expect(before.kind).toBe("same");
    expect(before.text.startsWith("…")).toBe(true);
    expect(before.text).toContain("palabra59");
    expect(before.text).not.toContain("palabra10 ");
    expect(parts.some((part) => part.kind === "added" && part.text.includes("corregido"))).toBe(true);
  });
});
