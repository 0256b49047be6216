import { z } from "zod";
import type { SubmittedValues } from "../../lib/forms";
import { editableNumber, PRICE_RULES, readTypedNumber, STOCK_RULES, type TypedNumberRules } from "../../lib/typed-number";
import { videoEmbedUrl } from "../../lib/video-embed";

// The admin product form (docs/requirements.md §5 'Product form'): what the editor typed
// (ProductFormValues, kept as text so a refused submission comes back exactly as it was written)
// and the rules that turn it into what is stored (ProductInput). Shared by the form component and
// the route actions, which read the form through parseForm with productFormSchema.

export interface SpecificationRow {
  key: string;
  value: string;
}

export interface ProductFormValues {
  name: string;
  sku: string;
  shortDescription: string;
  description: string;
  price: string;
  stockQuantity: string;
  categoryId: string;
  /** One feature per line. */
  features: string;
  videoUrl: string;
  specifications: SpecificationRow[];
  isFeatured: boolean;
  isActive: boolean;
  /** Stored image URLs, in display order (the first is the product's main image). */
  images: string[];
  /** Alt text of each image, by position; empty means the product's name. */
  imageAlts: string[];
}

export interface ProductInput {
  name: string;
  sku: string | null;
  shortDescription: string | null;
  description: string | null;
  price: number | null;
  stockQuantity: number;
  categoryId: string | null;
  features: string[];
  videoUrl: string | null;
  specifications: Record<string, string>;
  isFeatured: boolean;
  isActive: boolean;
  images: string[];
  /** Parallel to images; "" stands for the product's name (see imageAlt). */
  imageAlts: string[];
}

export type ProductFormField = "name" | "price" | "stockQuantity" | "categoryId" | "videoUrl" | "specifications" | "images" | "imageAlts";
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export const emptyProductFormValues: ProductFormValues = {
  name: "",
  sku: "",
  shortDescription: "",
  description: "",
  price: "",
  stockQuantity: "0",
  categoryId: "",
  features: "",
  videoUrl: "",
  specifications: [],
  isFeatured: false,
  isActive: true,
  images: [],
  imageAlts: [],
};

export const MAX_IMAGE_ALT_LENGTH = 250;

export const productFormMessages = {
  nameRequired: "Ingresá el nombre del producto.",
  categoryInvalid: "Elegí una categoría de la lista.",
  specificationWithoutName: "Cada especificación con valor necesita un nombre (por ejemplo 'Ancho').",
  imageInvalid: "Una de las imágenes no es válida. Quitala y subila de nuevo.",
  imageAltTooLong: `El texto alternativo de una foto puede tener hasta ${MAX_IMAGE_ALT_LENGTH} caracteres.`,
  videoInvalid: "Pegá el enlace de un video de YouTube o Vimeo (por ejemplo https://www.youtube.com/watch?v=…), o dejalo vacío.",
} as const;

/** Images this site stored (see app/lib/uploaded-images.ts); other URLs only when the product already had them. */
export const UPLOADED_PRODUCT_IMAGE = /^\/uploads\/products\/[0-9a-f-]{36}-\d+\.webp$/;

/** What a screen reader (and a search engine) reads for image `index` of a product: its own text or the product's name. */
export function imageAlt(product: { name: string; imageAlts: readonly string[] }, index: number): string {
  return product.imageAlts[index]?.trim() || product.name;
}

const optional = (value: string): string | null => value.trim() || null;

/** Every text value of a field: specifications and images are posted once per row. */
function texts(value: SubmittedValues[string] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((entry) => (typeof entry === "string" ? entry : ""));
}

/** The posted form as the editor wrote it (checkboxes as booleans, specification rows paired). */
export function productFormValues(submitted: SubmittedValues): ProductFormValues {
  const text = (name: string) => texts(submitted[name])[0] ?? "";
  const values = texts(submitted.specValue);
  const alts = texts(submitted.imageAlt);
  // Each stored image is posted with its alt field right after it; without JavaScript, files
  // chosen in the form get theirs when they are appended (empty: the product's name).
  const images = texts(submitted.images);
  return {
    name: text("name"),
    sku: text("sku"),
    shortDescription: text("shortDescription"),
    description: text("description"),
    price: text("price"),
    stockQuantity: text("stockQuantity"),
    categoryId: text("categoryId"),
    features: text("features"),
    videoUrl: text("videoUrl"),
    specifications: texts(submitted.specKey)
      .map((key, index) => ({ key, value: values[index] ?? "" }))
      .filter((row) => row.key.trim() !== "" || row.value.trim() !== ""),
    isFeatured: text("isFeatured") === "on",
    isActive: text("isActive") === "on",
    images: images.filter(Boolean),
    imageAlts: images
      .map((url, index) => ({ url, alt: alts[index] ?? "" }))
      .filter((row) => row.url)
      .map((row) => row.alt),
  };
}

/** A number field read by readTypedNumber; a refusal carries the parser's message (docs/decisions/021-typed-numbers.md). */
function typedNumber(rules: TypedNumberRules) {
  return z.string().transform((typed, context) => {
    const read = readTypedNumber(typed, rules);
    if (read.ok) return read.value;
    context.addIssue({ code: "custom", message: read.message });
    return z.NEVER;
  });
}

function productRules(allowedImages: ReadonlySet<string>) {
  return (
    z
      .object({
        name: z.string().trim().min(1, productFormMessages.nameRequired),
        sku: z.string().transform(optional),
        shortDescription: z.string().transform(optional),
        description: z.string().transform(optional),
        price: typedNumber(PRICE_RULES),
        // An empty stock is none in stock.
        stockQuantity: typedNumber(STOCK_RULES).transform((units) => units ?? 0),
        categoryId: z.union([z.literal("").transform(() => null), z.uuid(productFormMessages.categoryInvalid)]),
        features: z.string().transform((value) =>
          value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        ),
        videoUrl: z
          .string()
          .trim()
          .refine((value) => value === "" || videoEmbedUrl(value) !== null, productFormMessages.videoInvalid)
          .transform(optional),
        specifications: z
          .array(z.object({ key: z.string().trim(), value: z.string().trim() }))
          .refine((rows) => rows.every((row) => row.key !== "" || row.value === ""), productFormMessages.specificationWithoutName)
          .transform((rows) => Object.fromEntries(rows.filter((row) => row.key !== "").map((row) => [row.key, row.value]))),
        isFeatured: z.boolean(),
        isActive: z.boolean(),
        images: z.array(
          z.string().refine((url) => UPLOADED_PRODUCT_IMAGE.test(url) || allowedImages.has(url), productFormMessages.imageInvalid),
        ),
        imageAlts: z.array(z.string().trim().max(MAX_IMAGE_ALT_LENGTH, productFormMessages.imageAltTooLong)),
      })
      // An alt equal to the name is stored empty, so it follows the product when it is renamed.
      .transform((input): ProductInput => ({ ...input, imageAlts: input.imageAlts.map((alt) => (alt === input.name ? "" : alt)) }))
  );
}

/**
 * The product form's schema, for parseForm: what was posted, paired into ProductFormValues, then the
 * rules. `currentImages` are the product's stored images, which stay acceptable even when they are
 * not uploads of this site (seeded pictures).
 */
export function productFormSchema(currentImages: readonly string[] = []) {
  return z.preprocess((submitted) => productFormValues(submitted as SubmittedValues), productRules(new Set(currentImages)));
}

/** Stored product → form values, for the edit view. */
export function productToFormValues(product: Omit<ProductInput, "price"> & { price: number | null }): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku ?? "",
    shortDescription: product.shortDescription ?? "",
    description: product.description ?? "",
    price: product.price === null ? "" : editableNumber(product.price, PRICE_RULES),
    stockQuantity: editableNumber(product.stockQuantity, STOCK_RULES),
    categoryId: product.categoryId ?? "",
    features: product.features.join("\n"),
    videoUrl: product.videoUrl ?? "",
    specifications: Object.entries(product.specifications).map(([key, value]) => ({ key, value })),
    isFeatured: product.isFeatured,
    isActive: product.isActive,
    images: [...product.images],
    imageAlts: product.images.map((_, index) => product.imageAlts[index] ?? ""),
  };
}
