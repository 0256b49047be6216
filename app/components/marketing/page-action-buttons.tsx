import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { buttonVariants } from "~/components/ui/button";
import type { PageAction } from "~/content/sectors/sector-page";
import { ChatLinkButton } from "./chat-link-button";

/** Draws a page's calls to action as buttons: contact modal, chat in a new tab, or a link inside the site. */
export function PageActionButtons({ actions, tone = "dark" }: { actions: readonly PageAction[]; tone?: "dark" | "light" }) {
  // Only the first action stands out: the straw accent on a dark band, the brand green on white.
  const primary = tone === "dark" ? "accent" : "default";
  return actions.map((action, index) => {
    const variant = index === 0 ? primary : "outline";
    const className = buttonVariants({ variant, size: "lg" });
    switch (action.kind) {
      case "contact":
        return <ContactButton key={action.label} label={action.label} topic={action.topic} className={className} />;
      case "chat":
        return <ChatLinkButton key={action.label} label={action.label} message={action.message} variant={variant} />;
      case "link": {
        // The arrow points where the link goes: forward, or back to the page one came from.
        const content = action.back ? (
          <>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {action.label}
          </>
        ) : (
          <>
            {action.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </>
        );
        // An anchor of this page is a plain link, so the browser scrolls to it without a navigation.
        return action.to.startsWith("#") ? (
          <a key={action.label} href={action.to} className={className}>
            {content}
          </a>
        ) : (
          <Link key={action.label} to={action.to} className={className}>
            {content}
          </Link>
        );
      }
    }
  });
}
