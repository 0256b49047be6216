import type { Page } from "playwright-core";

/** Whether image `number` of a product's gallery fills its strip (scrolled into view, not beside it). */
export async function imageInView(page: Page, productName: string, number: number): Promise<boolean> {
  const strip = page.getByRole("region", { name: `Imágenes de ${productName}` });
  const image = strip.getByRole("img", {
    name: new RegExp(`^${productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, imagen ${number} de \\d+$`),
  });
  const [stripBox, imageBox] = await Promise.all([strip.boundingBox(), image.boundingBox()]);
  return Boolean(stripBox && imageBox && Math.abs(imageBox.x - stripBox.x) < 2);
}
