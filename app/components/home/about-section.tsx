import { Section } from "~/components/marketing/section";
import { about } from "~/content/home";
import { useSite } from "~/lib/site-facts";

/** Who the company is (docs/requirements.md §2 'Home page', anchor `about`). */
export function AboutSection() {
  const { address } = useSite();
  return (
    <Section id="about" eyebrow={about.eyebrow} title={about.title}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4 text-lg leading-relaxed text-stone-700">
          {about.paragraphs(address.city).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5">
              <dt className="mt-1 text-sm text-stone-700">{fact.label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
