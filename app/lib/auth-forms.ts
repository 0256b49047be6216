import { z } from "zod";
import { emailAddressSchema } from "./email-address";

// The account forms' rules and Spanish messages (docs/requirements.md §5: e-mail and password are
// required), shared by the pages and their actions.

const email = emailAddressSchema({ required: "Ingresá tu correo electrónico.", invalid: "Ingresá un correo electrónico válido." });

const newPassword = z
  .string({ error: "Ingresá una contraseña." })
  .min(1, { error: "Ingresá una contraseña." })
  .min(8, { error: "La contraseña debe tener al menos 8 caracteres." })
  .max(128, { error: "La contraseña puede tener hasta 128 caracteres." });

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Ingresá tu contraseña." }).min(1, { error: "Ingresá tu contraseña." }),
});

export const signUpSchema = z.object({ email, password: newPassword });

export const emailSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, { error: "El enlace no es válido. Pedí uno nuevo." }),
    password: newPassword,
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ["confirmation"],
    error: "Las contraseñas no coinciden.",
  });

export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: "Ingresá el código." })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().min(1, { error: "Ingresá el código." })),
});

export const passwordConfirmationSchema = z.object({
  password: z.string({ error: "Ingresá tu contraseña." }).min(1, { error: "Ingresá tu contraseña." }),
});

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field, for the form to show next to it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's text fields, ready for a zod schema. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}
