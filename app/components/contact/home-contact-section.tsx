import { Section } from "~/components/marketing/section";
import { homeContactCopy } from "~/content/contact";
import { type ContactActionData, ContactForm } from "./contact-form";

/**
 * The home page's contact form (docs/requirements.md §2 'Home page'), anchor #contacto for the
 * footer link.
 */
export function HomeContactSection({ actionData }: { actionData?: ContactActionData }) {
  return (
    <Section id="contacto" tone="muted" eyebrow={homeContactCopy.eyebrow} title={homeContactCopy.title} lead={homeContactCopy.lead}>
      <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <ContactForm variant="inicio" action="/?index#contacto" submitLabel={homeContactCopy.submit} actionData={actionData} />
      </div>
    </Section>
  );
}
