import { startTransition, useEffect, useState } from "react";

/** Set by the first component that finds the page hydrated; later mounts start interactive. */
let pageHydrated = false;

/**
 * False during server rendering and hydration, true once the page runs in the browser. The switch
 * after hydration is a transition: React re-renders the components that ask in small slices
 * instead of one long task right after hydrating the page (a slow phone's main thread is busy
 * enough then). Components mounted later, after a navigation, are interactive from the start.
 */
export function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!interactive) startTransition(() => setInteractive(true));
  }, [interactive]);
  return interactive;
}
