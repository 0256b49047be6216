// Words of /admin/seguridad (two-step verification of one's own account); its notices are in
// app/lib/notices.ts.

export const securityCopy = {
  /** Under the code field when the authenticator's code was refused. */
  codeRefused: "El código no es correcto.",
} as const;
