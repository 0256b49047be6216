import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { registerToasterHost, toasterMounted } from "~/lib/toast";

// Sonner's toaster, loaded on the first toast. Its defaults are SPEC §9's toast behaviour
// (auto-dismiss, pause on hover, swipe, Alt+T, 'Notifications', 'Close toast').
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

  return Toaster ? <Toaster position="top-center" richColors closeButton /> : null;
}
