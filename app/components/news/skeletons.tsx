import { useNavigation } from "react-router";

// Placeholders while a client-side navigation loads news (docs/requirements.md §9: 3 on the home
// page, 6 on the list, 6 lines on the article page). The first visit is server-rendered and never
// shows them.

/** The path a client navigation is loading, if any. */
export function usePendingPathname(): string | undefined {
  const navigation = useNavigation();
  return navigation.state === "loading" ? navigation.location.pathname : undefined;
}

export function ArticleCardSkeletons({ count }: { count: number }) {
  return (
    <ul aria-busy="true" aria-label="Cargando artículos" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="article-card-skeleton" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <div className="aspect-[16/9] animate-pulse bg-stone-200" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-6 w-4/5 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ArticleLineSkeletons() {
  return (
    <div aria-busy="true" aria-label="Cargando artículo" className="space-y-4">
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          data-testid="article-line-skeleton"
          className={`h-5 animate-pulse rounded bg-stone-200 ${index % 3 === 2 ? "w-2/3" : "w-full"}`}
        />
      ))}
    </div>
  );
}
