import { adminOf } from "~/.server/auth/guard";
import { productsCsv } from "~/.server/catalog/products-csv";
import { listProductsForCsv } from "~/.server/catalog/products-import";
import { databaseOf } from "~/.server/request-context";
import { csvDownload } from "~/.server/spreadsheet-csv";
import type { Route } from "./+types/admin.products.csv";

// /admin/products.csv: the whole catalogue, active or not, as a spreadsheet download; the same
// columns are what /admin/products/importar reads back.
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const rows = await listProductsForCsv(await databaseOf(context));
  return csvDownload("productos", productsCsv(rows));
}
