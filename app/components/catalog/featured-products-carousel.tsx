import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { SectionHeader } from "~/components/marketing/section";
import { carouselViewportClass, useCarouselOnDemand } from "~/components/marketing/use-carousel-on-demand";
import type { ProductCardData } from "~/lib/catalog-types";
import { ProductCard } from "./product-card";

/**
 * docs/requirements.md §9: autoplay every 3000 ms, only with more than 3 products; the carousel
 * loops.
 */
export const FEATURED_AUTOPLAY_MS = 3000;
export const FEATURED_AUTOPLAY_MIN_ITEMS = 4;

interface FeaturedProductsCarouselProps {
  /** Featured products, newest first: the home loader maps listFeaturedCards() here. */
  products: readonly ProductCardData[];
  title?: string;
  lead?: string;
}

/**
 * The home page's featured products (docs/requirements.md §2): 1, 2 or 3 cards per view by screen
 * width, looping, autoplaying with more than 3. Nothing renders without featured products. Autoplay
 * stops while the pointer or focus is inside, with reduced motion, and with the pause button (WCAG
 * 2.2.2). Embla loads when the section comes near the screen, or when a control is used before
 * that; until then (and without scripts) the strip scrolls sideways and every card is reachable.
 */
export function FeaturedProductsCarousel({
  products,
  title = "Productos destacados",
  lead = "Lo que más nos piden productores y tambos esta temporada.",
}: FeaturedProductsCarouselProps) {
  const { viewportRef, api: embla, ready, start } = useCarouselOnDemand({ loop: true, align: "start" });
  const sectionRef = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const autoplay = products.length >= FEATURED_AUTOPLAY_MIN_ITEMS;
  const headingId = useId();

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [start]);

  useEffect(() => {
    if (!embla || !autoplay || paused || hovered) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") embla.scrollNext();
    }, FEATURED_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, autoplay, paused, hovered]);

  if (products.length === 0) return null;

  return (
    <section ref={sectionRef} id="destacados" aria-labelledby={headingId} className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeader id={headingId} title={title} lead={lead} />
          <div className="mb-10 flex gap-2">
            {autoplay && (
              <CarouselButton
                label={paused ? "Reanudar el desplazamiento automático" : "Pausar el desplazamiento automático"}
                onClick={() => setPaused(!paused)}
                ready={ready}
              >
                {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
              </CarouselButton>
            )}
            <CarouselButton
              label="Productos anteriores"
              onClick={() => void start().then((carousel) => carousel?.scrollPrev())}
              ready={ready}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </CarouselButton>
            <CarouselButton
              label="Productos siguientes"
              onClick={() => void start().then((carousel) => carousel?.scrollNext())}
              ready={ready}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </CarouselButton>
          </div>
        </div>
        <div
          ref={viewportRef}
          className={carouselViewportClass}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          <ul className="-ml-6 flex in-data-[carousel=embla]:touch-pan-y">
            {products.map((product) => (
              <li key={product.id} className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3">
                {/* The card, not the slide with its spacing, lines up with the edge when scrolled natively. */}
                <div className="h-full snap-start">
                  <ProductCard product={product} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Disabled until the page is hydrated: before that the buttons could not act, and the strip scrolls by itself. */
function CarouselButton({ label, onClick, ready, children }: { label: string; onClick: () => void; ready: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!ready}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 enabled:hover:bg-brand-50 disabled:opacity-50"
    >
      {children}
    </button>
  );
}
