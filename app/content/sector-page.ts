import type { LucideIcon } from "lucide-react";
import type { Brand } from "./brands";
import type { Illustration } from "./images";
import type { Crumb } from "~/lib/structured-data";

// The shape of a sector page's copy (forage and dairy pages): a hero, content blocks in order and a
// closing call to action. app/components/marketing/sector-page.tsx renders it, so the copy lives
// here, typed, and the route modules stay a few lines long.

/** A button or link of a sector page. */
export type SectorAction =
  /** Opens the contact modal (ContactButton); `topic` names what the visitor asks about. */
  | { kind: "contact"; label: string; topic: string }
  /** Opens the company chat in a new tab with a prefilled message. */
  | { kind: "chat"; label: string; message: string }
  /** A link inside the site (a path, or an anchor of the same page such as "#productos"). */
  | { kind: "link"; label: string; to: string };

export interface SectorLink {
  label: string;
  to: string;
  description: string;
}

interface BlockHeader {
  /** Anchor of the section; also the target of in-page links such as 'Ver Productos'. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: "white" | "muted" | "brand";
}

export type SectorBlock = BlockHeader &
  (
    | { kind: "features"; items: readonly { title: string; body: string; icon?: LucideIcon }[]; columns?: 2 | 3 | 4 }
    | { kind: "steps"; steps: readonly { title: string; body: string }[] }
    | { kind: "benefits"; items: readonly string[] }
    | { kind: "links"; links: readonly SectorLink[] }
    /** A scrolling row of brand wordmarks; `copies` is how many times the row repeats. */
    | { kind: "brands"; brands: readonly Brand[]; copies: number }
    /** A row of calls to action with a short paragraph. */
    | { kind: "actions"; body: string; actions: readonly SectorAction[] }
  );

export interface SectorPageContent {
  path: string;
  /** Page name for the <title> (the company name is appended). */
  metaTitle: string;
  /** Meta description, 50–160 characters. */
  description: string;
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  breadcrumb: readonly Crumb[];
  image: { illustration: Illustration; alt: string };
  heroActions: readonly SectorAction[];
  blocks: readonly SectorBlock[];
  cta: { title: string; body: string; actions: readonly SectorAction[] };
}
