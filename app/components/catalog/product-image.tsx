import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/lib/uploaded-images";

/** Shown when a product has no image or its image fails to load (docs/requirements.md §9). */
export const FALLBACK_PRODUCT_IMAGE = "/images/products/sin-imagen.svg";

interface ProductImageProps {
  src?: string | null;
  alt: string;
  fit?: "cover" | "contain";
  sizes?: string;
  className?: string;
  /**
   * "priority": the page's main image, fetched first (React also preloads it from <head>);
   * "eager": above the fold, fetched at once; "lazy" (default): when it nears the screen.
   */
  loading?: "priority" | "eager" | "lazy";
}

/** A product photo with the fallback image, also for an image that broke before hydration. */
export function ProductImage({ src, alt, fit = "cover", sizes, className, loading = "lazy" }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A server-rendered image may have failed before React attached onError.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && !image.src.endsWith(FALLBACK_PRODUCT_IMAGE)) setFailed(true);
  }, []);

  const image = !src || failed ? { src: FALLBACK_PRODUCT_IMAGE } : responsiveImage(src);
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (sizes ?? "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw") : undefined}
      alt={alt}
      width={800}
      height={600}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("h-full w-full", fit === "contain" ? "object-contain p-4" : "object-cover", className)}
    />
  );
}
