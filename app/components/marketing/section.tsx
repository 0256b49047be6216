import type { ReactNode } from "react";

// Vertical padding of the section's content: the listings keep their products closer to the hero,
// a listing followed by advice keeps less room below.
const spacings = {
  regular: "py-14 sm:py-16",
  compact: "py-12 sm:py-14",
  "short-bottom": "pt-14 pb-8 sm:pt-16 sm:pb-10",
} as const;

const tones = {
  white: "bg-white",
  muted: "bg-stone-50",
  brand: "bg-brand-50",
} as const;

interface SectionProps {
  id?: string;
  tone?: keyof typeof tones;
  /** Heading of the section (an h2), linked to it for assistive technology. */
  title?: string;
  eyebrow?: string;
  lead?: string;
  spacing?: keyof typeof spacings;
  children: ReactNode;
}

/** A page section with its optional header (eyebrow, h2, lead). */
export function Section({ id, tone = "white", title, eyebrow, lead, spacing = "regular", children }: SectionProps) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={tones[tone]}>
      <div className={`mx-auto max-w-7xl px-4 ${spacings[spacing]}`}>
        {title && <SectionHeader id={headingId} eyebrow={eyebrow} title={title} lead={lead} />}
        {children}
      </div>
    </section>
  );
}

export function SectionHeader({ id, eyebrow, title, lead }: { id?: string; eyebrow?: string; title: string; lead?: string }) {
  return (
    <header className="mb-10 max-w-3xl">
      {eyebrow && <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg leading-relaxed text-stone-700">{lead}</p>}
    </header>
  );
}
