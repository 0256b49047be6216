import { z } from "zod";
import { emailAddressSchema } from "./email-address";

// The account forms' rules and Spanish messages (docs/requirements.md §5: e-mail and password are
// required), one schema per form, read by the actions through parseForm (app/.server/forms.ts).

const email = emailAddressSchema({ required: "Ingresá tu correo electrónico.", invalid: "Ingresá un correo electrónico válido." });

const newPassword = z
  .string({ error: "Ingresá una contraseña." })
  .min(1, { error: "Ingresá una contraseña." })
  .min(8, { error: "La contraseña debe tener al menos 8 caracteres." })
  .max(128, { error: "La contraseña puede tener hasta 128 caracteres." });

/** Where to go after signing in, when the page was opened for a particular admin page. */
const redirectTo = z.string().optional();

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Ingresá tu contraseña." }).min(1, { error: "Ingresá tu contraseña." }),
  redirectTo,
});

export const signUpSchema = z.object({ email, password: newPassword });

/** Forgot password, and sending the confirmation e-mail again (`signedUp` when it follows the sign-up). */
export const emailSchema = z.object({ email, signedUp: z.string().optional() });

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
  redirectTo,
});

export const passwordConfirmationSchema = z.object({
  password: z.string({ error: "Ingresá tu contraseña." }).min(1, { error: "Ingresá tu contraseña." }),
});
