import { illustrationSrc, illustrationSrcSet } from "~/content/images";
import type { SectorBlock, SectorPage } from "~/content/sectors/sector-page";
import { BenefitList } from "./benefit-list";
import { BrandsMarquee } from "./brands-marquee";
import { CtaBand } from "./cta-band";
import { FeatureGrid } from "./feature-grid";
import { featureIcons } from "./feature-icons";
import { IllustratedPoints } from "./illustrated-points";
import { LinkCardGrid } from "./link-card-grid";
import { NumberedSteps } from "./numbered-steps";
import { PageActionButtons } from "./page-action-buttons";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/** A whole sector page drawn from its content module: hero, then each block in order. */
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
        actions={hero.actions?.length ? <PageActionButtons actions={hero.actions} /> : undefined}
      />
      {page.blocks.map((block) => {
        if (block.kind === "cta") {
          return (
            <CtaBand key={block.title} title={block.title} body={block.body}>
              <PageActionButtons actions={block.actions} />
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
      return (
        <FeatureGrid
          items={block.items.map(({ icon, ...item }) => ({ ...item, icon: icon && featureIcons[icon] }))}
          columns={block.columns}
        />
      );
    case "steps":
      return <NumberedSteps steps={block.steps} />;
    case "benefits":
      return <BenefitList items={block.items} columns={block.items.length > 1 ? 2 : 1} />;
    case "links":
      return <LinkCardGrid items={block.items} />;
    case "brands":
      return <BrandsMarquee brands={block.brands} copies={block.copies} label={block.title} />;
    case "figure":
      return <IllustratedPoints image={block.image} alt={block.alt} points={block.points} />;
  }
}
