import { useEffect, useRef } from "react";

/**
 * Lets a list of cards rise into place when it scrolls into view (docs/requirements.md §9: 0.2 s
 * more per card, set inline as animation-delay on each child). The server renders the cards
 * visible; only a list still below the fold at hydration is hidden until it is reached, and never
 * for reduced motion. The states are CSS (app.css `[data-reveal]`), so nothing re-renders.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = "pending";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
