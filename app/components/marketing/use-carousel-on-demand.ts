import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { useInteractive } from "~/lib/use-interactive";

/**
 * The classes of a carousel's viewport: until Embla runs (before the scripts arrive, without them,
 * and until a visitor reaches for the carousel) the track scrolls sideways with scroll snapping, so
 * a swipe, a trackpad or Tab reaches every slide; once Embla runs it moves the track by transforms.
 * Each slide (or the element in it that should line up with the viewport's edge) needs `snap-start`.
 */
export const carouselViewportClass =
  "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] data-[carousel=embla]:snap-none data-[carousel=embla]:overflow-hidden";

/** The slide whose left edge is nearest the viewport's: the one a visitor scrolled to before Embla ran. */
export function slideInView(viewport: HTMLElement): number {
  const slides = [...(viewport.firstElementChild?.children ?? [])];
  const left = viewport.getBoundingClientRect().left;
  let nearest = 0;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.getBoundingClientRect().left - left);
    if (distance < Math.abs(slides[nearest]!.getBoundingClientRect().left - left)) nearest = index;
  });
  return nearest;
}

/**
 * Embla, loaded only when a carousel is about to be used: the server renders the first slides in
 * place, so until a visitor reaches for the arrows, the keys or a swipe (or, for a carousel that
 * moves by itself, until it nears the screen) the page needs none of Embla's code. On a phone on a
 * rural connection that keeps the home page's first load smaller.
 *
 * `start()` loads and creates the carousel once and resolves with it (or with nothing while the
 * carousel is not on the page); call it from the events that announce use (pointer or focus
 * entering, a touch) and from the controls themselves. Embla starts on the slide the visitor had
 * scrolled to natively (see carouselViewportClass). `ready` is true once the page is hydrated,
 * when the controls can act.
 */
export function useCarouselOnDemand(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const ready = useInteractive();
  const loading = useRef<Promise<EmblaCarouselType | undefined> | undefined>(undefined);
  // The options of a carousel are constants of its component; the first ones are used.
  const initialOptions = useRef(options);

  const start = useCallback((): Promise<EmblaCarouselType | undefined> => {
    if (!viewport) return Promise.resolve(undefined);
    loading.current ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
      // The visitor may have left the page while it loaded.
      if (!viewport.isConnected) return undefined;
      const startIndex = slideInView(viewport);
      // The attribute switches the viewport from native scrolling to Embla's transforms at once.
      viewport.dataset.carousel = "embla";
      viewport.scrollLeft = 0;
      const carousel = EmblaCarousel(viewport, { ...initialOptions.current, startIndex });
      setApi(carousel);
      return carousel;
    });
    return loading.current;
  }, [viewport]);

  useEffect(() => () => api?.destroy(), [api]);

  return { viewportRef: setViewport, api, ready, start };
}
