import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from "react";
import { SEARCH_PARAM } from "~/lib/search";

// The suggestions' code (fetching, the listbox, the keys) is fetched the first time a search field
// gets the focus: every public page has the header's field, and most visits never use it, so the
// pages carry only this loader.
const SearchSuggestions = lazy(() => import("./search-suggestions"));

export interface SearchFieldProps extends Omit<ComponentProps<"input">, "type" | "name" | "ref"> {
  id: string;
  /** Where the suggestions list sits, relative to the nearest positioned ancestor. */
  listClassName?: string;
}

/**
 * The text field of a search form (`q`), a plain input that submits with its form. Once it has had
 * the focus, its suggestions make it a combobox (search-suggestions.tsx); until then, and without
 * scripts, it is just the field.
 */
export function SearchField({ listClassName, onFocus, ...props }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  // Focused before the page became interactive: the visitor is already typing.
  useEffect(() => {
    if (document.activeElement === input.current) setEnhanced(true);
  }, []);
  return (
    <>
      <input
        ref={input}
        type="search"
        name={SEARCH_PARAM}
        onFocus={(event) => {
          setEnhanced(true);
          onFocus?.(event);
        }}
        {...props}
      />
      {enhanced && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} className={listClassName} />
        </Suspense>
      )}
    </>
  );
}
