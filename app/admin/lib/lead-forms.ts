import { type LeadStageName, leadStageLabels } from "~/content/lead-stages";
import { z } from "zod";
import { leadsInboxCopy, LOST_REASON_MAX_LENGTH, NOTES_MAX_LENGTH } from "~/admin/content/leads-inbox";
import { replyTemplatesCopy } from "~/admin/content/reply-templates";

// The forms of a lead (/admin/messages/:id, and the board's quick stage form) and of the reply
// templates (/admin/messages/plantillas), checked by the form pipeline (docs/decisions/013-form-pipeline.md).

const copy = leadsInboxCopy;

const stageKeys = Object.keys(leadStageLabels) as [LeadStageName, ...LeadStageName[]];

/** Typed text as it is stored: Windows line ends made plain, spaces around trimmed. */
const typed = z
  .string()
  .default("")
  .transform((value) => value.replace(/\r\n/g, "\n").trim());

export const leadStageSchema = z
  .object({
    intent: z.literal("stage"),
    stage: z.enum(stageKeys),
    lostReason: typed.refine((value) => value.length <= LOST_REASON_MAX_LENGTH, copy.stageForm.lostReasonTooLong),
  })
  .superRefine((form, issues) => {
    if (form.stage === "perdida" && form.lostReason === "")
      issues.addIssue({ code: "custom", path: ["lostReason"], message: copy.stageForm.lostReasonMissing });
  });

export type LeadStageForm = z.infer<typeof leadStageSchema>;

/** A Montevideo day as <input type="date"> sends it; "" clears it. */
const day = z.union([
  z.literal(""),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, copy.planForm.badDay)
    .refine((value) => {
      const date = new Date(`${value}T12:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, copy.planForm.badDay),
]);

export const leadPlanSchema = z.object({
  intent: z.literal("plan"),
  ownerId: z.union([z.literal(""), z.uuid(copy.unknownAssignee)], { error: copy.unknownAssignee }).default(""),
  followUpOn: day.default(""),
});

export type LeadPlanForm = z.infer<typeof leadPlanSchema>;

export const leadNoteSchema = z.object({
  intent: z.literal("note"),
  text: typed
    .refine((value) => value !== "", copy.noteForm.empty)
    .refine((value) => value.length <= NOTES_MAX_LENGTH, copy.noteForm.tooLong),
});

export const leadRetrySchema = z.object({ intent: z.literal("retry") });

export const leadEraseSchema = z.object({ intent: z.literal("erase") });

export const leadReplySchema = z.object({
  channel: z.enum(["correo", "whatsapp"]),
  template: z.union([z.literal(""), z.uuid()]).default(""),
});

export type ReplyChannel = z.infer<typeof leadReplySchema>["channel"];

export const TEMPLATE_NAME_MAX_LENGTH = 80;
export const TEMPLATE_BODY_MAX_LENGTH = 2000;

export const replyTemplateSaveSchema = z.object({
  /** The button pressed; the edit-conflict notice's «save anyway» sends none (the id tells a change). */
  intent: z.enum(["create", "update"]).optional(),
  id: z.uuid().optional(),
  name: z.string().trim().min(1, replyTemplatesCopy.nameMissing).max(TEMPLATE_NAME_MAX_LENGTH, replyTemplatesCopy.nameTooLong),
  body: typed
    .refine((value) => value !== "", replyTemplatesCopy.bodyMissing)
    .refine((value) => value.length <= TEMPLATE_BODY_MAX_LENGTH, replyTemplatesCopy.bodyTooLong),
});

export type ReplyTemplateSave = z.infer<typeof replyTemplateSaveSchema>;

export const replyTemplateDeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
