import { type ReactNode, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import { createProductImport, driveProductImport, getProductImport, startProductImport } from "~/.server/catalog/products-import";
import { parseForm } from "~/.server/forms";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { decodeSpreadsheetBytes } from "~/.server/spreadsheet-csv";
import { productImportCopy } from "~/admin/content/products";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { countLabel } from "~/admin/lib/lists";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { MAX_PRODUCT_CSV_BYTES, MAX_PRODUCT_CSV_SIZE, PRODUCT_CSV_TOO_BIG } from "~/admin/lib/product-import";
import type { Route } from "./+types/products.importar";

// Import of products from a spreadsheet saved as CSV, in steps that each work without scripts: the
// file is uploaded and checked (intent "preview": the plan is stored, nothing is written to the
// catalogue) and the page moves to ?importacion={id}, which shows the preview; confirming it
// (intent "apply") starts the import, written in batches in the background while this page,
// refreshing itself, shows the progress and then the report
// (docs/decisions/024-spreadsheets-as-excel-writes-them.md).

const PROGRESS_REFRESH_SECONDS = 2;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...buildMeta(matches, {
    title: "Importar productos",
    description: "Alta y actualización de productos desde un archivo CSV.",
    path: "/admin/products/importar",
    noindex: true,
  }),
  // Without scripts too, the progress page reloads itself until the import is done.
  ...(loaderData?.productImport?.status === "applying" ? [{ httpEquiv: "refresh", content: String(PROGRESS_REFRESH_SECONDS) }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const id = new URL(request.url).searchParams.get("importacion");
  if (id === null) return { productImport: null, gone: false };
  const productImport = isUuid(id) ? await getProductImport(await databaseOf(context), id.toLowerCase()) : null;
  return { productImport, gone: productImport === null };
}

const { pickFile, gone } = productImportCopy;

const importSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preview"),
    file: z
      .instanceof(File, { error: pickFile })
      .refine((file) => file.size > 0, pickFile)
      .refine((file) => file.size <= MAX_PRODUCT_CSV_BYTES, PRODUCT_CSV_TOO_BIG),
  }),
  z.object({ intent: z.literal("apply"), importacion: z.string().refine(isUuid, gone) }),
]);

function refuse(reason: string) {
  return data({ reason }, { status: 400 });
}

const importAddress = (id: string) => `/admin/products/importar?importacion=${id}`;

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = adminOf(context);
  const submission = await parseForm({ request, context }, importSchema);
  if (!submission.ok) return refuse(submission.errors.file ?? submission.errors.importacion ?? pickFile);
  const db = await databaseOf(context);
  if (submission.data.intent === "preview") {
    const { file } = submission.data;
    // Read as bytes: the encoding Excel saved it in is found from them (decodeSpreadsheetBytes).
    const decoded = decodeSpreadsheetBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) return refuse(decoded.reason);
    const created = await createProductImport(db, { text: decoded.text, fileName: file.name, actor: { id: user.id, email: user.email } });
    if (!created.ok) return refuse(created.reason);
    return redirect(importAddress(created.id));
  }
  const id = submission.data.importacion.toLowerCase();
  if (!(await startProductImport(db, id, { id: user.id, email: user.email }))) return refuse(gone);
  // Written in the background: the page shows the progress stored in the database.
  void driveProductImport(db, id);
  return redirect(importAddress(id));
}

function UploadForm() {
  const [tooBig, setTooBig] = useState(false);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <Label htmlFor="archivo-csv">Archivo CSV</Label>
      <input
        id="archivo-csv"
        type="file"
        name="file"
        accept=".csv,text/csv,.txt"
        required
        aria-describedby="archivo-csv-ayuda"
        aria-invalid={tooBig || undefined}
        // With scripts, a file over the limit is refused before it is sent.
        onChange={(event) => {
          const input = event.currentTarget;
          const over = (input.files?.[0]?.size ?? 0) > MAX_PRODUCT_CSV_BYTES;
          input.setCustomValidity(over ? PRODUCT_CSV_TOO_BIG : "");
          setTooBig(over);
        }}
        className="w-full max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
      />
      {tooBig ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {PRODUCT_CSV_TOO_BIG}
        </p>
      ) : null}
      <p id="archivo-csv-ayuda" className="text-sm text-stone-600">
        La planilla de «Exportar CSV», guardada desde Excel o LibreOffice como CSV (con punto y coma o con comas), de hasta{" "}
        {MAX_PRODUCT_CSV_SIZE}. SKU y Nombre son obligatorias; una columna que no está en el archivo no se toca. Cada fila crea un producto
        nuevo o actualiza el que tiene ese SKU. Las fotos no se importan. Primero te mostramos qué va a cambiar; nada se guarda hasta que lo
        confirmes.
      </p>
      <SubmitButton intent="preview" pendingText="Revisando..." className="w-fit">
        Revisar el archivo
      </SubmitButton>
    </Form>
  );
}

type ProductImportView = NonNullable<Route.ComponentProps["loaderData"]["productImport"]>;

/** «Fila 5 (Red Tamanet): …»: the row as Excel numbers it and the product it is about. */
function RowReason({ row }: { row: ProductImportView["skipped"][number] }) {
  return (
    <li>
      <strong>
        Fila {row.sheetRow}
        {row.name ? ` (${row.name})` : ""}:
      </strong>{" "}
      {row.reason}
    </li>
  );
}

function Preview({ productImport }: { productImport: ProductImportView }) {
  const { preview } = productImport;
  const changes = productImport.total;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="resumen" className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="resumen" className="text-lg font-bold text-stone-900">
          Vista previa: todavía no se guardó nada
        </h2>
        <p className="mt-1 text-sm break-words text-stone-600">Archivo: {productImport.fileName}</p>
        <ul className="mt-2 list-disc pl-5 text-stone-800">
          <li>{countLabel(preview.creates.length, "producto nuevo", "productos nuevos")}</li>
          <li>{countLabel(preview.updates.length, "producto con cambios", "productos con cambios")}</li>
          <li>{countLabel(preview.unchanged, "producto sin cambios", "productos sin cambios")}</li>
          <li>{countLabel(preview.refused.length, "fila rechazada", "filas rechazadas")}</li>
        </ul>
      </section>

      <PlanSection id="rechazadas" title="Filas rechazadas (no se importan)" rows={preview.refused} refused>
        {(row) => <RowReason key={row.sheetRow} row={row} />}
      </PlanSection>

      <PlanSection id="nuevos" title="Se van a crear" rows={preview.creates}>
        {({ sheetRow, name, sku, isActive }) => (
          <li key={sheetRow}>
            Fila {sheetRow}: <strong>{name}</strong> (SKU {sku}){isActive ? "" : ", inactivo"}
          </li>
        )}
      </PlanSection>

      <PlanSection id="cambios" title="Se van a actualizar" rows={preview.updates} roomy>
        {({ sheetRow, name, sku, changes: fields }) => (
          <li key={sheetRow}>
            <p>
              Fila {sheetRow}: <strong>{name}</strong> (SKU {sku})
            </p>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {fields.map((change) => (
                <div key={change.field} className="contents">
                  <dt className="font-semibold">{change.field}</dt>
                  <dd className="break-words whitespace-pre-line">
                    <span className="text-stone-600 line-through">{change.before || "(vacío)"}</span> → {change.after || "(vacío)"}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        )}
      </PlanSection>

      <div className="flex flex-wrap items-center gap-3">
        {changes > 0 ? (
          // A whole page load: the progress page then refreshes itself, with or without scripts.
          <Form method="post" reloadDocument>
            <input type="hidden" name="importacion" value={productImport.id} />
            <SubmitButton intent="apply" pendingText="Importando...">
              {preview.refused.length > 0
                ? `Aplicar ${countLabel(changes, "cambio", "cambios")} y omitir las filas rechazadas`
                : `Aplicar ${countLabel(changes, "cambio", "cambios")}`}
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-stone-800">No hay nada para aplicar.</p>
        )}
        <Link to="/admin/products/importar" className="font-semibold text-stone-800 underline">
          Elegir otro archivo
        </Link>
      </div>
    </div>
  );
}

function Progress({ productImport }: { productImport: ProductImportView }) {
  return (
    <section aria-labelledby="importando" className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="importando" className="text-lg font-bold text-stone-900">
        Importando productos…
      </h2>
      <progress max={productImport.total} value={productImport.applied} aria-labelledby="importando" className="h-3 w-full" />
      <p role="status" className="text-stone-800">
        {productImport.applied} de {productImport.total} filas escritas. Esta página se actualiza sola; el sitio sigue funcionando mientras
        tanto y podés usar el panel en otra pestaña.
      </p>
    </section>
  );
}

function Report({ productImport }: { productImport: ProductImportView }) {
  const refused = productImport.preview.refused.length;
  return (
    <div role="status" className="border-brand-300 flex flex-col gap-3 rounded-lg border bg-brand-50 p-4 text-brand-900 sm:p-6">
      <p className="font-bold">Importación aplicada</p>
      <p>
        {countLabel(productImport.created, "producto creado", "productos creados")},{" "}
        {countLabel(productImport.updated, "actualizado", "actualizados")}
        {refused > 0 ? `, ${countLabel(refused, "fila rechazada omitida", "filas rechazadas omitidas")}` : ""}.
      </p>
      {productImport.skipped.length > 0 ? (
        <>
          <p>Estas filas no se escribieron porque el catálogo cambió después de la vista previa:</p>
          <ul className="flex flex-col gap-1">
            {productImport.skipped.map((row) => (
              <RowReason key={row.sheetRow} row={row} />
            ))}
          </ul>
        </>
      ) : null}
      <Button asChild size="md" className="w-fit">
        <Link to="/admin/products">Volver al listado</Link>
      </Button>
    </div>
  );
}

/** One list of the preview (refused, new or changed rows), left out when it has none. */
function PlanSection<Row>({
  id,
  title,
  rows,
  refused = false,
  roomy = false,
  children: renderRow,
}: {
  id: string;
  title: string;
  rows: readonly Row[];
  refused?: boolean;
  /** Rows of several lines (the changes) get more room between them. */
  roomy?: boolean;
  children(row: Row): ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className={
        refused
          ? "rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 sm:p-6"
          : "rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
      }
    >
      <h2 id={id} className={refused ? "font-bold" : "font-bold text-stone-900"}>
        {title}
      </h2>
      <ul className={`mt-2 flex flex-col ${roomy ? "gap-4" : "gap-1"}${refused ? "" : "text-stone-800"}`}>{rows.map(renderRow)}</ul>
    </section>
  );
}

export default function ImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { productImport } = loaderData;
  const reason = actionData?.reason ?? (loaderData.gone ? gone : null);
  return (
    <>
      <AdminPageHeader
        title="Importar productos"
        description="Crear o actualizar productos desde una planilla de Excel guardada como CSV, por SKU."
      />
      {reason ? (
        <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
          {reason}
        </p>
      ) : null}
      {productImport?.status === "planned" ? (
        <Preview productImport={productImport} />
      ) : productImport?.status === "applying" ? (
        <Progress productImport={productImport} />
      ) : productImport?.status === "done" ? (
        <Report productImport={productImport} />
      ) : (
        <UploadForm />
      )}
    </>
  );
}
