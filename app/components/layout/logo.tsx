import { Link } from "react-router";
import { useSite } from "~/lib/site-facts";

/** Text wordmark with a leaf-and-drop mark; the owner's logo replaces it here alone. */
export function Logo({ className }: { className?: string }) {
  const site = useSite();
  return (
    <Link to="/" className={`flex items-center gap-2 font-bold text-brand-900 ${className ?? ""}`} aria-label={`${site.name}, inicio`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <circle cx="16" cy="16" r="16" fill="#1f6136" />
        <path d="M9 21c0-7 5-12 14-12-1 9-6 14-13 13" fill="#e9b949" />
        <path d="M10 22c3-4 6-7 10-9" stroke="#14532d" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      {/* From md up the full navigation and the search field need the room; the mark and the link's label remain. */}
      <span className="text-lg leading-tight md:hidden">{site.name}</span>
    </Link>
  );
}
