import { requireAdmin } from "~/.server/auth/guard";
import { listProductsForAdmin } from "~/.server/catalog";
import { AdminPageHeader, StatusBadge } from "~/components/admin/admin-shell";
import { buildMeta } from "~/lib/meta";
import { formatPrice } from "~/lib/price";
import type { Route } from "./+types/admin.products";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: "Productos", description: "Administración del catálogo de productos.", path: "/admin/products", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { products: await listProductsForAdmin() };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <>
      <AdminPageHeader title="Productos" description="Todo el catálogo, activo e inactivo, los más recientes primero." />
      {products.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">No hay productos creados</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Productos</caption>
            <thead className="bg-stone-100 text-stone-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Producto</th>
                <th scope="col" className="px-4 py-3 font-semibold">Categoría</th>
                <th scope="col" className="px-4 py-3 font-semibold">Precio</th>
                <th scope="col" className="px-4 py-3 font-semibold">Estado</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {products.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                    {product.name}
                    {product.isFeatured ? <span className="ml-2 text-xs font-normal text-stone-600">(destacado)</span> : null}
                  </th>
                  <td className="px-4 py-3 text-stone-700">{product.categoryName ?? "Sin categoría"}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatPrice(product.price)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge tone={product.isActive ? "positive" : "neutral"}>{product.isActive ? "Activo" : "Inactivo"}</StatusBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
