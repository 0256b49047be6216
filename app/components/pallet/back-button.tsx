import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { BackLink } from "~/content/pallet-products";

/**
 * The back button of a pallet product page (docs/requirements.md §2). A "history" button returns to
 * the previous page when this tab came from another page of the site, and otherwise (opened
 * directly, shared link, no JavaScript yet) is a plain link to its fallback page.
 */
export function BackButton({ back }: { back: BackLink }) {
  const navigate = useNavigate();
  const to = back.kind === "fixed" ? back.to : back.fallback;

  function goBackInHistory(event: MouseEvent<HTMLAnchorElement>) {
    // React Router numbers this tab's entries from 0, the page the visitor landed on.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  }

  return (
    <Link
      to={to}
      onClick={back.kind === "history" ? goBackInHistory : undefined}
      className="inline-flex items-center gap-2 rounded-md py-2 text-sm font-semibold text-brand-50 underline-offset-4 hover:text-white hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </Link>
  );
}
