import type { UIMatch } from "react-router";

// The admin has a frame of its own (app/components/admin/admin-shell.tsx). Its layout route says so
// in its `handle`; root.tsx reads that flag to leave out the public header, footer and chat button.

export interface AdminLayoutHandle {
  adminLayout: true;
}

export const adminLayoutHandle: AdminLayoutHandle = { adminLayout: true };

/** True when a matched route renders its own frame instead of the public one. */
export function usesAdminLayout(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as Partial<AdminLayoutHandle> | undefined)?.adminLayout === true);
}
