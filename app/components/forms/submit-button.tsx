import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button, type ButtonVariants } from "~/components/ui/button";

interface SubmitButtonProps extends Omit<ButtonVariants, "wrap"> {
  children: ReactNode;
  /** Text while this button's submission is on its way. */
  pendingText: string;
  /** The `intent` this button submits, when a form has several. */
  intent?: string;
  /** Disabled for a reason of the caller's (images still uploading, say), besides the submission. */
  disabled?: boolean;
  className?: string;
}

/** A form's submit button: the `Button` look, disabled and relabelled while its submission is on its way. */
export function SubmitButton({ children, pendingText, intent, variant, size = "md", disabled = false, className }: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={pending || disabled}
      variant={variant}
      size={size}
      wrap
      className={className}
    >
      {pending ? pendingText : children}
    </Button>
  );
}
