import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

// A short status label (published, handled, mail sent, …); the tone says whether it is good news.
const badgeVariants = cva("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      positive: "bg-brand-100 text-brand-900",
      neutral: "bg-stone-200 text-stone-800",
      warning: "bg-amber-100 text-amber-900",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export interface BadgeProps extends React.ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

export { badgeVariants };
