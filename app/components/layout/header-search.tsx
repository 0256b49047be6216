import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { SearchField } from "~/components/search/search-field";
import { searchFieldCopy as copy } from "~/content/search-field";
import { cn } from "~/lib/cn";
import { SEARCH_PATH } from "~/lib/search";
import { useEscapeKey } from "./use-escape-key";

/** Shared by the phone menu and the search panel: opening one closes the other, without scripts too. */
export const HEADER_DISCLOSURE_NAME = "cabecera";

// Hides the disclosure triangle of a <summary> (Chromium and Safari draw it as a marker). Between md
// and lg the navigation leaves the magnifier little room: a smaller icon and padding there.
const summaryClass =
  "block cursor-pointer list-none rounded-md p-1.5 text-brand-900 hover:bg-brand-50 md:max-lg:p-1 [&::-webkit-details-marker]:hidden";
const iconClass = "size-6 md:max-lg:size-5";

/**
 * The site search in the header: a GET form to /buscar that works without scripts. From xl up the
 * field sits in the row, narrow, and widens over the navigation while it has the focus (CSS only).
 * Below xl a magnifier opens it in a panel under the header: a <details> disclosure like the phone
 * menu, so it opens without scripts and tells assistive technology whether it is expanded. The
 * scripts add the focus on the field when the panel opens, and Escape or a navigation closes it.
 */
export function HeaderSearch() {
  const panelRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  useEffect(() => {
    const panel = panelRef.current;
    return () => {
      if (panel) panel.open = false;
    };
  }, [here]);
  useEscapeKey(true, () => {
    const panel = panelRef.current;
    if (!panel?.open) return;
    panel.open = false;
    panel.querySelector("summary")?.focus();
  });

  return (
    <>
      <Form role="search" method="get" action={SEARCH_PATH} aria-label={copy.label} className="relative hidden h-10 w-36 xl:block">
        <div className="absolute inset-y-0 right-0 w-full transition-[width] duration-200 focus-within:w-80">
          <label htmlFor="buscar-cabecera" className="sr-only">
            {copy.label}
          </label>
          <SearchField
            id="buscar-cabecera"
            placeholder={copy.submit}
            className="h-10 w-full rounded-full border border-stone-300 bg-white pr-10 pl-4 text-sm text-stone-900 shadow-sm placeholder:text-stone-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            listClassName="absolute right-0 top-full mt-2 w-96"
          />
          <button
            type="submit"
            aria-label={copy.submit}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </div>
      </Form>
      <details
        ref={panelRef}
        name={HEADER_DISCLOSURE_NAME}
        className="group/search xl:hidden"
        onToggle={(event) => {
          if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
        }}
      >
        <summary className={summaryClass}>
          <Search aria-hidden="true" className={`${iconClass} group-open/search:hidden`} />
          <X aria-hidden="true" className={`${iconClass} hidden group-open/search:block`} />
          <span className="sr-only group-open/search:hidden">{copy.open}</span>
          <span className="sr-only hidden group-open/search:inline">{copy.close}</span>
        </summary>
        <div className="absolute inset-x-0 top-full border-t border-stone-200 bg-white px-4 py-3 shadow-lg">
          <Form role="search" method="get" action={SEARCH_PATH} aria-label={copy.label} className="relative mx-auto flex max-w-3xl gap-2">
            <label htmlFor="buscar-cabecera-panel" className="sr-only">
              {copy.label}
            </label>
            <SearchField
              id="buscar-cabecera-panel"
              placeholder={copy.placeholder}
              className={cn(
                "min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-600",
                "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
              )}
              listClassName="absolute inset-x-0 top-full mt-2"
            />
            <button
              type="submit"
              className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Search aria-hidden="true" className="size-4" />
              {copy.submit}
            </button>
          </Form>
        </div>
      </details>
    </>
  );
}
