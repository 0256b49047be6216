import { adminOf } from "~/.server/auth/guard";
import { productsCsv } from "~/.server/catalog/products-csv";
import { listProductsForCsv } from "~/.server/catalog/products-import";
import { databaseOf } from "~/.server/request-context";
import type { Route } from "./+types/admin.products.csv";

// /admin/products.csv: the whole catalogue, active or not, as a spreadsheet download; the same
// columns are what /admin/products/importar reads back.
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const rows = await listProductsForCsv(await databaseOf(context));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(productsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="productos-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
