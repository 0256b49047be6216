import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { illustrationSrc, illustrationSrcSet } from "~/content/images";
import type { SectorBlock, SectorLink, SectorPageContent } from "~/content/sector-page";
import { BenefitList } from "./benefit-list";
import { BrandsMarquee } from "./brands-marquee";
import { CtaBand } from "./cta-band";
import { FeatureGrid } from "./feature-grid";
import { NumberedSteps } from "./numbered-steps";
import { PageHero } from "./page-hero";
import { SectorActions } from "./sector-actions";
import { Section } from "./section";

/** The page template of the forage and dairy pages: hero, the content's blocks in order, closing band. */
export function SectorPage({ content }: { content: SectorPageContent }) {
  const { illustration, alt } = content.image;
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        breadcrumb={content.breadcrumb}
        image={{ src: illustrationSrc(illustration), srcSet: illustrationSrcSet(illustration), alt, width: illustration.width, height: illustration.height }}
        actions={content.heroActions.length > 0 ? <SectorActions actions={content.heroActions} /> : undefined}
      />
      {content.blocks.map((block) => (
        <Section key={block.id} id={block.id} title={block.title} eyebrow={block.eyebrow} lead={block.lead} tone={block.tone}>
          <SectorBlockBody block={block} />
        </Section>
      ))}
      <CtaBand title={content.cta.title} body={content.cta.body}>
        <SectorActions actions={content.cta.actions} />
      </CtaBand>
    </>
  );
}

function SectorBlockBody({ block }: { block: SectorBlock }) {
  switch (block.kind) {
    case "features":
      return <FeatureGrid items={block.items} columns={block.columns} />;
    case "steps":
      return <NumberedSteps steps={block.steps} />;
    case "benefits":
      return <BenefitList items={block.items} />;
    case "links":
      return <SectorLinks links={block.links} />;
    case "brands":
      return <BrandsMarquee brands={block.brands} copies={block.copies} label={block.title} />;
    case "actions":
      return (
        <div className="flex flex-col gap-6">
          <p className="max-w-3xl text-lg leading-relaxed text-stone-700">{block.body}</p>
          <div className="flex flex-wrap gap-3">
            <SectorActions actions={block.actions} tone="light" />
          </div>
        </div>
      );
  }
}

/** Cards that each lead to another page of the sector. */
function SectorLinks({ links }: { links: readonly SectorLink[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg"
          >
            <span className="flex items-center justify-between gap-3 text-lg font-semibold text-brand-900">
              {link.label}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1" />
            </span>
            <span className="mt-2 leading-relaxed text-stone-700">{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
