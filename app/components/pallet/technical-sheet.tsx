import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import type { PalletProduct } from "~/content/pallet-products";
import { useSite } from "~/lib/site-facts";
import { cn } from "~/lib/cn";
import { useInteractive } from "~/lib/use-interactive";
import { SpecTable } from "./spec-table";

/** A printable one-page technical sheet of a pallet product, drawn from the same data as its page. */
export function TechnicalSheet({ product, productPath }: { product: PalletProduct; productPath: string }) {
  const interactive = useInteractive();
  const site = useSite();
  return (
    <div className="bg-stone-100 py-8 print:bg-white print:py-0">
      <div className="mx-auto mb-6 flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 print:hidden">
        <Link to={productPath} className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Volver a {product.name}
        </Link>
        {/* window.print() needs the scripts: until they run the button is hidden (its place kept),
            and the browser's own Print command does the same. */}
        <Button type="button" size="lg" onClick={() => window.print()} className={cn(!interactive && "invisible")}>
          <Printer aria-hidden="true" className="size-5" />
          Imprimir o guardar en PDF
        </Button>
      </div>
      <article className="mx-auto max-w-4xl bg-white px-6 py-10 shadow-sm ring-1 ring-stone-200 sm:px-10 print:max-w-none print:p-0 print:shadow-none print:ring-0">
        <header className="flex flex-wrap items-end justify-between gap-4 border-b-4 border-brand-700 pb-5">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">Ficha técnica</p>
            <h1 className="mt-1 text-3xl font-bold text-brand-900">{product.name}</h1>
            <p className="mt-1 text-stone-700">{product.family}</p>
          </div>
          <p className="text-right text-sm font-semibold text-brand-900">{site.name}</p>
        </header>

        <p className="mt-6 leading-relaxed text-stone-800">{product.lead}</p>

        <section aria-labelledby="ficha-cifras" className="mt-8">
          <h2 id="ficha-cifras" className="text-xl font-bold text-brand-900">
            Datos destacados
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {product.keyFigures.map((figure) => (
              <li key={figure.label} className="rounded-lg bg-brand-50 p-3">
                <strong className="block text-lg text-brand-800">{figure.value}</strong>
                <span className="text-sm text-stone-700">{figure.label}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="ficha-especificaciones" className="mt-8 break-inside-avoid">
          <h2 id="ficha-especificaciones" className="mb-3 text-xl font-bold text-brand-900">
            Especificaciones técnicas
          </h2>
          <SpecTable rows={product.specs} caption={`Especificaciones técnicas de ${product.name}`} />
        </section>

        <div className="mt-8 grid gap-8 sm:grid-cols-2 print:grid-cols-2">
          <section aria-labelledby="ficha-caracteristicas">
            <h2 id="ficha-caracteristicas" className="text-xl font-bold text-brand-900">
              Características
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
              {product.features.map((feature) => (
                <li key={feature.title}>
                  <strong>{feature.title}:</strong> {feature.body}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="ficha-aplicaciones">
            <h2 id="ficha-aplicaciones" className="text-xl font-bold text-brand-900">
              Aplicaciones
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
              {product.applications.map((application) => (
                <li key={application}>{application}</li>
              ))}
            </ul>
          </section>
        </div>

        <footer className="mt-10 border-t border-stone-300 pt-5 text-sm text-stone-700">
          <p className="font-semibold text-brand-900">Consultas y cotizaciones: {site.name}</p>
          <p className="mt-1">
            Teléfono {site.phone.display} · WhatsApp {site.chat.display} · {site.email}
          </p>
          <p className="mt-1">
            {site.address.street}, {site.address.city}, {site.address.country}
          </p>
        </footer>
      </article>
    </div>
  );
}
