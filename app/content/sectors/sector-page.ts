import type { Feature } from "~/components/marketing/feature-grid";
import type { Step } from "~/components/marketing/numbered-steps";
import type { Crumb } from "~/lib/structured-data";
import type { Illustration } from "../images";

// The shape of a static sector page (poultry and pigs, industry, pallet wrapping): its metadata,
// hero and an ordered list of content blocks that app/components/sector/sector-page-view.tsx draws
// with the marketing building blocks. Copy lives in the sibling modules, one per sector.

/** A call to action: the company chat (new tab), the contact modal, or a page of the site. */
export type PageAction =
  | { kind: "chat"; label: string; message?: string }
  | { kind: "contact"; label: string; topic: string }
  | { kind: "link"; label: string; to: string };

export interface LinkCard {
  title: string;
  body: string;
  to: string;
  /** Button text; the card title names the destination for assistive technology. */
  label: string;
}

interface BlockHeader {
  /** Anchor of the section; also ties the h2 to the section. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
}

export type SectorBlock =
  | (BlockHeader & { kind: "features"; items: readonly Feature[]; columns?: 2 | 3 | 4 })
  | (BlockHeader & { kind: "steps"; steps: readonly Step[] })
  | (BlockHeader & { kind: "benefits"; items: readonly string[] })
  | (BlockHeader & { kind: "links"; items: readonly LinkCard[] })
  | (BlockHeader & { kind: "figure"; image: Illustration; alt: string; points: readonly string[] })
  | { kind: "cta"; title: string; body: string; actions: readonly PageAction[] };

export interface SectorPage {
  path: string;
  /** Page name for the <title> ('{title} | company'). */
  title: string;
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
