import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { buttonVariants } from "~/components/ui/button";
import type { SectorAction } from "~/content/sector-page";
import { ChatLinkButton } from "./chat-link-button";

/** Renders a sector page's buttons: contact modal, chat in a new tab, or a link inside the site. */
export function SectorActions({ actions, tone = "dark" }: { actions: readonly SectorAction[]; tone?: "dark" | "light" }) {
  // On a dark band the first action is the straw accent; on white the brand green.
  const primary = tone === "dark" ? "accent" : "default";
  return actions.map((action, index) => {
    const variant = index === 0 ? primary : "outline";
    switch (action.kind) {
      case "contact":
        return <ContactButton key={action.label} label={action.label} topic={action.topic} className={buttonVariants({ variant, size: "lg" })} />;
      case "chat":
        return <ChatLinkButton key={action.label} label={action.label} message={action.message} variant={variant} />;
      case "link":
        return action.to.startsWith("#") ? (
          <a key={action.label} href={action.to} className={buttonVariants({ variant, size: "lg" })}>
            {action.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        ) : (
          <Link key={action.label} to={action.to} className={buttonVariants({ variant, size: "lg" })}>
            {action.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        );
    }
  });
}
