import type { ReactNode } from "react";

// The one toast helper. Pages never import sonner: they describe a notice, and this module loads
// sonner (and mounts its toaster, see components/ui/toaster.tsx) the first time one is shown, so
// public pages that never toast never download it.

export interface Notice {
  kind: "success" | "error" | "info";
  title: string;
  description?: string;
  /** A page to go on to («Ver mi consulta»): a notice with one stays in the page, never a toast. */
  link?: { href: string; label: string };
}

let wanted = false;
let mountToaster: (() => void) | undefined;
let markReady: (() => void) | undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toaster host in root.tsx; `mount` loads sonner and renders its <Toaster/>. */
export function registerToasterHost(mount: () => void): () => void {
  mountToaster = mount;
  if (wanted) mount();
  return () => {
    if (mountToaster === mount) mountToaster = undefined;
  };
}

/** Called once sonner's <Toaster/> is on the page and listening. */
export function toasterMounted(): void {
  markReady?.();
}

interface ToastOptions {
  /** A toast shown again with the same id replaces the earlier one; dismissToast(id) removes it. */
  id?: string;
  /** A button of the caller's own ("Deshacer"), shown with sonner's action styling when it carries data-button and data-action. */
  action?: ReactNode;
  /** Milliseconds on screen (sonner's default is 4 s; a toast with an action needs longer). */
  duration?: number;
}

export async function showToast(notice: Notice, options: ToastOptions = {}): Promise<void> {
  wanted = true;
  mountToaster?.();
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  const show = notice.kind === "error" ? toast.error : notice.kind === "success" ? toast.success : toast.info;
  show(notice.title, {
    ...(notice.description ? { description: notice.description } : {}),
    ...(options.id ? { id: options.id } : {}),
    ...(options.action ? { action: options.action } : {}),
    ...(options.duration ? { duration: options.duration } : {}),
  });
}

export async function dismissToast(id: string): Promise<void> {
  if (!wanted) return;
  const { toast } = await import("sonner");
  toast.dismiss(id);
}
