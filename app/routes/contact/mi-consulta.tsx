import { RENDERED_AT_FIELD } from "~/lib/contact-form-fields";
import { Form, Link } from "react-router";
import { quotePageAction, quotePageLoader } from "~/.server/quotes/page";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { ProductImage } from "~/components/catalog/product-image";
import { SpamGuardFields } from "~/components/contact/contact-fields";
import { Field, TextAreaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { quotePageCopy as copy } from "~/content/quote-page";
import { textOf } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { contactNotices } from "~/lib/public-notices";
import { QUOTE_LIMITS, QUOTE_PATH } from "~/lib/quote-list";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/mi-consulta";

// /mi-consulta: the visitor's quote list («Mi consulta»), each product with its picture, a quantity
// and a note, and the contact fields that send it as one lead. Plain forms: everything works
// without JavaScript (docs/decisions/035-quote-list-and-lead-pipeline.md). Personal to the visitor:
// noindex and not in the sitemap.

/** Read by the sitemap (app/lib/sitemap.ts): a visitor's own list is not a page to list. */
export const handle = { noindex: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: QUOTE_PATH, noindex: true });

export const middleware = [formBodyMiddleware];

export const loader = (args: Route.LoaderArgs) => quotePageLoader(args);

export const action = (args: Route.ActionArgs) => quotePageAction(args);

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, dropped } = loaderData;
  const reply = actionData && actionData.intent !== "agregar" ? actionData : undefined;
  const typed = reply?.values ?? {};
  const errors = reply?.fieldErrors ?? {};
  const valueOf = (name: string, fallback = "") => (typed[name] === undefined ? fallback : textOf(typed[name]));

  let notice: NoticeData | null = null;
  if (reply?.intent === "enviar")
    notice = reply.success ? contactNotices.success : { kind: "error", title: "Error", description: reply.error };
  else if (reply?.intent === "actualizar")
    notice = reply.success ? copy.saved : { kind: "error", title: "Error", description: reply.error };
  else if (reply?.intent === "quitar") notice = copy.removed;
  else if (actionData?.intent === "agregar" && !actionData.ok) notice = { kind: "error", title: "Error", description: actionData.error };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{copy.lead}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Notice notice={notice} />
        {dropped > 0 ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {copy.dropped(dropped)}
          </p>
        ) : null}
      </div>

      {items.length === 0 ? (
        <section aria-labelledby="consulta-vacia" className="mt-8 rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 sm:p-8">
          <h2 id="consulta-vacia" className="text-xl font-bold text-brand-900">
            {copy.emptyTitle}
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">{copy.emptyBody}</p>
          <h3 className="mt-6 font-semibold text-stone-900">{copy.emptyLinksTitle}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {copy.emptyLinks.map((link) => (
              <li key={link.to}>
                <Button asChild variant="outline" size="sm">
                  <Link to={link.to}>{link.label}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Form method="post" action={QUOTE_PATH} className="relative mt-8 flex flex-col gap-10">
          {/* Enter in a field sends the form with its first button: this one, not the first «Quitar». */}
          <button type="submit" name="intent" value="enviar" tabIndex={-1} aria-hidden="true" className="sr-only">
            {copy.submit}
          </button>
          <section aria-labelledby="productos-consulta">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="productos-consulta" className="text-2xl font-bold text-brand-900">
                {copy.itemsTitle} ({items.length})
              </h2>
              <p className="text-sm text-stone-600">{copy.limits}</p>
            </div>
            <ol className="mt-4 flex flex-col gap-4">
              {items.map((item) => (
                <li key={item.id} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
                  <div className="aspect-[4/3] w-32 overflow-hidden rounded-lg bg-stone-50">
                    <ProductImage src={item.image} alt={item.imageAlt} fit="contain" sizes="8rem" />
                  </div>
                  <div className="flex flex-col gap-3">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="text-lg font-bold text-brand-900">
                        <Link to={item.path} className="hover:underline">
                          {item.name}
                        </Link>
                      </h3>
                      <Button
                        type="submit"
                        name="quitar"
                        value={item.id}
                        variant="outline"
                        size="sm"
                        formNoValidate
                        aria-label={`${copy.remove} ${item.name} de tu consulta`}
                      >
                        {copy.remove}
                      </Button>
                    </div>
                    <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                      <Field
                        label={copy.quantityLabel}
                        name={`cantidad-${item.id}`}
                        inputMode="numeric"
                        autoComplete="off"
                        required
                        defaultValue={valueOf(`cantidad-${item.id}`, String(item.quantity))}
                        error={errors[`cantidad-${item.id}`]}
                        hint={copy.quantityHint}
                      />
                      <TextAreaField
                        label={copy.noteLabel}
                        name={`nota-${item.id}`}
                        rows={2}
                        maxLength={QUOTE_LIMITS.note}
                        placeholder={copy.notePlaceholder}
                        defaultValue={valueOf(`nota-${item.id}`, item.note)}
                        error={errors[`nota-${item.id}`]}
                      />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
            <Button type="submit" name="intent" value="actualizar" variant="outline" formNoValidate className="mt-4">
              {copy.update}
            </Button>
          </section>

          <section aria-labelledby="datos-consulta" className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 sm:p-8">
            <h2 id="datos-consulta" className="text-2xl font-bold text-brand-900">
              {copy.contactTitle}
            </h2>
            <p className="mt-1 text-sm text-stone-700">{copy.contactLead}</p>
            <div className="mt-6 flex flex-col gap-4">
              <SpamGuardFields shownSince={typed[RENDERED_AT_FIELD]} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Nombre *" name="nombre" autoComplete="name" required defaultValue={valueOf("nombre")} error={errors.nombre} />
                <Field
                  label="Email *"
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  defaultValue={valueOf("email")}
                  error={errors.email}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Teléfono"
                  name="telefono"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+598 99 123 456"
                  defaultValue={valueOf("telefono")}
                  error={errors.telefono}
                />
                <Field
                  label="Empresa o establecimiento"
                  name="empresa"
                  autoComplete="organization"
                  defaultValue={valueOf("empresa")}
                  error={errors.empresa}
                />
              </div>
              <TextAreaField label={copy.messageLabel} name="mensaje" defaultValue={valueOf("mensaje")} error={errors.mensaje} />
              <Button type="submit" name="intent" value="enviar" size="lg" className="w-full sm:w-fit">
                {copy.submit}
              </Button>
              <p className="text-sm text-stone-600">
                {copy.privacy}{" "}
                <Link to="/privacidad" className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline">
                  {copy.privacyLink}
                </Link>
              </p>
            </div>
          </section>
        </Form>
      )}
    </div>
  );
}
