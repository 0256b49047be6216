import { Pause, Play } from "lucide-react";
import { Link } from "react-router";
import type { Brand } from "~/content/brands";
import { cn } from "~/lib/cn";

interface BrandsMarqueeProps {
  brands: readonly Brand[];
  /** Accessible name of the list of brands, e.g. 'Marcas que representamos'. */
  label: string;
  /** How many times the row repeats in the track; enough copies to fill a wide screen while it scrolls. */
  copies?: number;
  className?: string;
}

/**
 * docs/requirements.md §9: 0.5 px per frame, that is 30 px a second on a 60 Hz screen. A brand takes
 * 15 rem of the row (its 14 rem card and the 1 rem gap after it), 240 px at the default text size.
 */
const SECONDS_PER_BRAND = 240 / 30;

/**
 * A row of brand wordmarks that scrolls sideways (docs/requirements.md §9 'Brands marquee'). The
 * first copy of the row is the accessible list of links; the repeats only fill the loop and are
 * hidden from assistive technology and the tab order. A CSS animation moves it, so it needs no
 * script at all: it holds still while hovered or focused, with its own pause switch (moving
 * content needs one, WCAG 2.2.2; a checkbox, so it works before and without scripts), and does not
 * move at all for prefers-reduced-motion, where the row becomes a plain scrollable list.
 */
export function BrandsMarquee({ brands, label, copies = 3, className }: BrandsMarqueeProps) {
  return (
    <div className={cn("group/marquee relative", className)}>
      <div className="group/viewport overflow-hidden motion-reduce:overflow-x-auto" data-testid="brands-marquee-viewport">
        <div
          className={cn(
            "flex w-max animate-[marquee_linear_infinite] will-change-transform motion-reduce:animate-none motion-reduce:will-change-auto",
            "group-focus-within/viewport:[animation-play-state:paused] group-hover/viewport:[animation-play-state:paused]",
            "group-has-[input:checked]/marquee:[animation-play-state:paused]",
          )}
          style={{ animationDuration: `${brands.length * SECONDS_PER_BRAND}s`, "--marquee-copies": copies } as React.CSSProperties}
        >
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
      <label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-straw-400 motion-reduce:hidden">
        <input type="checkbox" role="switch" className="peer sr-only" />
        <Pause aria-hidden="true" className="size-4 peer-checked:hidden" />
        <Play aria-hidden="true" className="hidden size-4 peer-checked:block" />
        Pausar desplazamiento
      </label>
    </div>
  );
}
