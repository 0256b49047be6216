import type { SpecRow } from "~/content/pallet-products";

/** The technical specifications of a product, as a two-column table (page and technical sheet). */
export function SpecTable({ rows, caption }: { rows: readonly SpecRow[]; caption: string }) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-xl text-left ring-1 ring-stone-200">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-stone-200 last:border-0 odd:bg-stone-50 even:bg-white">
            <th scope="row" className="w-2/5 px-4 py-3 align-top font-semibold text-brand-900">
              {row.label}
            </th>
            <td className="px-4 py-3 text-stone-800">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
