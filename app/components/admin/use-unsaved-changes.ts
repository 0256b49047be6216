import { type RefObject, useEffect, useRef, useState } from "react";
import { type Blocker, useBlocker, useNavigation } from "react-router";

/**
 * Whether the form has changes not saved yet, and a blocker for navigations that would lose them.
 * Changes are noticed through the native `input` and `change` events that bubble to the form, so a
 * field that is not a React input (a rich-text editor keeping a hidden input in sync and dispatching
 * `input` on it) counts too. A submission of the form itself goes to the page it is on and is never
 * blocked; its redirect after a save is not a navigation a blocker sees. Closing or reloading the tab
 * asks through the browser's own `beforeunload` dialog, except while the form is being submitted.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>): { dirty: boolean; blocker: Blocker } {
  const [dirty, setDirty] = useState(false);
  // A submission under way may end in a document redirect (a new article): that unload is the save, not a loss.
  const navigation = useNavigation();
  const submitting = useRef(false);
  useEffect(() => {
    submitting.current = navigation.formData !== undefined;
  }, [navigation.formData]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const changed = () => setDirty(true);
    element.addEventListener("input", changed);
    element.addEventListener("change", changed);
    return () => {
      element.removeEventListener("input", changed);
      element.removeEventListener("change", changed);
    };
  }, [form]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (submitting.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return { dirty, blocker };
}
