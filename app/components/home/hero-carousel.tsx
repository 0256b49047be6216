import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronDown, ChevronLeft, ChevronRight, Droplets, ShieldCheck, Sparkles } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SpecialistsDialog } from "~/components/contact/specialists-dialog";
import { carouselViewportClass, useCarouselOnDemand } from "~/components/marketing/use-carousel-on-demand";
import { buttonVariants } from "~/components/ui/button";
import { heroImage, illustrationSrc, illustrationSrcSet, illustrations } from "~/content/images";
import { useSite } from "~/lib/site-facts";
import { cn } from "~/lib/cn";

/**
 * docs/requirements.md §9: the hero loops, aligns to the start, animates with duration 25 and drags
 * after 10 px.
 */
export const heroCarouselOptions: EmblaOptionsType = { loop: true, align: "start", duration: 25, dragThreshold: 10 };

const SLIDE_COUNT = 2;

const hygieneTopics = [
  { label: "Tratamiento y monitoreo de agua", Icon: Droplets },
  { label: "Desinfección de ubres", Icon: ShieldCheck },
  { label: "Limpieza", Icon: Sparkles },
];

/** With reduced motion the carousel jumps instead of sliding. */
function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Full-viewport hero (docs/requirements.md §2 'Hero'): an Embla carousel of two slides following
 * the WAI-ARIA carousel pattern. The server renders slide 1 in place, so hydration moves nothing;
 * hidden slides are inert so keyboard focus never lands on content that is off screen. Before the
 * scripts arrive (or without them) the track scrolls sideways with scroll snapping and no slide is
 * inert, so a swipe or Tab reaches slide 2. Embla itself
 * loads when a visitor points at, touches or focuses the hero (useCarouselOnDemand): most never do,
 * and the home page's first load stays lighter.
 */
export function HeroCarousel() {
  const site = useSite();
  const { viewportRef, api: embla, ready, start } = useCarouselOnDemand(heroCarouselOptions);
  const [selected, setSelected] = useState(0);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = (api: EmblaCarouselType) => {
      const index = api.selectedScrollSnap();
      // Focus inside the slide that is leaving would be lost when it turns inert: keep it in the carousel.
      const focusedSlide = document.activeElement?.closest<HTMLElement>("[data-slide-index]");
      if (focusedSlide && Number(focusedSlide.dataset.slideIndex) !== index) regionRef.current?.focus({ preventScroll: true });
      setSelected(index);
    };
    onSelect(embla);
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  // A visitor who scrolled the track before the scripts arrived is using the carousel: Embla starts
  // on the slide in view, which stays shown and reachable while the other turns inert.
  useEffect(() => {
    const viewport = document.getElementById("hero-diapositivas")?.parentElement;
    if (ready && viewport && viewport.scrollLeft > 0) void start();
  }, [ready, start]);

  const previous = useCallback(() => void start().then((carousel) => carousel?.scrollPrev(prefersReducedMotion())), [start]);
  const next = useCallback(() => void start().then((carousel) => carousel?.scrollNext(prefersReducedMotion())), [start]);
  // Signs that the carousel is about to be used: load Embla before the click or the swipe.
  const prepare = () => void start();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed inside the specialists dialog belong to it; Alt+Arrow is the browser's history.
    if ((event.target as Element).closest("dialog") || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  const scrollToServices = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById("servicios");
    if (!target) return;
    event.preventDefault();
    // Smooth or instant comes from the page's scroll-behavior, which honours reduced motion.
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  };

  return (
    // The WAI-ARIA carousel pattern: arrow keys act anywhere inside the labelled region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id="inicio"
      ref={regionRef}
      tabIndex={-1}
      aria-roledescription="carrusel"
      aria-label="Presentación"
      onKeyDown={onKeyDown}
      onPointerEnter={prepare}
      onTouchStart={prepare}
      onFocus={prepare}
      className="relative h-dvh min-h-[34rem] overflow-hidden bg-brand-900 text-white focus:outline-none"
    >
      <div ref={viewportRef} className={cn("h-full", carouselViewportClass)}>
        <div id="hero-diapositivas" aria-live="polite" className="flex h-full in-data-[carousel=embla]:touch-pan-y">
          <Slide index={0} selected={selected} ready={ready}>
            {/* The largest paint of the page. React 19's server renderer puts a matching
                <link rel="preload" imagesrcset imagesizes fetchpriority="high"> at the top of <head>
                for it, so the route declares no preload of its own (it would be a duplicate). */}
            <img
              src={illustrationSrc(heroImage.illustration)}
              srcSet={illustrationSrcSet(heroImage.illustration)}
              sizes={heroImage.sizes}
              width={heroImage.illustration.width}
              height={heroImage.illustration.height}
              alt={heroImage.alt}
              fetchPriority="high"
              draggable={false}
              className="absolute inset-0 size-full object-cover object-[60%_50%]"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-brand-900/55 md:bg-transparent md:bg-linear-to-r md:from-brand-900/90 md:via-brand-900/55 md:to-transparent"
            />
            <SlideContent>
              <p className="text-sm font-semibold tracking-[0.2em] text-straw-300 uppercase">Soluciones para el campo y la industria</p>
              <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{site.name}</h1>
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{site.tagline}</p>
              <SpecialistsDialog
                label="Contactar Ahora"
                className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8 w-fit shadow-lg" })}
              />
            </SlideContent>
          </Slide>
          <Slide index={1} selected={selected} ready={ready}>
            <div aria-hidden="true" className="absolute inset-0 bg-linear-to-br from-brand-900 via-brand-800 to-brand-700" />
            <SlideContent className="md:grid md:grid-cols-[1fr_minmax(0,26rem)] md:items-center md:gap-12">
              <div>
                <p className="text-sm font-semibold tracking-[0.2em] text-straw-300 uppercase">Tambo e industria</p>
                <h2 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Higiene y desinfeccion</h2>
                <p className="mt-5 max-w-xl text-lg text-white/90">
                  Programas completos para que el ordeñe, el agua y las instalaciones cumplan con la calidad que exige tu leche.
                </p>
                <ul className="mt-6 space-y-3">
                  {hygieneTopics.map(({ label, Icon }) => (
                    <li key={label} className="flex items-center gap-3 text-lg font-medium">
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-straw-300">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      {label}
                    </li>
                  ))}
                </ul>
                <Link to="/higiene-desinfeccion" className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8 shadow-lg" })}>
                  Conocé las soluciones
                </Link>
              </div>
              <img
                src={illustrationSrc(illustrations.sectorDairy)}
                srcSet={illustrationSrcSet(illustrations.sectorDairy)}
                sizes="26rem"
                width={illustrations.sectorDairy.width}
                height={illustrations.sectorDairy.height}
                alt=""
                loading="lazy"
                draggable={false}
                className="hidden w-full rounded-2xl shadow-2xl ring-4 ring-white/10 md:block"
              />
            </SlideContent>
          </Slide>
        </div>
      </div>

      {/* Phones: arrows and position dots in one centred row above the cue, clear of the floating
          chat button. From md the arrows move to the sides, centred on the visible part of the hero. */}
      <div className="absolute inset-x-0 bottom-[7.25rem] flex items-center justify-center gap-5 md:static">
        <ArrowButton
          label="Diapositiva anterior"
          onClick={previous}
          ready={ready}
          className="md:absolute md:top-[calc(50%-2rem)] md:left-6 md:-translate-y-1/2"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </ArrowButton>
        <div aria-hidden="true" className="flex gap-2 md:absolute md:bottom-[8.5rem] md:left-1/2 md:-translate-x-1/2">
          {Array.from({ length: SLIDE_COUNT }, (_, index) => (
            <span
              key={index}
              className={cn("h-1.5 rounded-full transition-all", index === selected ? "w-6 bg-straw-400" : "w-1.5 bg-white/50")}
            />
          ))}
        </div>
        <ArrowButton
          label="Diapositiva siguiente"
          onClick={next}
          ready={ready}
          className="md:absolute md:top-[calc(50%-2rem)] md:right-6 md:-translate-y-1/2"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </ArrowButton>
      </div>

      {/* The sticky header takes the top 4rem of the viewport, so the cue sits above the fold line. */}
      <a
        href="#servicios"
        onClick={scrollToServices}
        className="absolute bottom-[4.75rem] left-1/2 flex -translate-x-1/2 flex-col items-center rounded-md px-3 py-1 text-xs font-semibold tracking-[0.3em] text-white/90 hover:text-white md:bottom-20"
      >
        SCROLL
        <span className="sr-only">: bajar a las soluciones por sector</span>
        <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-bounce" />
      </a>
    </section>
  );
}

function Slide({ index, selected, ready, children }: { index: number; selected: number; ready: boolean; children: React.ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${index + 1} de ${SLIDE_COUNT}`}
      data-slide-index={index}
      inert={ready && index !== selected}
      className="relative h-full min-w-0 flex-[0_0_100%] snap-start"
    >
      {children}
    </div>
  );
}

/** Content column, centred in the part of the viewport below the sticky header. */
function SlideContent({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className={cn("relative mx-auto flex h-full max-w-7xl flex-col justify-center px-6 pt-6 pb-44 md:px-20 md:pb-24", className)}>
      {children}
    </div>
  );
}

interface ArrowButtonProps {
  label: string;
  onClick(): void;
  /** Disabled until the page is hydrated: before that the buttons could not act. */
  ready: boolean;
  className?: string;
  children: React.ReactNode;
}

function ArrowButton({ label, onClick, ready, className, children }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls="hero-diapositivas"
      disabled={!ready}
      onClick={onClick}
      className={cn(
        "flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 backdrop-blur-sm enabled:hover:bg-white/25",
        className,
      )}
    >
      {children}
    </button>
  );
}
