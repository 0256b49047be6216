import { type ReactNode, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import { createProductImport, driveProductImport, getProductImport, startProductImport } from "~/.server/catalog/products-import";
import { parseForm } from "~/.server/forms";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { decodeSpreadsheetBytes } from "~/.server/spreadsheet-csv";
import { productImportCopy as copy, productPageCopy } from "~/admin/content/products";
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
    title: copy.title,
    description: copy.metaDescription,
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

const { pickFile, gone } = copy;

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
    return redirect(importAddress(created.id), 303);
  }
  const id = submission.data.importacion.toLowerCase();
  if (!(await startProductImport(db, id, { id: user.id, email: user.email }))) return refuse(gone);
  // Written in the background: the page shows the progress stored in the database.
  void driveProductImport(db, id);
  return redirect(importAddress(id), 303);
}

function UploadForm() {
  const [tooBig, setTooBig] = useState(false);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <Label htmlFor="archivo-csv">{copy.file}</Label>
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
        {copy.fileHint(MAX_PRODUCT_CSV_SIZE)}
      </p>
      <SubmitButton intent="preview" pendingText={copy.checking} className="w-fit">
        {copy.check}
      </SubmitButton>
    </Form>
  );
}

type ProductImportView = NonNullable<Route.ComponentProps["loaderData"]["productImport"]>;

/** «Fila 5 (Red Tamanet): …»: the row as Excel numbers it and the product it is about. */
function RowReason({ row }: { row: ProductImportView["skipped"][number] }) {
  return (
    <li>
      <strong>{copy.rowOf(row.sheetRow, row.name)}</strong> {row.reason}
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
          {copy.previewHeading}
        </h2>
        <p className="mt-1 text-sm break-words text-stone-600">{copy.fileName(productImport.fileName)}</p>
        <ul className="mt-2 list-disc pl-5 text-stone-800">
          <li>{countLabel(preview.creates.length, ...copy.counts.creates)}</li>
          <li>{countLabel(preview.updates.length, ...copy.counts.updates)}</li>
          <li>{countLabel(preview.unchanged, ...copy.counts.unchanged)}</li>
          <li>{countLabel(preview.refused.length, ...copy.counts.refused)}</li>
        </ul>
      </section>

      <PlanSection id="rechazadas" title={copy.refusedHeading} rows={preview.refused} refused>
        {(row) => <RowReason key={row.sheetRow} row={row} />}
      </PlanSection>

      <PlanSection id="nuevos" title={copy.createsHeading} rows={preview.creates}>
        {({ sheetRow, name, sku, isActive }) => (
          <li key={sheetRow}>
            {copy.row(sheetRow)}
            <strong>{name}</strong>
            {copy.sku(sku)}
            {isActive ? "" : copy.inactive}
          </li>
        )}
      </PlanSection>

      <PlanSection id="cambios" title={copy.updatesHeading} rows={preview.updates} roomy>
        {({ sheetRow, name, sku, changes: fields }) => (
          <li key={sheetRow}>
            <p>
              {copy.row(sheetRow)}
              <strong>{name}</strong>
              {copy.sku(sku)}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {fields.map((change) => (
                <div key={change.field} className="contents">
                  <dt className="font-semibold">{change.field}</dt>
                  <dd className="break-words whitespace-pre-line">
                    <span className="text-stone-600 line-through">{change.before || copy.empty}</span> → {change.after || copy.empty}
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
            <SubmitButton intent="apply" pendingText={copy.applying}>
              {preview.refused.length > 0
                ? copy.applySkipping(countLabel(changes, ...copy.counts.changes))
                : copy.apply(countLabel(changes, ...copy.counts.changes))}
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-stone-800">{copy.nothingToApply}</p>
        )}
        <Link to="/admin/products/importar" className="font-semibold text-stone-800 underline">
          {copy.pickAnother}
        </Link>
      </div>
    </div>
  );
}

function Progress({ productImport }: { productImport: ProductImportView }) {
  return (
    <section aria-labelledby="importando" className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="importando" className="text-lg font-bold text-stone-900">
        {copy.progressHeading}
      </h2>
      <progress max={productImport.total} value={productImport.applied} aria-labelledby="importando" className="h-3 w-full" />
      <p role="status" className="text-stone-800">
        {copy.progress(productImport.applied, productImport.total)}
      </p>
    </section>
  );
}

function Report({ productImport }: { productImport: ProductImportView }) {
  const refused = productImport.preview.refused.length;
  return (
    <div role="status" className="border-brand-300 flex flex-col gap-3 rounded-lg border bg-brand-50 p-4 text-brand-900 sm:p-6">
      <p className="font-bold">{copy.done}</p>
      <p>
        {copy.doneSummary(
          countLabel(productImport.created, ...copy.counts.created),
          countLabel(productImport.updated, ...copy.counts.updated),
          refused > 0 ? countLabel(refused, ...copy.counts.refusedSkipped) : null,
        )}
      </p>
      {productImport.skipped.length > 0 ? (
        <>
          <p>{copy.skipped}</p>
          <ul className="flex flex-col gap-1">
            {productImport.skipped.map((row) => (
              <RowReason key={row.sheetRow} row={row} />
            ))}
          </ul>
        </>
      ) : null}
      <Button asChild size="md" className="w-fit">
        <Link to="/admin/products">{productPageCopy.backToList}</Link>
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
      <AdminPageHeader title={copy.title} description={copy.description} />
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
