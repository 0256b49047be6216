import { type ComponentType, type CSSProperties, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { registerToasterHost, toasterMounted } from "~/lib/toast";

// Sonner's rich colours keep their light tints, but its text colours fall short of WCAG AA contrast
// (4.5:1) on them: darker text of the same hue, set through sonner's own CSS variables (inline on the
// toaster, so they win over its stylesheet).
const richColors = {
  "--success-text": "#14532d",
  "--error-text": "#b91c1c",
  "--info-text": "#1d4ed8",
  "--warning-text": "#92400e",
} as CSSProperties;

// Sonner's toaster, loaded on the first toast. Its defaults are the toast behaviour of
// docs/requirements.md §9 (auto-dismiss, pause on hover, swipe, Alt+T, 'Notifications', 'Close
// toast').
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(
    () =>
      registerToasterHost(() => {
        void import("sonner").then((module) => setToaster(() => module.Toaster));
      }),
    [],
  );
  // Child effects run first: by now the toaster subscribed to sonner's queue.
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);

  return Toaster ? <Toaster position="top-center" richColors closeButton style={richColors} /> : null;
}
