import { useState } from "react";
import { cn } from "~/lib/cn";
import { ProductImage } from "./product-image";

/** The product's images: the selected one large, thumbnails to switch only when there are several. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? null;
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
        <ProductImage
          key={current ?? "sin-imagen"}
          src={current}
          alt={images.length > 1 ? `${name}, imagen ${selected + 1} de ${images.length}` : name}
          fit="contain"
          sizes="(min-width: 1024px) 50vw, 100vw"
          loading="priority"
        />
      </div>
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label="Imágenes del producto">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Ver imagen ${index + 1} de ${images.length}`}
                aria-pressed={index === selected}
                className={cn(
                  "block aspect-square w-full overflow-hidden rounded-lg border-2 bg-stone-50",
                  index === selected ? "border-brand-700" : "border-stone-200 hover:border-brand-600",
                )}
              >
                <ProductImage src={image} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
