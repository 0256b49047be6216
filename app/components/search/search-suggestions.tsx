import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { searchSuggestionsCopy as copy } from "~/content/search";
import { cn } from "~/lib/cn";
import { isListboxKey, nextActiveIndex } from "~/lib/listbox-keys";
import { type SearchSuggestion, SUGGESTIONS_MIN_LENGTH } from "~/lib/search";
import { searchHref, suggestionsHref } from "~/lib/search-links";
import { cleanQuery } from "~/lib/search-text";
import { HighlightedText } from "./highlighted-text";

// Loaded on a search field's first focus (search-field.tsx). It turns the field into an ARIA 1.2
// combobox with a list of suggestions: the focus stays in the field while aria-activedescendant
// names the option the arrows reach, as the WAI-ARIA combobox pattern does it. The field and its
// form stay what they were: Enter without a chosen option submits them to the results page.

/** Quiet time after a keystroke before the suggestions are asked for: one request per pause, not per key. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

type Option = { kind: "suggestion"; suggestion: SearchSuggestion } | { kind: "all"; query: string };

interface Found {
  query: string;
  options: Option[];
}

export default function SearchSuggestions({ input, className }: { input: RefObject<HTMLInputElement | null>; className?: string }) {
  const listId = useId();
  const navigate = useNavigate();
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  // What a press on an option does: set with the keys' handlers, which know the current state.
  const chooseRef = useRef<(option: Option) => void>(() => undefined);
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && found !== null;

  // The combobox's roles and states live on the field, which this module does not render.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", listId);
    // The browser's own list of past entries would cover ours.
    field.setAttribute("autocomplete", "off");
    return () => {
      for (const name of ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant", "autocomplete"])
        field.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) {
      field.setAttribute("aria-activedescendant", optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    } else field.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    const field = input.current;
    if (!field) return;

    const close = () => {
      setOpen(false);
      setActive(-1);
    };

    const cancelPending = () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };

    // Each keystroke cancels the pending wait and the request in flight: only the latest text counts.
    const lookUp = () => {
      cancelPending();
      setActive(-1);
      const query = cleanQuery(field.value);
      if (query.length < SUGGESTIONS_MIN_LENGTH) {
        setFound(null);
        close();
        return;
      }
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        request.current = controller;
        try {
          const response = await fetch(suggestionsHref(query), { signal: controller.signal, headers: { Accept: "application/json" } });
          // Over the rate limit or a failure: the field goes on as a plain search field.
          if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
          const suggestions = (await response.json()) as SearchSuggestion[];
          if (controller.signal.aborted) return;
          setFound({
            query,
            options: [...suggestions.map((suggestion) => ({ kind: "suggestion" as const, suggestion })), { kind: "all", query }],
          });
          setActive(-1);
          setOpen(document.activeElement === field);
          setAnnouncement(copy.announce(suggestions.length));
        } catch {
          if (controller.signal.aborted) return;
          setFound(null);
          close();
        }
      }, SUGGESTIONS_DEBOUNCE_MS);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      if (isListboxKey(event.key)) {
        event.preventDefault();
        if (!found || found.query !== cleanQuery(field.value)) {
          lookUp();
          return;
        }
        setOpen(true);
        setActive((current) => nextActiveIndex(open ? current : -1, found.options.length, event.key as "ArrowDown" | "ArrowUp"));
      } else if (event.key === "Enter") {
        const option = expanded && active >= 0 ? found?.options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else {
          // The form goes to the full results: a list arriving now would open over them.
          cancelPending();
          close();
        }
      } else if (event.key === "Escape" && expanded) {
        // Closes the list only: not the field's text (a second Escape clears it) nor the panel around it.
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    };

    const onFocus = () => {
      if (found && found.query === cleanQuery(field.value)) setOpen(true);
    };

    const choose = (option: Option) => {
      cancelPending();
      close();
      if (option.kind === "all") {
        void navigate(searchHref(option.query));
        return;
      }
      field.value = "";
      setFound(null);
      void navigate(option.suggestion.path);
    };
    chooseRef.current = choose;

    field.addEventListener("input", lookUp);
    field.addEventListener("keydown", onKeyDown);
    field.addEventListener("focus", onFocus);
    // Tabbing away or pressing anywhere outside (which takes the focus from the field) closes the list.
    field.addEventListener("blur", close);
    return () => {
      field.removeEventListener("input", lookUp);
      field.removeEventListener("keydown", onKeyDown);
      field.removeEventListener("focus", onFocus);
      field.removeEventListener("blur", close);
    };
  }, [input, found, open, active, expanded, navigate]);

  // Text typed while this module loaded is looked up at once (a results page's query is not: the
  // visitor asks for its suggestions by typing or with the arrows).
  useEffect(() => {
    const field = input.current;
    if (field && field.value !== field.defaultValue) field.dispatchEvent(new Event("input"));
  }, [input]);

  // Cancelled when the field goes away (its page or panel closed).
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  return (
    <>
      <div role="status" className="sr-only">
        {expanded ? announcement : ""}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={copy.listLabel}
        hidden={!expanded}
        // A press on an option must not take the focus from the field (which would close the list first).
        onMouseDown={(event) => event.preventDefault()}
        className={cn(
          "z-50 max-h-[min(28rem,70dvh)] overflow-y-auto rounded-lg border border-stone-200 bg-white p-1 text-left shadow-lg",
          className,
        )}
      >
        {found?.options.map((option, index) => (
          // The keyboard reaches options through the field (aria-activedescendant); a pointer presses them.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.kind === "all" ? "todos" : option.suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => chooseRef.current(option)}
            className={cn(
              "flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-brand-50",
              index === active && "bg-brand-50 outline-2 outline-brand-600",
              option.kind === "all" && "font-semibold text-brand-800",
            )}
          >
            {option.kind === "all" ? (
              copy.seeAll(option.query)
            ) : (
              <>
                <span>
                  <HighlightedText parts={option.suggestion.titleParts} />
                </span>
                <span className="shrink-0 text-xs text-stone-600">{copy.kinds[option.suggestion.kind]}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
