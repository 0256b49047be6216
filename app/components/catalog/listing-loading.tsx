import { useNavigation } from "react-router";
import { listingPaths } from "~/content/listing-paths";

/**
 * True while a client navigation loads another catalogue listing (or this one again). The first
 * visit is server-rendered with its products, so this only matters between listings.
 */
export function useListingPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && listingPaths.includes(navigation.location.pathname);
}

/** The loading state of a listing: a pulsing placeholder and its text (docs/requirements.md §4). */
export function ListingLoading({ message }: { message: string }) {
  return (
    <div role="status" className="rounded-xl border border-stone-200 bg-stone-50 p-8">
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((slot) => (
          <div key={slot} className={`h-48 animate-pulse rounded-lg bg-stone-200 ${slot > 0 ? "hidden md:block" : ""}`} />
        ))}
      </div>
      <p className="mt-6 text-center font-medium text-stone-700">{message}</p>
    </div>
  );
}
