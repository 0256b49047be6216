import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useRevealOnScroll } from "~/components/marketing/use-reveal-on-scroll";
import { illustrationSrc, illustrationSrcSet } from "~/content/images";
import { type Sector, sectors } from "~/content/sectors";
import { trackEvent } from "~/lib/track-event";
import { initials } from "~/lib/initials";

export function SectorSolutions() {
  const listRef = useRevealOnScroll<HTMLUListElement>();
  return (
    // Focusable so the hero's 'SCROLL' cue can move keyboard focus here.
    <section id="servicios" tabIndex={-1} aria-labelledby="servicios-titulo" className="bg-stone-50 focus:outline-none">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">Servicios</p>
        <h2 id="servicios-titulo" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          Soluciones por sector
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">
          Elegí tu actividad y conocé los productos y el asesoramiento técnico que tenemos para vos.
        </p>
        <ul ref={listRef} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {sectors.map((sector, index) => (
            <li key={sector.to} id={sector.anchor} style={{ animationDelay: `${index * 0.2}s` }}>
              <SectorTile sector={sector} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The whole card is clickable through the title link stretched over it (one link, one name). */
function SectorTile({ sector }: { sector: Sector }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-straw-400">
      <SectorImage sector={sector} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold text-brand-900">
          <Link
            to={sector.to}
            onClick={() => trackEvent({ name: "sector_click", properties: { sector: sector.title } })}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {sector.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-stone-700">{sector.description}</p>
        <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:text-brand-800">
          Ver soluciones
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0" />
        </p>
      </div>
    </article>
  );
}

/**
 * The tile image, or the title's initials when the image cannot be loaded
 * (docs/requirements.md §2).
 */
function SectorImage({ sector }: { sector: Sector }) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <div role="img" aria-label={sector.imageAlt} className="flex aspect-[4/3] items-center justify-center bg-brand-100">
        <span aria-hidden="true" className="text-5xl font-bold tracking-wider text-brand-800">
          {initials(sector.title)}
        </span>
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={illustrationSrc(sector.image)}
      srcSet={illustrationSrcSet(sector.image)}
      sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw"
      width={sector.image.width}
      height={sector.image.height}
      alt={sector.imageAlt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full bg-brand-50 object-cover"
    />
  );
}
