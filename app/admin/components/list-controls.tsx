import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { listControlsCopy as copy } from "~/admin/content/lists";
import { countLabel, listHref } from "~/admin/lib/lists";
import { SEARCH_MAX_LENGTH } from "~/lib/list-search";

// The search, filters, count and pages of the admin lists (products, articles, messages). The
// form is a plain GET to the list's own address (app/admin/lib/lists.ts), so it works without
// JavaScript through its button; with JavaScript a filter applies as soon as it changes and the
// search once typing pauses. Sending the form starts again at page 1.

export interface ListFilter {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

const TYPING_PAUSE_MS = 400;

export function ListSearchForm({
  searchLabel,
  q,
  filters,
  clearHref,
  active,
  hidden = {},
}: {
  searchLabel: string;
  q: string;
  filters: readonly ListFilter[];
  /** Filters chosen elsewhere on the page (the inbox's view links), kept when searching. */
  hidden?: Record<string, string>;
  /** The list without search and filters ("Quitar filtros"). */
  clearHref: string;
  /** Whether a search or a filter other than the default is applied. */
  active: boolean;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => () => clearTimeout(typing.current), []);
  // Back or "Quitar filtros" changes the address: the box follows it, unless the user is typing in it.
  useEffect(() => {
    if (search.current && document.activeElement !== search.current) search.current.value = q;
  }, [q]);
  const send = (replace: boolean) => {
    clearTimeout(typing.current);
    if (form.current) void submit(form.current, { replace, preventScrollReset: true });
  };
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={copy.searchAndFilter}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:p-4"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex min-w-0 grow basis-64 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-stone-800">
          {searchLabel}
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          name="q"
          ref={search}
          defaultValue={q}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="w-full min-w-0"
          onChange={() => {
            clearTimeout(typing.current);
            typing.current = setTimeout(() => send(true), TYPING_PAUSE_MS);
          }}
        />
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className="flex min-w-0 grow basis-32 flex-col gap-1 sm:grow-0">
          <label htmlFor={`${id}-${filter.name}`} className="text-sm font-semibold text-stone-800">
            {filter.label}
          </label>
          <Select
            id={`${id}-${filter.name}`}
            name={filter.name}
            defaultValue={filter.value}
            key={filter.value}
            className="w-full min-w-0 sm:w-auto sm:max-w-72"
            onChange={() => send(false)}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <div className="flex items-center gap-3">
        <Button type="submit" size="md">
          {copy.filter}
        </Button>
        {active ? (
          <Link to={clearHref} className="text-sm font-semibold text-stone-800 underline">
            {copy.clearFilters}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** How many rows match, said politely to screen readers when it changes. */
export function ListCount({ total, singular, plural }: { total: number; singular: string; plural: string }) {
  return (
    <p role="status" aria-live="polite" className="mb-3 text-sm font-semibold text-stone-700">
      {countLabel(total, singular, plural)}
    </p>
  );
}

/** Nothing matches: says so, with a way back to the whole list. */
export function ListEmpty({ message, clearHref, active }: { message: string; clearHref: string; active: boolean }) {
  return (
    <div className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
      <p>{message}</p>
      {active ? (
        <p className="mt-3">
          <Link to={clearHref} className="font-semibold text-brand-800 underline">
            {copy.clearFilters}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** "Anterior", "Página N de M", "Siguiente", keeping the search and filters in the address. */
export function ListPagination({
  query,
  page,
  pageCount,
}: {
  query: Record<string, string | number>;
  page: number;
  pageCount: number;
}): ReactNode {
  if (pageCount <= 1) return null;
  const linkClass = "rounded-md px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-stone-300 hover:bg-stone-50";
  return (
    <nav aria-label={copy.pagination} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={listHref(query, { pagina: page - 1 })} rel="prev" className={linkClass}>
          {copy.previous}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="text-sm text-stone-700">{copy.pageOf(page, pageCount)}</p>
      {page < pageCount ? (
        <Link to={listHref(query, { pagina: page + 1 })} rel="next" className={linkClass}>
          {copy.next}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
