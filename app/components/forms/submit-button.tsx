import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { cn } from "~/lib/cn";

interface SubmitButtonProps {
  children: ReactNode;
  /** Text while this button's submission is on its way. */
  pendingText: string;
  /** The `intent` this button submits, when a form has several. */
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
}

export function SubmitButton({ children, pendingText, intent, variant = "primary", className }: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={pending}
      className={cn(
        "inline-flex items-center justify-center rounded-md px-4 py-2.5 font-semibold disabled:cursor-wait disabled:opacity-70",
        variant === "primary" && "bg-brand-700 text-white hover:bg-brand-800",
        variant === "secondary" && "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
        variant === "danger" && "border border-red-300 bg-white text-red-800 hover:bg-red-50",
        className,
      )}
    >
      {pending ? pendingText : children}
    </button>
  );
}
