import { type MouseEvent, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { fullImageUrl } from "~/lib/uploaded-images";
import { ProductImage } from "./product-image";

const frameClass = "aspect-[4/3] overflow-hidden rounded-2xl border border-stone-200 bg-stone-50";

/**
 * The product's images. With several, they sit side by side in a strip that scrolls sideways with
 * scroll snapping (a swipe, a trackpad or the arrow keys move it, scripts or not), and the
 * thumbnails below are links to each image at full size. Once the page runs, a plain click on a
 * thumbnail brings its image into the strip instead; a click asking for a new tab still opens it.
 */
export function ProductGallery({ images, alts = [], name }: { images: readonly string[]; alts?: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);

  if (images.length <= 1) {
    return (
      <div className={frameClass}>
        <ProductImage
          src={images[0] ?? null}
          alt={alts[0]?.trim() || name}
          fit="contain"
          sizes="(min-width: 1024px) 50vw, 100vw"
          loading="priority"
        />
      </div>
    );
  }

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const strip = stripRef.current;
    if (!strip || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: reducedMotion ? "instant" : "smooth" });
    setSelected(index);
  };
  // Whatever moved the strip (a thumbnail, a swipe), the thumbnail of the image in view is marked.
  const onScroll = () => {
    const strip = stripRef.current;
    if (strip) setSelected(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  return (
    <div>
      <div
        ref={stripRef}
        role="region"
        aria-label={`Imágenes de ${name}`}
        // A scrolling region holding no links: the keyboard reaches it and moves it with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        className={cn(frameClass, "flex snap-x snap-mandatory [scrollbar-width:thin] overflow-x-auto overscroll-x-contain")}
      >
        {images.map((image, index) => (
          <div key={image} className="h-full w-full shrink-0 snap-start">
            <ProductImage
              src={image}
              alt={alts[index]?.trim() || `${name}, imagen ${index + 1} de ${images.length}`}
              fit="contain"
              sizes="(min-width: 1024px) 50vw, 100vw"
              loading={index === 0 ? "priority" : "lazy"}
            />
          </div>
        ))}
      </div>
      <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label="Imágenes del producto">
        {images.map((image, index) => (
          <li key={image}>
            <a
              href={fullImageUrl(image)}
              onClick={show(index)}
              aria-label={`Ver imagen ${index + 1} de ${images.length}${alts[index]?.trim() ? `: ${alts[index].trim()}` : ""}`}
              aria-current={index === selected ? "true" : undefined}
              className={cn(
                "block aspect-square w-full overflow-hidden rounded-lg border-2 bg-stone-50",
                index === selected ? "border-brand-700" : "border-stone-200 hover:border-brand-600",
              )}
            >
              <ProductImage src={image} alt="" sizes="120px" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
