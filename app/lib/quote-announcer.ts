import { useSyncExternalStore } from "react";

// The one polite live region of «Mi consulta» (components/quote/quote-link.tsx) and what the
// «Agregar a mi consulta» buttons tell it: a tiny store, so any button can speak through it.

let message = "";
const listeners = new Set<() => void>();

/** Says `text` in the live region; the same text twice is said twice. */
export function announceQuote(text: string): void {
  // A trailing no-break space toggles, so a repeated message still changes the region's text.
  message = message === text ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQuoteAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => "",
  );
}
