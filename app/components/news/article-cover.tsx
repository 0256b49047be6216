import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { missingCoverAlt } from "~/content/news";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/lib/uploaded-images";

interface ArticleCoverProps {
  title: string;
  url: string | null;
  sizes: string;
  className?: string;
  /** The article page's cover is the largest image above the fold. */
  priority?: boolean;
}

/**
 * An article's cover; a missing cover or one that fails to load becomes a labelled placeholder
 * (docs/requirements.md §8).
 */
export function ArticleCover({ title, url, sizes, className, priority = false }: ArticleCoverProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (!url || failed) {
    return (
      <div
        role="img"
        aria-label={missingCoverAlt(title)}
        className={cn("flex aspect-[16/9] items-center justify-center bg-brand-50 text-brand-700", className)}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }
  const { src, srcSet } = responsiveImage(url);
  return (
    <img
      ref={image}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={title}
      width={1600}
      height={900}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      className={cn("aspect-[16/9] w-full object-cover", className)}
    />
  );
}
