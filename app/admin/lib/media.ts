import { mediaCopy as copy } from "~/admin/content/media";

// How a use of a library image reads: «Producto «Red TamaNet»», «Artículo «Cosecha» (portada)».
// Isomorphic: the grid and the refusal notice say it the same way.

export type MediaUseView =
  | { kind: "product" | "listing" | "trash"; id: string; label: string }
  | { kind: "article"; id: string; label: string; where: "cover" | "body" };

export function describeUse(use: MediaUseView): string {
  const cover = use.kind === "article" && use.where === "cover" ? ` (${copy.cover})` : "";
  return `${copy.useKinds[use.kind]} «${use.label}»${cover}`;
}
