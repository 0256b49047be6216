import { productListCopy, productsPageCopy } from "~/admin/content/products";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { productsCsv } from "~/.server/catalog/products-csv";
import { listProductsForCsv, productCsvCategories } from "~/.server/catalog/products-import";
import { databaseOf } from "~/.server/request-context";
import { csvDownload } from "~/.server/spreadsheet-csv";
import { countLabel } from "~/admin/lib/lists";
import type { Route } from "./+types/products.csv";

// /admin/products.csv: the whole catalogue, active or not, as a spreadsheet download; the same
// columns are what /admin/products/importar reads back.
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  const rows = await listProductsForCsv(db);
  await recordActivity(context, {
    action: "exported",
    subject: "catalog",
    label: productsPageCopy.exported,
    detail: countLabel(rows.length, productListCopy.count.singular, productListCopy.count.plural),
  });
  return csvDownload("productos", productsCsv(rows, await productCsvCategories(db)));
}
