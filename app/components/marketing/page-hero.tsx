import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";
import { Breadcrumb } from "./breadcrumb";

export interface HeroImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
}

interface PageHeroProps {
  eyebrow?: string;
  /** The page's single h1. */
  title: string;
  lead: string;
  breadcrumb?: readonly Crumb[];
  image?: HeroImage;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
}

/** Top of every sector and product page: breadcrumb, h1, lead, calls to action and an illustration. */
export function PageHero({ eyebrow, title, lead, breadcrumb, image, actions }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          {breadcrumb && <Breadcrumb items={breadcrumb} tone="dark" />}
          {eyebrow && <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-straw-300 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50">{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {image && (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes ?? "(min-width: 1024px) 50vw, 100vw"}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/20"
          />
        )}
      </div>
    </section>
  );
}
