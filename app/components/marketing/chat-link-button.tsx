import { MessageCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { companyChatLink } from "~/lib/chat-links";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/site-facts";
import type { VariantProps } from "class-variance-authority";

interface ChatLinkButtonProps extends VariantProps<typeof buttonVariants> {
  label: string;
  /** Prefilled message; the company chat greeting when omitted. */
  message?: string;
  className?: string;
}

/** A link that opens the company chat in a new tab, styled as a button ('Solicitar Asesoramiento', 'Contactar'…). */
export function ChatLinkButton({ label, message, variant = "accent", size = "lg", className }: ChatLinkButtonProps) {
  const site = useSite();
  return (
    <a
      href={companyChatLink(site, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {label}
      <span className="sr-only">(abre WhatsApp en una pestaña nueva)</span>
    </a>
  );
}
