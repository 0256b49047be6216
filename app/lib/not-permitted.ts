// What a colleague reads on an admin page their role does not open: the guard's 403 body, which the
// root error page recognises. A module of its own because the root (every public page) reads it,
// and the rest of app/admin/lib/permissions.ts belongs to the admin only.
export const NOT_PERMITTED_MESSAGE = "Tu cuenta no tiene permiso para hacer esto.";
