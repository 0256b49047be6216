import type { ProductInput } from "~/admin/lib/product-form";

/** What the product form saves for a plain active product, with the given fields instead. */
export function productInput(fields: Partial<ProductInput> & Pick<ProductInput, "name">): ProductInput {
  return {
    sku: null,
    shortDescription: null,
    description: null,
    price: null,
    stockQuantity: 0,
    categoryId: null,
    features: [],
    videoUrl: null,
    specifications: {},
    isFeatured: false,
    isActive: true,
    images: [],
    imageAlts: [],
    ...fields,
  };
}
