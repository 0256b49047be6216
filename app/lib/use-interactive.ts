import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False during server rendering and hydration, true once the page runs in the browser. */
export function useInteractive(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
