import { useEffect } from "react";
import { useLocation } from "react-router";
import { reportPageView } from "~/lib/page-view";

/**
 * Reports a page view after hydration and after every client-side navigation to another page
 * (a new path: a changed query or fragment is the same page). Renders nothing.
 */
export function PageViewBeacon() {
  const { pathname, search } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new query on the same page is no new page view
  useEffect(() => reportPageView(pathname, search), [pathname]);
  return null;
}
