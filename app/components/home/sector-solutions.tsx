import { Link } from "react-router";

const sectors = [
  { title: "Conservación de forrajes", to: "/embalaje-cultivo" },
  { title: "Tambo", to: "/tambo" },
  { title: "Aves y Cerdos", to: "/aves-cerdos" },
  { title: "Industria", to: "/industria" },
];

export function SectorSolutions() {
  return (
    <section id="servicios" aria-labelledby="servicios-titulo" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="servicios-titulo" className="text-3xl font-bold text-brand-900">
        Soluciones por sector
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {sectors.map((sector) => (
          <li key={sector.to}>
            <Link to={sector.to} className="block rounded-lg border border-stone-200 p-6 font-semibold hover:border-brand-600">
              {sector.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
