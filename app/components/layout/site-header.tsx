import { MessageCircle } from "lucide-react";
import { QuoteLink } from "~/components/quote/quote-link";
import { Button } from "~/components/ui/button";
import { companyChatLink } from "~/lib/chat-links";
import { useSite } from "~/lib/site-facts";
import { DesktopNav } from "./desktop-nav";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const site = useSite();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 md:gap-1 md:px-3 lg:gap-3 lg:px-4">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-0.5 md:max-lg:gap-0">
          <QuoteLink
            compact
            className="hidden shrink-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 md:inline-flex"
          />
          <HeaderSearch />
          <Button asChild size="sm" className="shrink-0 md:max-lg:px-2.5">
            <a href={companyChatLink(site)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4" />
              {/* Icon only between md and lg, where the full navigation takes the row. */}
              <span className="md:max-lg:sr-only">Consultar</span>
              <span className="sr-only">(abre WhatsApp en una pestaña nueva)</span>
            </a>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
