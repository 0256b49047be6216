import { describe, expect, it } from "vitest";
import { emailSchema, signInSchema, signUpSchema } from "~/lib/auth-forms";
import { contactSchemas } from "~/lib/contact-forms";
import { isSingleEmailAddress } from "~/lib/email-address";

// Every form takes exactly one plain e-mail address: a list or a header smuggled into the field
// would turn the site's e-mails into a relay to strangers.

const notOneAddress = [
  "a@x.net,b@y.net,c@z.net",
  "a@x.net, b@y.net",
  "a@x.net;b@y.net",
  "a@x.net b@y.net",
  "ana perez@example.com",
  "a@b.co\r\nBcc: x@y.com",
  "a@b.co\nBcc: x@y.com",
  "a@b.co\rBcc: x@y.com",
  "Ana <ana@example.com>",
  '"Ana" <ana@example.com>',
  "<ana@example.com>",
  '"a,b"@example.com',
  "ana@exam\u0000ple.com",
  "ana\t@example.com",
  "ana@example.com\u0085",
  "josé@example.com",
  "ana@ñandú.uy",
  "ana\u200b@example.com",
  "ana@",
  "@example.com",
  "ana@example",
];
const tooLong = `${"a".repeat(243)}@example.com`;
const oneAddress = ["ana@example.com", "ana.suarez+campo@correo.example.com.uy", "o'brien@example.ie", "ANA_1@EXAMPLE.COM"];

const page = { nombre: "Ana", mensaje: "Hola" };
const forms = [
  {
    name: "home",
    parse: (email: string) => contactSchemas.inicio.safeParse({ ...page, apellido: "Suárez", whatsapp: "099", email }),
    invalid: "Ingresá un email válido, por ejemplo nombre@correo.com.",
    required: "Ingresá tu email.",
  },
  {
    name: "contact page",
    parse: (email: string) => contactSchemas.contacto.safeParse({ ...page, email }),
    invalid: "Ingresá un email válido, por ejemplo nombre@correo.com.",
    required: "Ingresá tu email.",
  },
  {
    name: "contact modal",
    parse: (email: string) => contactSchemas.modal.safeParse({ ...page, email }),
    invalid: "Ingresá un email válido, por ejemplo nombre@correo.com.",
    required: "Ingresá tu email.",
  },
  {
    name: "AMBIC",
    parse: (email: string) => contactSchemas.ambic.safeParse({ name: "Ana", message: "Hola", email }),
    invalid: "Email inválido",
    required: "El email es requerido",
  },
  {
    name: "sign-in",
    parse: (email: string) => signInSchema.safeParse({ password: "x", email }),
    invalid: "Ingresá un correo electrónico válido.",
    required: "Ingresá tu correo electrónico.",
  },
  {
    name: "sign-up",
    parse: (email: string) => signUpSchema.safeParse({ password: "una-clave-larga", email }),
    invalid: "Ingresá un correo electrónico válido.",
    required: "Ingresá tu correo electrónico.",
  },
  {
    name: "password recovery",
    parse: (email: string) => emailSchema.safeParse({ email }),
    invalid: "Ingresá un correo electrónico válido.",
    required: "Ingresá tu correo electrónico.",
  },
];

function emailError(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.find((issue) => issue.path[0] === "email")?.message;
}

describe.each(forms)("the $name form's e-mail field", ({ parse, invalid, required }) => {
  it.each(notOneAddress)("refuses %j with the form's own message", (value) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(emailError(result)).toBe(invalid);
  });

  it.each(oneAddress)("accepts %j", (value) => {
    const result = parse(value);
    expect(result.success).toBe(true);
    expect((result.data as { email: string }).email).toBe(value);
  });

  it("refuses an address longer than 254 characters", () => {
    expect(parse(tooLong).success).toBe(false);
    expect(emailError(parse(tooLong))).toBeTruthy();
  });

  it("asks for the address when it is empty, and trims the spaces around it", () => {
    expect(emailError(parse(""))).toBe(required);
    expect(emailError(parse("   "))).toBe(required);
    expect((parse("  ana@example.com ").data as { email: string }).email).toBe("ana@example.com");
  });
});

describe("the mail module's recipient rule", () => {
  it("takes only the exact value of one plain address", () => {
    for (const value of notOneAddress) expect(isSingleEmailAddress(value), value).toBe(false);
    expect(isSingleEmailAddress(tooLong)).toBe(false);
    for (const value of oneAddress) expect(isSingleEmailAddress(value), value).toBe(true);
    expect(isSingleEmailAddress(" ana@example.com")).toBe(false);
    expect(isSingleEmailAddress("ana@example.com\n")).toBe(false);
  });
});
