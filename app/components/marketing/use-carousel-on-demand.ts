import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { useInteractive } from "~/lib/use-interactive";

/**
 * Embla, loaded only when a carousel is about to be used: the server renders the first slides in
 * place, so until a visitor reaches for the arrows, the keys or a swipe (or, for a carousel that
 * moves by itself, until it nears the screen) the page needs none of Embla's code. On a phone on a
 * rural connection that keeps the home page's first load smaller.
 *
 * `start()` loads and creates the carousel once and resolves with it (or with nothing while the
 * carousel is not on the page); call it from the events that announce use (pointer or focus
 * entering, a touch) and from the controls themselves. `ready` is true once the page is hydrated,
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
      const carousel = EmblaCarousel(viewport, initialOptions.current);
      setApi(carousel);
      return carousel;
    });
    return loading.current;
  }, [viewport]);

  useEffect(() => () => api?.destroy(), [api]);

  return { viewportRef: setViewport, api, ready, start };
}
