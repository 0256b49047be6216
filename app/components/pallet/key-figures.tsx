import type { KeyFigure } from "~/content/pallet-products";

/** The product's headline figures (docs/requirements.md §9), large and scannable. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
          <dt className="mt-1 text-stone-700">{figure.label}</dt>
          <dd className="text-3xl font-bold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
