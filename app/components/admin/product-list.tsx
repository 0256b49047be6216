import { Form, Link, useNavigation } from "react-router";
import type { AdminProductRow } from "~/lib/catalog-types";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/price";
import { responsiveImage } from "~/lib/uploaded-images";

// The admin products table. Each change is a small form posting to the list's action, so it works
// without JavaScript; deleting asks first, inside the row, rather than in a browser dialog.

export const deleteConfirmation = "¿Estás seguro de que quieres eliminar este producto?";

function StatusToggle({ product }: { product: AdminProductRow }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === "toggle-active" && navigation.formData.get("productId") === product.id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="productId" value={product.id} />
      <button
        type="submit"
        name="intent"
        value="toggle-active"
        disabled={pending}
        title={product.isActive ? "Desactivar: deja de verse en el sitio" : "Activar: vuelve a verse en el sitio"}
        className={cn(
          "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold hover:ring-2 hover:ring-offset-1 disabled:opacity-60",
          product.isActive ? "bg-brand-100 text-brand-900 hover:ring-brand-300" : "bg-stone-200 text-stone-800 hover:ring-stone-400",
        )}
      >
        {product.isActive ? "Activo" : "Inactivo"}
        <span className="sr-only">. {product.isActive ? `Desactivar ${product.name}` : `Activar ${product.name}`}</span>
      </button>
    </Form>
  );
}

function DeleteProduct({ product }: { product: AdminProductRow }) {
  return (
    <details className="group relative">
      <summary className="cursor-pointer list-none rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
        Eliminar<span className="sr-only"> {product.name}</span>
      </summary>
      <Form method="post" className="mt-2 flex w-64 flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:absolute sm:right-0 sm:z-10">
        <p>{deleteConfirmation}</p>
        <input type="hidden" name="productId" value={product.id} />
        <button type="submit" name="intent" value="delete" className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800">
          Sí, eliminar<span className="sr-only"> {product.name}</span>
        </button>
      </Form>
    </details>
  );
}

export function ProductList({ products, canInsertSample }: { products: AdminProductRow[]; canInsertSample: boolean }) {
  return (
    <div className="flex flex-col gap-4">
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
                <th scope="col" className="px-4 py-3 font-semibold">Acciones</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {products.map((product) => {
                const image = product.image ? responsiveImage(product.image, 400) : null;
                return (
                  <tr key={product.id}>
                    <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                      <div className="flex items-center gap-3">
                        {image ? (
                          <img src={image.src} srcSet={image.srcSet} sizes="48px" alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
                        ) : null}
                        <span>
                          {product.name}
                          {product.isFeatured ? <span className="ml-2 text-xs font-normal text-stone-600">(destacado)</span> : null}
                        </span>
                      </div>
                    </th>
                    <td className="px-4 py-3 text-stone-700">{product.categoryLabel ?? "Sin categoría"}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatPrice(product.price)}</td>
                    <td className="px-4 py-3">
                      <StatusToggle product={product} />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap items-start gap-2">
                        <Link
                          to={`/admin/products/${product.id}`}
                          className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50"
                        >
                          Editar<span className="sr-only"> {product.name}</span>
                        </Link>
                        <DeleteProduct product={product} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canInsertSample ? (
        <Form method="post" className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>Solo en desarrollo:</span>
          <button type="submit" name="intent" value="insert-sample" className="rounded-md border border-amber-400 bg-white px-3 py-1.5 font-semibold hover:bg-amber-100">
            Crear producto de muestra
          </button>
        </Form>
      ) : null}
    </div>
  );
}
