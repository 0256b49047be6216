import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { buttonVariants } from "~/components/ui/button";
import type { PageAction } from "~/content/sectors/sector-page";
import { ChatLinkButton } from "./chat-link-button";

/** Draws a call to action declared in a content module: chat link, contact modal or internal link. */
export function PageActionButton({ action, tone = "dark" }: { action: PageAction; tone?: "dark" | "light" }) {
  switch (action.kind) {
    case "chat":
      return <ChatLinkButton label={action.label} message={action.message} />;
    case "contact":
      return <ContactButton label={action.label} topic={action.topic} className={buttonVariants({ variant: "accent", size: "lg" })} />;
    case "link":
      return (
        <Link to={action.to} className={buttonVariants({ variant: tone === "dark" ? "outline" : "default", size: "lg" })}>
          {action.label}
        </Link>
      );
  }
}
