import { Link } from "react-router";
import { privacyCopy as copy } from "~/content/privacy";
import { useSite } from "~/lib/site-facts";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import type { Route } from "./+types/privacidad";

// /privacidad: what the site keeps about a visitor and why, in plain words (the contact forms, the
// cookieless statistics, the «Mi consulta» cookie, the staff's session cookie). The copy is in
// app/content/privacy.ts.

const crumbs: Crumb[] = [{ label: "Inicio", to: "/" }, { label: copy.title }];

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.description,
    path: "/privacidad",
    structuredData: [breadcrumbList(originFromMatches(matches), crumbs, "/privacidad")],
  });

export default function PrivacyPage() {
  const site = useSite();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-stone-700">{copy.lead(site.name)}</p>
      {copy.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="text-2xl font-bold text-brand-900">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section aria-labelledby="privacidad-contacto" className="mt-10">
        <h2 id="privacidad-contacto" className="text-2xl font-bold text-brand-900">
          {copy.contactTitle}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-700">
          {copy.contactBody}{" "}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline">
            {site.email}
          </a>{" "}
          {copy.contactOr}{" "}
          <Link to="/contacto" className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline">
            {copy.contactPage}
          </Link>
          .
        </p>
      </section>
    </article>
  );
}
