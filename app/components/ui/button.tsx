import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

// shadcn/ui Button, with the brand palette. Every button-looking control of the site (buttons,
// links dressed as buttons, admin row actions) takes its look from these variants.
const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-straw-400 text-brand-900 hover:bg-straw-300",
        outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
        secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
        /** The secondary action on a dark band (a hero), beside an accent one. */
        outlineOnDark: "border border-white/70 text-white hover:bg-white/10",
        ghost: "text-brand-800 hover:bg-brand-50",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
      },
      size: {
        default: "px-4 py-2.5 text-sm",
        /** The body's text size: form submits and page actions. */
        md: "px-4 py-2.5 text-base",
        sm: "px-3 py-2 text-sm",
        /** Row actions of admin tables and lists, and other small inline actions. */
        xs: "px-3 py-1.5 text-sm",
        lg: "px-6 py-3 text-base",
        icon: "size-10",
      },
      /** Long labels (a form's action, a phone number with its label) may wrap on a phone. */
      wrap: { false: "whitespace-nowrap", true: "" },
    },
    defaultVariants: { variant: "default", size: "default", wrap: false },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ComponentProps<"button">, ButtonVariants {
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, wrap, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, wrap }), className);
  // The child keeps its own props and adds its classes after the button's. Radix's Slot would also
  // merge handlers and refs, which no caller passes here: on every public page it cost about 1 KB.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { ...props, className: [classes, children.props.className].filter(Boolean).join(" ") });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}

export { buttonVariants };
