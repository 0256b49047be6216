import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Brand } from "~/content/brands";
import { cn } from "~/lib/cn";
import { useInteractive } from "~/lib/use-interactive";

interface BrandsMarqueeProps {
  brands: readonly Brand[];
  /** Accessible name of the list of brands, e.g. 'Marcas que representamos'. */
  label: string;
  /** How many times the row repeats in the track; enough copies to fill a wide screen while it scrolls. */
  copies?: number;
  /** docs/requirements.md §9: 0.5 px per frame. */
  pixelsPerFrame?: number;
  className?: string;
}

/**
 * A row of brand wordmarks that scrolls sideways (docs/requirements.md §9 'Brands marquee'). The
 * first copy of the row is the accessible list of links; the repeats only fill the loop and are
 * hidden from assistive technology and the tab order. It pauses while hovered or focused, with its
 * own pause button (moving content needs one, WCAG 2.2.2), and does not move at all for
 * prefers-reduced-motion, where the row becomes a plain scrollable list. A requestAnimationFrame
 * loop, no library.
 */
export function BrandsMarquee({ brands, label, copies = 3, pixelsPerFrame = 0.5, className }: BrandsMarqueeProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  /** Hovered or focused: the row holds still. */
  const held = useRef(false);
  /** Kept across pauses so the row resumes where it stopped. */
  const offset = useRef(0);
  const [paused, setPaused] = useState(false);
  const interactive = useInteractive();

  useEffect(() => {
    const track = trackRef.current;
    if (!track || paused) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    // One copy's width later the track looks exactly as at the start: wrap there, seamlessly.
    // Measured when the row changes size, not per frame: reading it right after moving the row
    // would force a layout on every frame.
    let loopWidth = 0;
    const sizes = new ResizeObserver(() => {
      loopWidth = track.scrollWidth / copies;
    });
    sizes.observe(track);
    let frame = 0;
    let onScreen = false;
    const step = () => {
      if (reducedMotion.matches) {
        offset.current = 0;
        track.style.transform = "";
      } else if (!held.current) {
        offset.current = loopWidth > 0 ? (offset.current + pixelsPerFrame) % loopWidth : 0;
        track.style.transform = `translate3d(${-offset.current}px, 0, 0)`;
      }
      frame = onScreen ? requestAnimationFrame(step) : 0;
    };
    // Off screen the row need not move: no work per frame while the visitor reads elsewhere.
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      if (onScreen && !frame) frame = requestAnimationFrame(step);
    });
    visibility.observe(track.parentElement ?? track);
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      visibility.disconnect();
    };
  }, [copies, pixelsPerFrame, paused]);

  return (
    <div className={cn("relative", className)}>
      <div
        className="overflow-hidden motion-reduce:overflow-x-auto"
        onPointerEnter={() => {
          held.current = true;
        }}
        onPointerLeave={() => {
          held.current = false;
        }}
        onFocus={() => {
          held.current = true;
        }}
        onBlur={() => {
          held.current = false;
        }}
        data-testid="brands-marquee-viewport"
      >
        <div ref={trackRef} className="flex w-max will-change-transform motion-reduce:will-change-auto">
          {Array.from({ length: copies }, (_, copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? label : undefined}
              aria-hidden={copy > 0 ? true : undefined}
              className={cn("flex shrink-0 gap-4 pr-4", copy > 0 && "motion-reduce:hidden")}
            >
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={brand.to}
                    tabIndex={copy > 0 ? -1 : undefined}
                    className="flex h-24 w-56 flex-col justify-center rounded-xl border border-stone-200 bg-white px-5 shadow-sm transition-colors hover:border-brand-600"
                  >
                    <span className="text-2xl font-extrabold tracking-tight text-brand-900">{brand.name}</span>
                    <span className="mt-1 text-xs leading-snug text-stone-700">{brand.field}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {/* Without scripts the row stands still and there is nothing to pause: the button keeps its
          place (no shift when the page becomes interactive) but is hidden until it can act. */}
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        className={cn(
          "mt-3 inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 motion-reduce:hidden",
          !interactive && "invisible",
        )}
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? "Reanudar desplazamiento" : "Pausar desplazamiento"}
      </button>
    </div>
  );
}
