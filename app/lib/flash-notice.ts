import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { Notice } from "./toast";

/** The flash the root loader read for this page (a notice that survived a redirect), if any. */
export function useFlashNotice(): Notice | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.notice ?? null;
}
