import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { contactPageAction } from "~/.server/leads/page-action";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { ContactForm } from "~/components/contact/contact-form";
import { SpecialistList } from "~/components/contact/specialist-list";
import { PageHero } from "~/components/marketing/page-hero";
import { Button } from "~/components/ui/button";
import { contactPageCopy } from "~/content/contact";
import { useSite } from "~/lib/site-facts";
import { companyChatLink, telLink } from "~/lib/chat-links";
import { CONTACT_FORM_SECTION_ID, consultaFromUrl, contactHref, consultaMessage, SPECIALISTS_SECTION_ID } from "~/lib/contact-links";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/contacto";

// /contacto (docs/requirements.md §2 'Contact page'): address, phone, e-mail, social links, the
// specialists and the contact form, which posts to this action when JavaScript is off. It is also
// where the contact modal's triggers lead before the scripts run: '?consulta=…' pre-fills the form
// with what the visitor asked about, '#especialistas' shows the specialists.

const crumbs: Crumb[] = [{ label: "Inicio", to: "/" }, { label: "Contacto" }];

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: contactPageCopy.title,
    description: contactPageCopy.description,
    path: "/contacto",
    structuredData: [breadcrumbList(originFromMatches(matches), crumbs, "/contacto")],
  });

export const middleware = [formBodyMiddleware];

export const action = (args: Route.ActionArgs) => contactPageAction(args, "contacto");

export function loader({ request }: Route.LoaderArgs) {
  return { consulta: consultaFromUrl(new URL(request.url)) };
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { consulta } = loaderData;
  const site = useSite();
  const { address } = site;
  return (
    <>
      <PageHero title={contactPageCopy.title} lead={contactPageCopy.lead} breadcrumb={crumbs} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-16">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="oficina">
            <h2 id="oficina" className="text-xl font-bold text-brand-900">
              {contactPageCopy.officeTitle}
            </h2>
            <address className="mt-4 flex flex-col gap-3 text-stone-800 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  {address.street}
                  <br />
                  {address.postalCode} {address.city}, {address.country}
                </span>
              </p>
              <p>
                <a href={telLink(site.phone.e164)} className="flex gap-3 hover:text-brand-800 hover:underline">
                  <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {site.phone.display}
                </a>
              </p>
              <p>
                <a href={`mailto:${site.email}`} className="flex gap-3 break-all hover:text-brand-800 hover:underline">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {site.email}
                </a>
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {site.officeHours}
              </p>
            </address>
          </section>
          <section aria-labelledby="canales">
            <h2 id="canales" className="text-xl font-bold text-brand-900">
              {contactPageCopy.channelsTitle}
            </h2>
            <Button asChild size="md" wrap className="mt-4">
              <a href={companyChatLink(site)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" className="size-5" />
                {contactPageCopy.chatLabel} ({site.chat.display})<span className="sr-only"> (abre en una pestaña nueva)</span>
              </a>
            </Button>
            <h3 className="mt-6 font-semibold text-stone-900">{contactPageCopy.socialTitle}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {site.social.map((profile) => (
                <li key={profile.name}>
                  <Button asChild variant="secondary" size="xs">
                    <a href={profile.url} target="_blank" rel="noopener noreferrer">
                      {profile.name}
                      <span className="sr-only"> (abre en una pestaña nueva)</span>
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <section id={SPECIALISTS_SECTION_ID} aria-labelledby="especialistas-titulo" className="scroll-mt-24">
            <h2 id="especialistas-titulo" className="text-xl font-bold text-brand-900">
              {contactPageCopy.specialistsTitle}
            </h2>
            <p className="mt-1 text-sm text-stone-700">{contactPageCopy.specialistsLead}</p>
            <SpecialistList className="mt-4" />
          </section>
        </div>
        <section
          id={CONTACT_FORM_SECTION_ID}
          aria-labelledby="formulario-titulo"
          className="scroll-mt-24 rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 sm:p-8"
        >
          <h2 id="formulario-titulo" className="text-xl font-bold text-brand-900">
            {contactPageCopy.formTitle}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{contactPageCopy.formLead}</p>
          {consulta ? (
            <p className="mt-4 text-sm text-stone-800">
              {contactPageCopy.consultaLabel} <strong className="font-semibold">{consulta}</strong>
            </p>
          ) : null}
          <ContactForm
            // A new topic (another button's link) starts the form afresh.
            key={consulta}
            variant="contacto"
            // A refused post keeps the topic: the page comes back with it.
            action={consulta ? contactHref(consulta) : "/contacto"}
            submitLabel={contactPageCopy.submit}
            actionData={actionData}
            topic={consulta || undefined}
            initialValues={consulta ? { mensaje: consultaMessage(consulta) } : undefined}
            className="mt-6"
          />
        </section>
      </div>
    </>
  );
}
