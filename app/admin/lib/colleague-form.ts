import { z } from "zod";
import { emailAddressSchema } from "~/lib/email-address";
import { ADMIN_ROLES } from "./permissions";

// The forms of /admin/usuarios: each button posts its own intent (invite, resend the invitation,
// change the role, remove, end one session or all of a colleague's).

export const colleagueFormMessages = {
  role: "Elegí un rol: Administrador o Editor.",
  emailRequired: "Escribí el correo de tu colega.",
  emailInvalid: "Ese correo no parece válido: revisalo (por ejemplo, nombre@empresa.com.uy).",
} as const;

const userId = z.uuid();
const role = z.enum(ADMIN_ROLES, { error: colleagueFormMessages.role });

export const colleagueActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: emailAddressSchema({ required: colleagueFormMessages.emailRequired, invalid: colleagueFormMessages.emailInvalid }),
    role,
  }),
  z.object({ intent: z.literal("resend-invitation"), userId }),
  z.object({ intent: z.literal("set-role"), userId, role }),
  z.object({ intent: z.literal("remove"), userId }),
  z.object({ intent: z.literal("end-session"), sessionId: z.uuid() }),
  z.object({ intent: z.literal("end-all"), userId }),
]);

export type ColleagueAction = z.infer<typeof colleagueActionSchema>;
