import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { MAX_PRODUCT_CSV_BYTES } from "~/.server/catalog/products-csv";
import { applyProductImport, type ImportPlan, type ImportReport, planProductImport } from "~/.server/catalog/products-import";
import { parseForm } from "~/.server/forms";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { buildMeta } from "~/lib/meta";
import { countLabel } from "~/lib/admin-lists";
import type { Route } from "./+types/admin.products.importar";

// Import of products from a CSV file, in two steps that each work without scripts: the file is
// uploaded and checked (intent "preview", nothing is written), then the dry run's page posts the
// same text back (intent "apply") and the valid rows are written.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: "Importar productos", description: "Alta y actualización de productos desde un archivo CSV.", path: "/admin/products/importar", noindex: true });

export function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return null;
}

const tooBig = `El archivo supera los ${MAX_PRODUCT_CSV_BYTES / 1024 / 1024} MB: dividilo en partes.`;

const importSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preview"),
    file: z.instanceof(File, { error: "Elegí el archivo CSV que exportaste y editaste." }).refine((file) => file.size <= MAX_PRODUCT_CSV_BYTES, tooBig),
  }),
  z.object({ intent: z.literal("apply"), csv: z.string().min(1).max(MAX_PRODUCT_CSV_BYTES, tooBig) }),
]);

type ImportReply =
  | { step: "error"; reason: string }
  | { step: "preview"; csv: string; plan: ImportPlan }
  | { step: "done"; report: ImportReport };

function refuse(reason: string) {
  return data({ step: "error", reason } satisfies ImportReply, { status: 400 });
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const submission = await parseForm({ request, context }, importSchema);
  if (!submission.ok) return refuse(submission.errors.file ?? submission.errors.csv ?? "Elegí el archivo CSV que exportaste y editaste.");
  const db = await databaseOf(context);
  if (submission.data.intent === "preview") {
    const csv = await submission.data.file.text();
    const planned = await planProductImport(db, csv);
    if (!planned.ok) return refuse(planned.reason);
    return { step: "preview", csv, plan: planned.plan } satisfies ImportReply;
  }
  const applied = await applyProductImport(db, submission.data.csv);
  if (!applied.ok) return refuse(applied.reason);
  const { created, updated, refused } = applied.report;
  await recordActivity(context, {
    action: "imported",
    subject: "catalog",
    label: "Productos desde CSV",
    detail: [countLabel(created, "producto nuevo", "productos nuevos"), countLabel(updated, "cambiado", "cambiados"), countLabel(refused, "fila rechazada", "filas rechazadas")].join(", "),
  });
  return { step: "done", report: applied.report } satisfies ImportReply;
}

function UploadForm() {
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <Label htmlFor="archivo-csv">Archivo CSV</Label>
      <input
        id="archivo-csv"
        type="file"
        name="file"
        accept=".csv,text/csv"
        required
        aria-describedby="archivo-csv-ayuda"
        className="w-full max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
      />
      <p id="archivo-csv-ayuda" className="text-sm text-stone-600">
        Usá las columnas de «Exportar CSV»: SKU y Nombre son obligatorias; una columna que no está en el archivo no se toca. Cada fila crea un producto nuevo o
        actualiza el que tiene ese SKU. Las fotos no se importan. Primero te mostramos qué va a cambiar; nada se guarda hasta que lo confirmes.
      </p>
      <SubmitButton intent="preview" pendingText="Revisando..." className="w-fit">
        Revisar el archivo
      </SubmitButton>
    </Form>
  );
}

function DryRun({ csv, plan }: { csv: string; plan: ImportPlan }) {
  const changes = plan.creates.length + plan.updates.length;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="resumen" className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="resumen" className="text-lg font-bold text-stone-900">
          Vista previa: todavía no se guardó nada
        </h2>
        <ul className="mt-2 list-disc pl-5 text-stone-800">
          <li>{countLabel(plan.creates.length, "producto nuevo", "productos nuevos")}</li>
          <li>{countLabel(plan.updates.length, "producto con cambios", "productos con cambios")}</li>
          <li>{countLabel(plan.unchanged, "producto sin cambios", "productos sin cambios")}</li>
          <li>{countLabel(plan.refused.length, "fila rechazada", "filas rechazadas")}</li>
        </ul>
      </section>

      <PlanSection id="rechazadas" title="Filas rechazadas (no se importan)" rows={plan.refused} refused>
        {(row) => (
          <li key={row.line}>
            <strong>Línea {row.line}:</strong> {row.reason}
          </li>
        )}
      </PlanSection>

      <PlanSection id="nuevos" title="Se van a crear" rows={plan.creates}>
        {({ line, row }) => (
          <li key={line}>
            Línea {line}: <strong>{row.name}</strong> (SKU {row.sku}){row.isActive ? "" : ", inactivo"}
          </li>
        )}
      </PlanSection>

      <PlanSection id="cambios" title="Se van a actualizar" rows={plan.updates} roomy>
        {({ line, row, changes: fields }) => (
          <li key={line}>
            <p>
              Línea {line}: <strong>{row.name}</strong> (SKU {row.sku})
            </p>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {fields.map((change) => (
                <div key={change.field} className="contents">
                  <dt className="font-semibold">{change.field}</dt>
                  <dd className="whitespace-pre-line">
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
          <Form method="post">
            <input type="hidden" name="csv" value={csv} />
            <SubmitButton intent="apply" pendingText="Importando...">
              {plan.refused.length > 0 ? `Aplicar ${countLabel(changes, "cambio", "cambios")} y omitir las filas rechazadas` : `Aplicar ${countLabel(changes, "cambio", "cambios")}`}
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

/** One list of the dry run (refused, new or changed rows), left out when it has none. */
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
    <section aria-labelledby={id} className={refused ? "rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 sm:p-6" : "rounded-lg border border-stone-200 bg-white p-4 sm:p-6"}>
      <h2 id={id} className={refused ? "font-bold" : "font-bold text-stone-900"}>
        {title}
      </h2>
      <ul className={`mt-2 flex flex-col ${roomy ? "gap-4" : "gap-1"}${refused ? "" : " text-stone-800"}`}>{rows.map(renderRow)}</ul>
    </section>
  );
}

export default function ImportProducts({ actionData }: Route.ComponentProps) {
  const reply = actionData as ImportReply | undefined;
  return (
    <>
      <AdminPageHeader title="Importar productos" description="Crear o actualizar productos desde una planilla CSV, por SKU." />
      {reply?.step === "error" ? (
        <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
          {reply.reason}
        </p>
      ) : null}
      {reply?.step === "preview" ? (
        <DryRun csv={reply.csv} plan={reply.plan} />
      ) : reply?.step === "done" ? (
        <div role="status" className="flex flex-col gap-3 rounded-lg border border-brand-300 bg-brand-50 p-4 text-brand-900 sm:p-6">
          <p className="font-bold">Importación aplicada</p>
          <p>
            {countLabel(reply.report.created, "producto creado", "productos creados")}, {countLabel(reply.report.updated, "actualizado", "actualizados")}
            {reply.report.refused > 0 ? `, ${countLabel(reply.report.refused, "fila rechazada omitida", "filas rechazadas omitidas")}` : ""}.
          </p>
          <Button asChild size="md" className="w-fit">
            <Link to="/admin/products">Volver al listado</Link>
          </Button>
        </div>
      ) : (
        <UploadForm />
      )}
    </>
  );
}
