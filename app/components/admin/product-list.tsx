import { Form, Link, useNavigation } from "react-router";
import { badgeVariants } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowActions } from "~/components/ui/table";
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
          badgeVariants({ tone: product.isActive ? "positive" : "neutral" }),
          "hover:ring-2 hover:ring-offset-1 disabled:opacity-60",
          product.isActive ? "hover:ring-brand-300" : "hover:ring-stone-400",
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
      <summary className={cn(buttonVariants({ variant: "danger", size: "xs" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        Eliminar<span className="sr-only"> {product.name}</span>
      </summary>
      <Form method="post" className="mt-2 flex w-64 flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:absolute sm:right-0 sm:z-10">
        <p>{deleteConfirmation}</p>
        <input type="hidden" name="productId" value={product.id} />
        <Button type="submit" name="intent" value="delete" variant="destructive" size="xs">
          Sí, eliminar<span className="sr-only"> {product.name}</span>
        </Button>
      </Form>
    </details>
  );
}

export function ProductList({ products, canInsertSample }: { products: AdminProductRow[]; canInsertSample: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap gap-4 text-sm">
        <a href="/admin/products.csv" download className="font-semibold text-stone-800 underline">Exportar CSV</a>
        <Link to="/admin/products/importar" className="font-semibold text-stone-800 underline">Importar CSV</Link>
      </p>
      {products.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">No hay productos creados</p>
      ) : (
        <Table caption="Productos">
          <TableHeader>
            <TableRow>
              <TableHead>Producto</TableHead>
              <TableHead>Categoría</TableHead>
              <TableHead>Precio</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead>Acciones</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {products.map((product) => {
              const image = product.image ? responsiveImage(product.image, 400) : null;
              return (
                <TableRow key={product.id}>
                  <TableHead scope="row">
                    <div className="flex items-center gap-3">
                      {image ? (
                        <img src={image.src} srcSet={image.srcSet} sizes="48px" alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
                      ) : null}
                      <span>
                        {product.name}
                        {product.isFeatured ? <span className="ml-2 text-xs font-normal text-stone-600">(destacado)</span> : null}
                      </span>
                    </div>
                  </TableHead>
                  <TableCell className="text-stone-700">{product.categoryLabel ?? "Sin categoría"}</TableCell>
                  <TableCell className="whitespace-nowrap text-stone-700">{formatPrice(product.price)}</TableCell>
                  <TableCell>
                    <StatusToggle product={product} />
                  </TableCell>
                  <TableCell>
                    <TableRowActions>
                      <Button asChild variant="secondary" size="xs">
                        <Link to={`/admin/products/${product.id}`}>
                          Editar<span className="sr-only"> {product.name}</span>
                        </Link>
                      </Button>
                      <Form method="post" action={`/admin/products/${product.id}`}>
                        <Button type="submit" name="intent" value="duplicate" variant="secondary" size="xs">
                          Duplicar<span className="sr-only"> {product.name}</span>
                        </Button>
                      </Form>
                      <DeleteProduct product={product} />
                    </TableRowActions>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
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
