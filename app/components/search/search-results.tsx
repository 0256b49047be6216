import { ArrowRight, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ProductImage } from "~/components/catalog/product-image";
import { SpecialistList } from "~/components/contact/specialist-list";
import { Button } from "~/components/ui/button";
import { searchPageCopy as copy } from "~/content/search";
import { companyChatLink } from "~/lib/chat-links";
import { contactHref } from "~/lib/contact-links";
import { formatDate } from "~/lib/dates";
import type { SearchGroupResult, SearchHit, SearchResults } from "~/lib/search";
import { resultImageAlt, searchHref } from "~/lib/search-links";
import { useSite } from "~/lib/site-facts";
import { HighlightedText } from "./highlighted-text";

// The parts of the results page (/buscar): what was found, group by group, or what to do when
// nothing was.

const sectionTitleClass = "text-2xl font-bold text-brand-900";
const wordLinkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** The count line (or the no-results heading), and the spelling the search fell back to. */
export function SearchSummary({ results }: { results: SearchResults }) {
  if (results.total === 0) return <h2 className={sectionTitleClass}>{copy.noResultsTitle(results.query)}</h2>;
  return (
    <>
      {results.correctedQuery && (
        <p className="mb-3 rounded-lg bg-straw-300/30 px-4 py-3 text-stone-800">
          <strong className="font-semibold">{copy.corrected(results.correctedQuery)}</strong>. {copy.correctedDetail(results.query)}
        </p>
      )}
      <p className="text-lg text-stone-700">{copy.summary(results.correctedQuery ?? results.query, results.groups)}</p>
    </>
  );
}

/** Productos, Páginas, Noticias in that order; a group without hits is left out (the summary counts it). */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  return (
    <div className="mt-8 flex flex-col gap-10">
      {results.groups
        .filter((group) => group.hits.length > 0)
        .map((group) => (
          <ResultGroup key={group.kind} group={group} />
        ))}
    </div>
  );
}

function ResultGroup({ group }: { group: SearchGroupResult }) {
  const headingId = `resultados-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionTitleClass}>
        {group.heading} <span className="text-lg font-semibold text-stone-600">({group.total})</span>
      </h2>
      {group.total > group.hits.length && (
        <p className="mt-1 text-sm text-stone-600">{copy.groupShowing(group.hits.length, group.total)}</p>
      )}
      <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
        {group.hits.map((hit) => (
          <ResultItem key={hit.id} hit={hit} />
        ))}
      </ul>
    </section>
  );
}

/** One hit: the whole row follows its title's link (the link's box is stretched over the row). */
function ResultItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="relative flex gap-4 py-4 hover:bg-brand-50/60 sm:px-2">
      {hit.image && (
        // The catalogue's image: an upload's stored widths, and the placeholder if it fails to load.
        <div className="h-12 w-16 shrink-0 overflow-hidden rounded-md bg-stone-100 sm:h-18 sm:w-24">
          <ProductImage src={hit.image.src} alt={resultImageAlt(hit.title, hit.image.alt)} sizes="(min-width: 640px) 96px, 64px" />
        </div>
      )}
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-brand-900">
          <Link to={hit.path} className="after:absolute after:inset-0 hover:underline">
            <HighlightedText parts={hit.titleParts} />
          </Link>
        </h3>
        {hit.publishedAt && (
          <p className="text-sm text-stone-600">
            {copy.publishedOn} <time dateTime={new Date(hit.publishedAt).toISOString()}>{formatDate(hit.publishedAt)}</time>
          </p>
        )}
        {hit.snippet.length > 0 && (
          <p className="mt-1 text-stone-700">
            <HighlightedText parts={hit.snippet} />
          </p>
        )}
      </div>
    </li>
  );
}

/** Words to search for with one click: each links to its own results page. */
function SearchWordLinks({ words }: { words: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
      {words.map((word) => (
        <li key={word}>
          <Link to={searchHref(word)} className={wordLinkClass}>
            {word}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Nothing found: the closest words the site uses, the contact form and the specialists. */
export function SearchNoResults({ results }: { results: SearchResults }) {
  const site = useSite();
  return (
    <div className="mt-4 flex flex-col gap-10">
      <div>
        <p className="text-lg text-stone-700">{copy.noResultsLead}</p>
        {results.suggestions.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-stone-900">{copy.suggestionsTitle}</h3>
            <SearchWordLinks words={results.suggestions} />
          </>
        )}
      </div>
      <section aria-labelledby="ayuda-busqueda" className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 sm:p-8">
        <h2 id="ayuda-busqueda" className={sectionTitleClass}>
          {copy.helpTitle}
        </h2>
        <p className="mt-2 text-stone-700">{copy.helpLead}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild size="md" wrap>
            <Link to={contactHref(results.query)}>
              {copy.contactLink}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="md" wrap>
            <a href={companyChatLink(site)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.chatLink}
              <span className="sr-only"> (abre en una pestaña nueva)</span>
            </a>
          </Button>
        </div>
        <h2 className="mt-8 text-xl font-bold text-brand-900">{copy.specialistsTitle}</h2>
        <SpecialistList className="mt-4 max-w-2xl" />
      </section>
    </div>
  );
}

/** No query yet: what the search finds, and a few searches to start from. */
export function SearchEmptyState() {
  return (
    <div>
      <p className="max-w-3xl text-lg leading-relaxed text-stone-700">{copy.emptyLead}</p>
      <h2 className="mt-6 font-semibold text-stone-900">{copy.examplesTitle}</h2>
      <SearchWordLinks words={copy.examples} />
    </div>
  );
}

/** Over the rate limit (429): the field above stays, and the other ways to reach the company. */
export function SearchRateLimited() {
  return (
    <div role="alert" className="mt-4 rounded-2xl bg-straw-300/30 p-6 ring-1 ring-straw-400">
      <h2 className="text-xl font-bold text-brand-900">{copy.rateLimitedTitle}</h2>
      <p className="mt-2 text-stone-800">{copy.rateLimitedLead}</p>
      <Link to={contactHref()} className={`mt-3 inline-block ${wordLinkClass}`}>
        {copy.contactLink}
      </Link>
    </div>
  );
}
