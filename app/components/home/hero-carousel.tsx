import { site } from "~/content/site";

export function HeroCarousel() {
  return (
    <section id="inicio" aria-roledescription="carrusel" aria-label="Presentación" className="relative h-dvh bg-brand-900 text-white">
      <div className="mx-auto flex h-full max-w-5xl flex-col justify-center px-4">
        <h1 className="text-4xl font-bold">{site.name}</h1>
        <p className="mt-4 text-lg">{site.tagline}</p>
      </div>
      <a href="#servicios" className="absolute bottom-6 left-1/2 -translate-x-1/2 text-sm tracking-widest">
        SCROLL
      </a>
    </section>
  );
}
