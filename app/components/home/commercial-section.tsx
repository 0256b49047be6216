import { ContactButton } from "~/components/contact/contact-button";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { Section } from "~/components/marketing/section";
import { buttonVariants } from "~/components/ui/button";
import { commercial } from "~/content/home";

/** The commercial and household line, where the footer's 'Comercial' link lands (anchor `comercial`). */
export function CommercialSection() {
  return (
    <Section id="comercial" tone="brand" eyebrow={commercial.eyebrow} title={commercial.title} lead={commercial.lead}>
      <FeatureGrid items={commercial.lines} />
      <ContactButton label={commercial.contactLabel} topic="Línea comercial y hogares" className={buttonVariants({ className: "mt-8" })} />
    </Section>
  );
}
