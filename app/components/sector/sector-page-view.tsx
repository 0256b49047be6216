import { BenefitList } from "~/components/marketing/benefit-list";
import { CtaBand } from "~/components/marketing/cta-band";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { IllustratedPoints } from "~/components/marketing/illustrated-points";
import { LinkCardGrid } from "~/components/marketing/link-card-grid";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageActionButton } from "~/components/marketing/page-action-button";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { illustrationSrc, illustrationSrcSet } from "~/content/images";
import type { SectorBlock, SectorPage } from "~/content/sectors/sector-page";

/** A whole static sector page drawn from its content module: hero, then each block in order. */
export function SectorPageView({ page }: { page: SectorPage }) {
  const { hero } = page;
  // Alternate backgrounds so consecutive sections read as separate.
  let sectionIndex = 0;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        breadcrumb={page.breadcrumb}
        image={{
          src: illustrationSrc(hero.image),
          srcSet: illustrationSrcSet(hero.image),
          alt: hero.imageAlt,
          width: hero.image.width,
          height: hero.image.height,
        }}
        actions={hero.actions?.map((action) => <PageActionButton key={action.label} action={action} />)}
      />
      {page.blocks.map((block) => {
        if (block.kind === "cta") {
          return (
            <CtaBand key={block.title} title={block.title} body={block.body}>
              {block.actions.map((action) => (
                <PageActionButton key={action.label} action={action} />
              ))}
            </CtaBand>
          );
        }
        const tone = sectionIndex++ % 2 === 0 ? "white" : "muted";
        return (
          <Section key={block.id} id={block.id} tone={tone} title={block.title} eyebrow={block.eyebrow} lead={block.lead}>
            <BlockBody block={block} />
          </Section>
        );
      })}
    </>
  );
}

function BlockBody({ block }: { block: Exclude<SectorBlock, { kind: "cta" }> }) {
  switch (block.kind) {
    case "features":
      return <FeatureGrid items={block.items} columns={block.columns} />;
    case "steps":
      return <NumberedSteps steps={block.steps} />;
    case "benefits":
      return <BenefitList items={block.items} columns={block.items.length > 1 ? 2 : 1} />;
    case "links":
      return <LinkCardGrid items={block.items} />;
    case "figure":
      return <IllustratedPoints image={block.image} alt={block.alt} points={block.points} />;
  }
}
