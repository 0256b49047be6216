import { describe, expect, it } from "vitest";
import { checkProductCsvRow, newProductCsvDefaults, type ProductCsvRow, productsCsv, readProductsCsv } from "~/.server/catalog/products-csv";

// The catalogue's CSV file (docs/features.md 'Managing products'): what the export writes the
// import reads back, and each bad row is refused with a reason in Spanish.

const slugs = new Set(["redes-enfardar", "hilos-enfardar"]);

const net: ProductCsvRow = {
  sku: "RED-123",
  name: "Red Tamanet Edge 1,23 m",
  categorySlug: "redes-enfardar",
  price: 1250.5,
  isActive: true,
  isFeatured: false,
  stockQuantity: 12,
  shortDescription: "Red de borde a borde.",
  description: "-Resistente al sol; \"UV\" estabilizada\nSegunda línea",
  features: ["Ancho 1,23 m", "Largo 3.000 m"],
  specifications: { Material: "Polietileno", Color: "Blanco" },
  videoUrl: null,
};

function check(cells: Record<string, string>, defaults = newProductCsvDefaults) {
  return checkProductCsvRow(cells, slugs, defaults);
}

describe("the products CSV", () => {
  it("exports UTF-8 with BOM, one row per product, and reads its own file back unchanged", () => {
    const csv = productsCsv([net]);
    expect(csv.startsWith("\uFEFF\"SKU\",\"Nombre\",\"Categoría\",\"Precio\",\"Activo\",\"Destacado\"")).toBe(true);
    // A cell starting like a formula is neutralised for spreadsheets...
    expect(csv).toContain("\"'-Resistente");
    const read = readProductsCsv(csv);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.records).toHaveLength(1);
    expect(read.records[0]!.line).toBe(2);
    // ...and read back as it was written.
    expect(check(read.records[0]!.cells)).toEqual({ ok: true, row: net });
  });

  it("reads semicolon-separated files (a spreadsheet in Spanish) and gives each row the line it starts on", () => {
    const read = readProductsCsv("SKU;Nombre;Características\nA-1;Hilo;\"uno\ndos\"\nA-2;Red;tres\n");
    expect(read.ok && read.records.map((record) => [record.line, record.cells.sku, record.cells.features])).toEqual([
      [2, "A-1", "uno\ndos"],
      [4, "A-2", "tres"],
    ]);
  });

  it("refuses a file without the SKU or Nombre column, or with unclosed quotes", () => {
    expect(readProductsCsv("Nombre,Precio\nRed,10\n")).toEqual({ ok: false, reason: "Falta la columna «SKU» en la primera línea del archivo." });
    expect(readProductsCsv("SKU,Precio\nA,10\n")).toEqual({ ok: false, reason: "Falta la columna «Nombre» en la primera línea del archivo." });
    const broken = readProductsCsv("SKU,Nombre\nA,\"Red\n");
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.reason).toMatch(/^No pudimos leer el archivo como CSV/);
  });

  it("refuses bad rows with a reason in Spanish", () => {
    const reason = (cells: Record<string, string>) => {
      const result = check({ sku: "A-1", name: "Red", ...cells });
      return result.ok ? null : result.reason;
    };
    expect(check({ sku: "", name: "Red" })).toEqual({ ok: false, reason: "Falta el SKU: es lo que identifica al producto." });
    expect(check({ sku: "A-1", name: " " })).toEqual({ ok: false, reason: "Falta el nombre del producto." });
    expect(reason({ price: "mil" })).toMatch(/^El precio «mil» no es válido/);
    expect(reason({ price: "-5" })).toMatch(/^El precio «-5» no es válido/);
    expect(reason({ categorySlug: "tractores" })).toMatch(/^La categoría «tractores» no existe/);
    expect(reason({ isActive: "quizás" })).toBe("En «Activo» escribí «sí» o «no» (dice «quizás»).");
    expect(reason({ stockQuantity: "3,5" })).toMatch(/^El stock «3,5» no es válido/);
    expect(reason({ specifications: "Material polietileno" })).toMatch(/^La especificación «Material polietileno» necesita la forma «Nombre: valor»/);
    expect(reason({ videoUrl: "https://example.com/video" })).toMatch(/no es un enlace de YouTube o Vimeo/);
  });

  it("accepts Spanish decimals and yes/no spellings, and leaves the columns the file lacks as they were", () => {
    const result = check({ sku: "RED-123", name: "Red nueva", price: "99,90", isActive: "NO", isFeatured: "Sí" }, net);
    expect(result).toEqual({ ok: true, row: { ...net, name: "Red nueva", price: 99.9, isActive: false, isFeatured: true } });
  });
});
