import { FloatingChatButton } from "./floating-chat-button";
import { PageViewBeacon } from "./page-view-beacon";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public site's frame: header, main landmark, footer, chat button and the page-view beacon.
 * The public wing's layout route draws it around every page, and the root error boundary around
 * the not-found and error pages; the admin wing has a shell of its own (app/admin/components/admin-shell.tsx).
 */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingChatButton />
      <PageViewBeacon />
    </>
  );
}
