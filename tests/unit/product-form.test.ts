import { describe, expect, it } from "vitest";
import { checkForm, formValues, type SubmittedValues } from "~/lib/forms";
import {
  emptyProductFormValues,
  imageAlt,
  MAX_IMAGE_ALT_LENGTH,
  productFormMessages,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
  productToFormValues,
} from "~/admin/lib/product-form";
import { PRICE_RULES, readTypedNumber, STOCK_RULES } from "~/lib/typed-number";

const categoryId = "0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d";
const upload = "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp";

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** What the form posts for these values: one entry per specification row and image, checkboxes as "on". */
function posted(values: ProductFormValues): SubmittedValues {
  const { specifications, isFeatured, isActive, images, imageAlts, ...texts } = values;
  return {
    ...texts,
    imageAlt: imageAlts,
    specKey: specifications.map((row) => row.key),
    specValue: specifications.map((row) => row.value),
    images,
    ...(isFeatured ? { isFeatured: "on" } : {}),
    ...(isActive ? { isActive: "on" } : {}),
  };
}

/** The form's schema as the route actions apply it through parseForm. */
function parseProductForm(values: ProductFormValues, currentImages: readonly string[] = []) {
  const checked = checkForm(productFormSchema(currentImages), posted(values));
  return checked.ok ? { ok: true as const, values, input: checked.data } : { ok: false as const, values, errors: checked.errors };
}

describe("the admin product form (docs/requirements.md §5)", () => {
  it("keeps each photo's alt text beside it, and stores an alt equal to the name (or empty) as empty", () => {
    const second = upload.replace("-1600", "-1601").replace("0b8e4f1e-2a57", "1b8e4f1e-2a57");
    const submitted = formValues(
      form([
        ["name", "Red Tamanet"],
        ["price", ""],
        ["stockQuantity", "0"],
        ["categoryId", ""],
        ["images", upload],
        ["imageAlt", "  Rollo de red visto de frente "],
        ["images", second],
        ["imageAlt", "Red Tamanet"],
      ]),
    );
    const checked = checkForm(productFormSchema(), submitted);
    expect(checked.ok && checked.data.images).toEqual([upload, second]);
    expect(checked.ok && checked.data.imageAlts).toEqual(["Rollo de red visto de frente", ""]);
    expect(imageAlt({ name: "Red Tamanet", imageAlts: ["", ""] }, 1)).toBe("Red Tamanet");
    expect(imageAlt({ name: "Red Tamanet", imageAlts: [] }, 0)).toBe("Red Tamanet");
  });

  it("refuses an alt text longer than the limit, with a Spanish message", () => {
    const checked = checkForm(
      productFormSchema(),
      formValues(
        form([
          ["name", "Red"],
          ["images", upload],
          ["imageAlt", "x".repeat(MAX_IMAGE_ALT_LENGTH + 1)],
        ]),
      ),
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.imageAlts).toBe(productFormMessages.imageAltTooLong);
  });

  it("turns a complete submission into what is stored", () => {
    const values = productFormValues(
      formValues(
        form([
          ["name", "  Red Tamanet Edge 1,23 m  "],
          ["sku", "TAM-123"],
          ["shortDescription", "Red de borde a borde."],
          ["description", ""],
          ["price", "1.250,5"],
          ["stockQuantity", "1.200"],
          ["categoryId", categoryId],
          ["features", "Ancho 1,23 m\r\n\r\n   \nLargo 3.000 m\n"],
          ["specKey", "Material"],
          ["specValue", "Polietileno"],
          ["specKey", ""],
          ["specValue", ""],
          ["isActive", "on"],
          ["images", upload],
        ]),
      ),
    );
    const result = parseProductForm(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toEqual({
      name: "Red Tamanet Edge 1,23 m",
      sku: "TAM-123",
      shortDescription: "Red de borde a borde.",
      description: null,
      price: 1250.5,
      stockQuantity: 1200,
      categoryId,
      features: ["Ancho 1,23 m", "Largo 3.000 m"],
      videoUrl: null,
      specifications: { Material: "Polietileno" },
      isFeatured: false,
      isActive: true,
      images: [upload],
      imageAlts: [""],
    });
  });

  it("stores an empty price, an empty category and an empty stock as null, null and 0", () => {
    const result = parseProductForm({ ...emptyProductFormValues, name: "Hilo", price: " ", stockQuantity: "", categoryId: "" });
    expect(result.ok && result.input).toMatchObject({ price: null, categoryId: null, stockQuantity: 0 });
  });

  it("reads prices and stock as Uruguayans write them, whatever the browser sent", () => {
    const read = (price: string, stockQuantity = "0") => parseProductForm({ ...emptyProductFormValues, name: "Red", price, stockQuantity });
    expect(read("98,50")).toMatchObject({ ok: true, input: { price: 98.5 } });
    expect(read("1250.50")).toMatchObject({ ok: true, input: { price: 1250.5 } });
    expect(read("$ 1.250,50", "1.250")).toMatchObject({ ok: true, input: { price: 1250.5, stockQuantity: 1250 } });
  });

  it("refuses an ambiguous or unreadable price and an unreadable stock with the reader's message, keeping what was typed", () => {
    const values = { ...emptyProductFormValues, name: "Red", price: "1.250", stockQuantity: "muchos" };
    const result = parseProductForm(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      price: (readTypedNumber("1.250", PRICE_RULES) as { message: string }).message,
      stockQuantity: (readTypedNumber("muchos", STOCK_RULES) as { message: string }).message,
    });
    expect(result.errors.price).toContain("puede leerse como 1.250 o como 1,25");
    expect(result.values).toBe(values);
    const decimals = parseProductForm({ ...values, price: "98,50", stockQuantity: "12,5" });
    expect(!decimals.ok && decimals.errors).toEqual({
      stockQuantity: "El stock va en números enteros, sin decimales: «12,5» no es una cantidad entera.",
    });
    const negative = parseProductForm({ ...values, price: "-3", stockQuantity: "-4" });
    expect(!negative.ok && negative.errors).toEqual({
      price: "El precio no puede ser negativo.",
      stockQuantity: "El stock no puede ser negativo.",
    });
  });

  it("refuses a missing name, a bad price, a foreign category id and an image it did not store, keeping what was typed", () => {
    const values = {
      ...emptyProductFormValues,
      name: "   ",
      price: "mil",
      categoryId: "no-es-un-id",
      features: "Resistente a los rayos UV",
      images: ["https://example.com/foto.jpg"],
    };
    const result = parseProductForm(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: productFormMessages.nameRequired,
      price: "«mil» no se entiende como el precio. Escribilo solo con números, por ejemplo 1250 o 1.250,50.",
      categoryId: productFormMessages.categoryInvalid,
      images: productFormMessages.imageInvalid,
    });
    expect(result.values).toBe(values);
  });

  it("accepts a YouTube or Vimeo link for the video and refuses any other address", () => {
    const youtube = parseProductForm({ ...emptyProductFormValues, name: "Red", videoUrl: " https://www.youtube.com/watch?v=dQw4w9WgXcQ " });
    expect(youtube.ok && youtube.input.videoUrl).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const other = parseProductForm({ ...emptyProductFormValues, name: "Red", videoUrl: "https://evil.example/video" });
    expect(other.ok).toBe(false);
    expect(!other.ok && other.errors.videoUrl).toBe(productFormMessages.videoInvalid);
  });

  it("keeps images the product already had, wherever they live", () => {
    const result = parseProductForm({ ...emptyProductFormValues, name: "Bota", images: ["/images/bota.webp"] }, ["/images/bota.webp"]);
    expect(result.ok).toBe(true);
  });

  it("refuses a specification value without a name", () => {
    const result = parseProductForm({ ...emptyProductFormValues, name: "Film", specifications: [{ key: " ", value: "25 micrones" }] });
    expect(!result.ok && result.errors.specifications).toBe(productFormMessages.specificationWithoutName);
  });

  it("round-trips a stored product through the edit form", () => {
    const stored = {
      name: "Capa para silo",
      sku: null,
      shortDescription: null,
      description: "Capa de dos capas.",
      price: 1250.5,
      stockQuantity: 1250,
      categoryId,
      features: ["Doble capa"],
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      specifications: { Espesor: "200 micrones" },
      isFeatured: true,
      isActive: false,
      images: [upload],
      imageAlts: ["Capa extendida sobre un silo"],
    };
    const values = productToFormValues(stored);
    // Written without a thousands mark, so the form reads it back unchanged.
    expect(values).toMatchObject({ price: "1250,50", stockQuantity: "1250" });
    const result = parseProductForm(values);
    expect(result.ok && result.input).toEqual(stored);
  });
});
