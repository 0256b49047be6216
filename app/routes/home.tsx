import { HeroCarousel } from "~/components/home/hero-carousel";
import { SectorSolutions } from "~/components/home/sector-solutions";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: site.name,
    description:
      "Soluciones para tambo, forrajes, aves y cerdos e industria con marcas líderes mundiales. Asesoramiento técnico desde Montevideo para toda América Latina.",
    path: "/",
  });

export default function Home() {
  return (
    <>
      <HeroCarousel />
      <SectorSolutions />
    </>
  );
}
