import { formatPrice } from "~/lib/price";
import type { ProductInput } from "~/admin/lib/product-form";
import { comparedOnly, type Snapshot, snapshotOf, yesNo } from "~/lib/record-changes";

// A product's fields as staff read them, in the form's order and with its labels: the activity
// log's detail of a save and the edit-conflict notice both come from here.

export function productSnapshot(product: Omit<ProductInput, "price"> & { price: number | null }, categoryLabel: string | null): Snapshot {
  return snapshotOf([
    ["Nombre", product.name],
    ["SKU", product.sku ?? ""],
    ["Precio", formatPrice(product.price)],
    ["Stock", `${product.stockQuantity} unidades`],
    ["Categoría", categoryLabel ?? "Sin categoría"],
    ["Descripción corta", product.shortDescription ?? ""],
    // Long texts by nature: a notice says only that they changed.
    ["Descripción", comparedOnly(product.description ?? "")],
    ["Características", comparedOnly(product.features.join("\n"))],
    ["Video", product.videoUrl ?? ""],
    ["Especificaciones", comparedOnly(JSON.stringify(product.specifications))],
    ["Fotos", comparedOnly(product.images.join("\n"))],
    ["Textos alternativos", comparedOnly(product.imageAlts.join("\n"))],
    ["Activo", yesNo(product.isActive)],
    ["Destacado", yesNo(product.isFeatured)],
  ]);
}
