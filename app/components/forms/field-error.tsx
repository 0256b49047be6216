import { cn } from "~/lib/cn";

interface FieldErrorProps {
  /** The message; nothing is drawn without one. */
  message: string | null | undefined;
  /** The id a control's aria-describedby names. */
  id?: string;
  /** Announced as soon as it appears (a message with no control of its own to describe). */
  alert?: boolean;
  /** Spacing around it. */
  className?: string;
}

// The message under a field (or a group of fields) that the server or the schema refused: the one
// markup of every form's field error.
export function FieldError({ message, id, alert = false, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className={cn(className, "text-sm font-medium text-red-700")}>
      {message}
    </p>
  );
}
