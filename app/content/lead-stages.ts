// The pipeline's stages (contact_messages.stage) as the sales team reads them: in the reminder
// e-mail, the pipeline's board and forms, the statistics and the leads export.

export const leadStageLabels = {
  nueva: "Nueva",
  en_curso: "En curso",
  cotizada: "Cotizada",
  ganada: "Ganada",
  perdida: "Perdida",
} as const;

/** The stages of a lead still being worked: a follow-up reminder goes out only for these. */
export const openLeadStages = ["nueva", "en_curso", "cotizada"] as const;

/** The stages of a lead that is over: won or lost. */
export const closedLeadStages = ["ganada", "perdida"] as const;

/** A stored stage in words; an unknown value is shown as it is. */
export function leadStageLabel(stage: string): string {
  return (leadStageLabels as Record<string, string>)[stage] ?? stage;
}

export type LeadStageName = keyof typeof leadStageLabels;

/** The stages in the pipeline's order (the same as the schema's leadStages). */
export const leadStagesInOrder = Object.keys(leadStageLabels) as LeadStageName[];
