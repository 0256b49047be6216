import type { Page } from "playwright-core";
import sharp from "sharp";

/** A 640×480 JPEG of one colour, as a file the product form's image picker takes. */
export async function productPicture(name: string, color: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export interface ProductFormInput {
  name?: string;
  price?: string;
  /** The category's label as the select shows it ("Embalaje de cultivos > Redes para enfardar"). */
  category?: string;
  features?: string;
  specification?: { name: string; value: string };
  pictures?: { name: string; color: string }[];
}

/** Fills the fields given of the admin's product form, as an editor does, top to bottom. */
export async function fillProductForm(page: Page, input: ProductFormInput): Promise<void> {
  if (input.name !== undefined) await page.getByLabel("Nombre", { exact: true }).fill(input.name);
  if (input.price !== undefined) await page.getByLabel("Precio").fill(input.price);
  if (input.category !== undefined) await page.getByLabel("Categoría").selectOption({ label: input.category });
  if (input.features !== undefined) await page.getByLabel("Características").fill(input.features);
  if (input.specification) {
    await page.getByLabel("Nombre de la especificación 1").fill(input.specification.name);
    await page.getByLabel("Valor de la especificación 1").fill(input.specification.value);
  }
  if (input.pictures) {
    await page
      .getByLabel("Agregar imágenes")
      .setInputFiles(await Promise.all(input.pictures.map(({ name, color }) => productPicture(name, color))));
  }
}
