import { describe, expect, it } from "vitest";
import {
  categoryIndex,
  checkProductCsvRow,
  newProductCsvDefaults,
  type ProductCsvRow,
  productsCsv,
  readProductsCsv,
} from "~/.server/catalog/products-csv";
import { decodeSpreadsheetBytes } from "~/.server/spreadsheet-csv";

// The catalogue's CSV file (docs/features.md 'Managing products'): what the export writes the
// import reads back, the bytes Excel in Spanish saves are read right, and each bad row is refused
// with a reason in Spanish (docs/decisions/024-spreadsheets-as-excel-writes-them.md).

const categories = categoryIndex([
  { id: "c-embalaje", slug: "embalaje-cultivo", path: "Embalaje de cultivos", assignable: false },
  { id: "c-redes", slug: "redes-enfardar", path: "Embalaje de cultivos > Redes para enfardar", assignable: true },
  { id: "c-hilos", slug: "hilos-enfardar", path: "Embalaje de cultivos > Hilos para enfardar", assignable: true },
  { id: "c-dipping", slug: "pre-post-dipping", path: "Tambo > Pre y post dipping", assignable: true },
  { id: "c-otros-1", slug: "otros-tambo", path: "Tambo > Otros", assignable: true },
  { id: "c-otros-2", slug: "otros-industria", path: "Industria > Otros", assignable: true },
]);

const net: ProductCsvRow = {
  sku: "RED-123",
  name: "Red Tamanet Edge 1,23 m",
  categoryId: "c-redes",
  price: 1250.5,
  isActive: true,
  isFeatured: false,
  stockQuantity: 12,
  shortDescription: "Red de borde a borde.",
  description: '-Resistente al sol; "UV" estabilizada\nSegunda línea',
  features: ["Ancho 1,23 m", "Largo 3.000 m"],
  specifications: { Material: "Polietileno", Color: "Blanco" },
  videoUrl: null,
};

function check(cells: Record<string, string>, defaults = newProductCsvDefaults) {
  return checkProductCsvRow(cells, categories, defaults);
}

function reason(cells: Record<string, string>) {
  const result = check({ sku: "A-1", name: "Red", ...cells });
  return result.ok ? null : result.reason;
}

const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => ({ "€": 0x80, "“": 0x93, "”": 0x94 })[char] ?? char.charCodeAt(0)));

describe("decoding an uploaded CSV file", () => {
  it("reads UTF-8 with or without its byte-order mark", () => {
    const text = "SKU;Nombre\nM-1;Maíz Ñandú\n";
    expect(decodeSpreadsheetBytes(new TextEncoder().encode(text))).toEqual({ ok: true, text, encoding: "utf-8" });
    expect(decodeSpreadsheetBytes(new TextEncoder().encode(`\uFEFF${text}`))).toEqual({ ok: true, text, encoding: "utf-8" });
  });

  it("reads what Excel saves as plain «CSV» in Spanish (Windows-1252), euro sign and curly quotes included", () => {
    const text = "SKU;Nombre;Descripción\nM-1;Semilla de maíz Ñandú;“Oferta” 5 €\n";
    expect(decodeSpreadsheetBytes(windows1252(text))).toEqual({ ok: true, text, encoding: "windows-1252" });
  });

  it("reads Excel's «Texto Unicode» (UTF-16 with its mark)", () => {
    const text = "SKU\tNombre\nM-1\tMaíz\n";
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from([...text].map((char) => char.charCodeAt(0))).buffer)]);
    expect(decodeSpreadsheetBytes(bytes)).toEqual({ ok: true, text, encoding: "utf-16" });
  });

  it("refuses a workbook or a file that is not text, saying how to save a CSV", () => {
    const xlsx = decodeSpreadsheetBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]));
    expect(!xlsx.ok && xlsx.reason).toMatch(/^Es un libro de Excel, no un CSV/);
    const binary = decodeSpreadsheetBytes(new Uint8Array([0x53, 0x4b, 0x55, 0x00, 0x01]));
    expect(!binary.ok && binary.reason).toMatch(/^El archivo no es un CSV de texto/);
  });
});

describe("the products CSV", () => {
  it("exports what Excel in Spanish opens split into columns (BOM, semicolons), and reads its own file back unchanged", () => {
    const csv = productsCsv([net], categories);
    expect(csv.startsWith('\uFEFF"SKU";"Nombre";"Categoría";"Precio";"Activo";"Destacado";"Stock"')).toBe(true);
    // The category by its name path, the price with a decimal comma and no thousands mark.
    expect(csv).toContain('"RED-123";"Red Tamanet Edge 1,23 m";"Embalaje de cultivos > Redes para enfardar";"1250,50";"sí";"no";"12"');
    // A cell starting like a formula is neutralised for spreadsheets...
    expect(csv).toContain("\"'-Resistente");
    const read = readProductsCsv(csv);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.records).toHaveLength(1);
    expect(read.records[0]!.sheetRow).toBe(2);
    // ...and read back as it was written.
    expect(check(read.records[0]!.cells)).toEqual({ ok: true, row: net });
  });

  it("finds the separator the titles use (semicolon, comma or tab), honours Excel's «sep=» line and numbers rows as Excel does", () => {
    const semicolons = readProductsCsv('SKU;Nombre;Características\nA-1;Hilo;"uno\ndos"\n\n;;\nA-2;Red;tres\n');
    // A cell over two lines is one row; an empty line and a row of empty cells are rows too.
    expect(semicolons.ok && semicolons.records.map((record) => [record.sheetRow, record.cells.sku, record.cells.features])).toEqual([
      [2, "A-1", "uno\ndos"],
      [5, "A-2", "tres"],
    ]);
    const commas = readProductsCsv('SKU,Nombre,Precio\r\nA-1,"Red; la buena","1.250,50"\r\n');
    expect(commas.ok && commas.records[0]!.cells).toEqual({ sku: "A-1", name: "Red; la buena", price: "1.250,50" });
    const tabs = readProductsCsv("SKU\tNombre\nA-1\tHilo, sisal\n");
    expect(tabs.ok && tabs.records[0]!.cells).toEqual({ sku: "A-1", name: "Hilo, sisal" });
    // The titles alone would say commas; Excel's first line says semicolons, and is not a row.
    const hinted = readProductsCsv("sep=;\nSKU;Nombre;Notas, de, la, oficina\nA-1;Red, grande;x\n");
    expect(hinted.ok && hinted.records[0]).toEqual({ sheetRow: 2, cells: { sku: "A-1", name: "Red, grande" } });
  });

  it("refuses a file without the SKU or Nombre column, or with unclosed quotes", () => {
    expect(readProductsCsv("Nombre,Precio\nRed,10\n")).toEqual({
      ok: false,
      reason: "Falta la columna «SKU» en la primera fila del archivo.",
    });
    expect(readProductsCsv("SKU,Precio\nA,10\n")).toEqual({
      ok: false,
      reason: "Falta la columna «Nombre» en la primera fila del archivo.",
    });
    const broken = readProductsCsv('SKU,Nombre\nA,"Red\n');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.reason).toMatch(/^No pudimos leer el archivo como CSV/);
  });

  it("reads prices and stock with the admin's number reader: Spanish decimals and thousands, refusing what reads two ways or does not fit", () => {
    const price = (written: string) => {
      const result = check({ sku: "A-1", name: "Red", price: written });
      return result.ok ? result.row.price : result.reason;
    };
    expect(price("98,50")).toBe(98.5);
    expect(price("1.250,50")).toBe(1250.5);
    expect(price("1250.50")).toBe(1250.5);
    expect(price("$ 1.250,50")).toBe(1250.5);
    expect(price("")).toBeNull();
    expect(price("1.250")).toBe("«1.250» puede leerse como 1.250 o como 1,25. Escribí 1250 si son 1.250, o 1,25 si son 1,25.");
    expect(price("mil")).toMatch(/^«mil» no se entiende como el precio/);
    expect(price("-5")).toBe("El precio no puede ser negativo.");
    expect(price("12345678901")).toMatch(/^El precio puede ser como mucho 9\.999\.999\.999,99/);
    const stock = (written: string) => {
      const result = check({ sku: "A-1", name: "Red", stockQuantity: written });
      return result.ok ? result.row.stockQuantity : result.reason;
    };
    expect(stock("1.250")).toBe(1250);
    expect(stock("")).toBe(0);
    expect(stock("3,5")).toMatch(/^El stock va en números enteros/);
    expect(stock("2147483648")).toMatch(/^El stock puede ser como mucho 2\.147\.483\.647/);
  });

  it("finds the category by its name path as the admin shows it, by its slug, or by a name no other subcategory has", () => {
    const category = (written: string) => {
      const result = check({ sku: "A-1", name: "Red", categoryId: written });
      return result.ok ? result.row.categoryId : result.reason;
    };
    expect(category("Tambo > Pre y post dipping")).toBe("c-dipping");
    expect(category("  tambo>PRE Y POST DIPPING ")).toBe("c-dipping");
    expect(category("pre-post-dipping")).toBe("c-dipping");
    expect(category("Pre y post dipping")).toBe("c-dipping");
    expect(category("")).toBeNull();
    expect(category("Otros")).toMatch(/^Hay más de una categoría «Otros»: escribila con la categoría principal/);
    expect(category("Industria > Otros")).toBe("c-otros-2");
    expect(category("Tambo > Redes para enfardar")).toMatch(/^La categoría «Tambo > Redes para enfardar» no existe/);
    // Products are filed under subcategories, as in the product form...
    expect(category("Embalaje de cultivos")).toMatch(
      /^«Embalaje de cultivos» es una categoría principal: los productos van en una de sus subcategorías/,
    );
    expect(category("embalaje-cultivo")).toMatch(/es una categoría principal/);
    // ...but one already filed under a main category stays there when the file keeps it.
    const kept = check({ sku: "A-1", name: "Red", categoryId: "Embalaje de cultivos", price: "5" }, { ...net, categoryId: "c-embalaje" });
    expect(kept.ok && kept.row.categoryId).toBe("c-embalaje");
  });

  it("refuses other bad rows with a reason in Spanish", () => {
    expect(check({ sku: "", name: "Red" })).toEqual({ ok: false, reason: "Falta el SKU: es lo que identifica al producto." });
    expect(check({ sku: "A-1", name: " " })).toEqual({ ok: false, reason: "Falta el nombre del producto." });
    expect(reason({ isActive: "quizás" })).toBe("En «Activo» escribí «sí» o «no» (dice «quizás»).");
    expect(reason({ specifications: "Material polietileno" })).toMatch(
      /^La especificación «Material polietileno» necesita la forma «Nombre: valor»/,
    );
    expect(reason({ videoUrl: "https://example.com/video" })).toMatch(/no es un enlace de YouTube o Vimeo/);
  });

  it("accepts yes/no spellings, and leaves the columns the file lacks as they were", () => {
    const result = check({ sku: "RED-123", name: "Red nueva", price: "99,90", isActive: "NO", isFeatured: "Sí" }, net);
    expect(result).toEqual({ ok: true, row: { ...net, name: "Red nueva", price: 99.9, isActive: false, isFeatured: true } });
  });
});
