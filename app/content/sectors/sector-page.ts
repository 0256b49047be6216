import type { Crumb } from "~/lib/structured-data";
import type { FeatureCard, Step } from "../blocks";
import type { Brand } from "../brands";
import type { Illustration } from "../images";

// The shape of every sector page (forage, dairy, poultry and pigs, industry, pallet wrapping): its
// metadata, hero and an ordered list of content blocks, drawn by
// app/components/marketing/sector-page-view.tsx. Copy lives in the sibling modules, one per sector,
// so the route modules stay a few lines long.

/** A call to action of a sector page. */
export type PageAction =
  /** Opens the contact modal; `topic` names what the visitor asks about. */
  | { kind: "contact"; label: string; topic: string }
  /** Opens the company chat in a new tab with a prefilled message. */
  | { kind: "chat"; label: string; message: string }
  /** A page of the site, or an anchor of the same page such as "#productos"; `back` for the page one came from. */
  | { kind: "link"; label: string; to: string; back?: boolean };

/** A card that leads to another page: a sub-sector, a product line, an item of a portfolio. */
export interface LinkCard {
  title: string;
  body: string;
  to: string;
  /**
   * Text of the card's own button, under a heading that names the destination. Without it the
   * whole card is the link, named by its title and body.
   */
  buttonLabel?: string;
}

interface BlockHeader {
  /** Anchor of the section (the target of in-page links such as 'Ver Productos'); ties the h2 to it. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
}

export type SectorBlock =
  /** Cards whose icon is named (featureIcons): the page reaches the browser as loader data. */
  | (BlockHeader & { kind: "features"; items: readonly FeatureCard[]; columns?: 2 | 3 | 4 })
  | (BlockHeader & { kind: "steps"; steps: readonly Step[] })
  | (BlockHeader & { kind: "benefits"; items: readonly string[] })
  | (BlockHeader & { kind: "links"; items: readonly LinkCard[] })
  /** A scrolling row of brand wordmarks; `copies` is how many times the row repeats. */
  | (BlockHeader & { kind: "brands"; brands: readonly Brand[]; copies: number })
  /** A short paragraph with a row of calls to action. */
  /** An explanatory illustration beside the points it shows. */
  | (BlockHeader & { kind: "figure"; image: Illustration; alt: string; points: readonly string[] })
  /** The dark closing band. */
  | { kind: "cta"; title: string; body: string; actions: readonly PageAction[] };

export interface SectorPage {
  path: string;
  /** Page name for the <title> (the company name is appended). */
  metaTitle: string;
  /** Meta description, 50–160 characters. */
  description: string;
  breadcrumb: readonly Crumb[];
  hero: {
    eyebrow?: string;
    /** The page's h1. */
    title: string;
    lead: string;
    image: Illustration;
    imageAlt: string;
    actions?: readonly PageAction[];
  };
  blocks: readonly SectorBlock[];
  /** Pages written as an informative article get Article JSON-LD besides the breadcrumb. */
  article?: boolean;
}

export const homeCrumb: Crumb = { label: "Inicio", to: "/" };
