import { type FormEvent, useEffect, useRef, useState } from "react";
import { type ContactResult, FILL_MS_FIELD } from "~/lib/contact-form-fields";
import { contactNotices } from "~/lib/public-notices";
import { showToast } from "~/lib/toast";

interface Options {
  /** Runs after the contact function answered success (clear the form). */
  onSuccess(): void;
  /** Spec toasts by default; the AMBIC form has its own success text. */
  successToast?: Parameters<typeof showToast>[0];
}

/**
 * With JavaScript, a contact form posts to POST /api/contact and stays on the page; without it, the
 * browser posts the same fields to the page's own action. Either way the answer is { success, error }.
 */
export function useContactSubmit({ onSuccess, successToast = contactNotices.success }: Options) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ContactResult | null>(null);
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);

  /** The form's submit handler: it posts the form instead of the browser. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(event.currentTarget);
  }

  /** Posts the form, for a handler that already prevented the browser's submission. */
  async function send(formElement: HTMLFormElement) {
    if (sending) return;
    const form = new FormData(formElement);
    form.set(FILL_MS_FIELD, String(Math.round(performance.now() - mountedAt.current)));
    setSending(true);
    let answer: ContactResult;
    try {
      const response = await fetch("/api/contact", { method: "POST", body: form, headers: { Accept: "application/json" } });
      answer = (await response.json()) as ContactResult;
    } catch {
      answer = { success: false };
    }
    setSending(false);
    setResult(answer);
    if (answer.success === true) {
      onSuccess();
      void showToast(successToast);
    } else {
      void showToast(contactNotices.error);
    }
  }

  return { submit, send, sending, result };
}
