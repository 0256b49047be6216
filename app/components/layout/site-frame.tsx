import { QuoteAnnouncer } from "~/components/quote/quote-link";
import { Notice } from "~/components/ui/notice";
import { useRouteLoaderData } from "react-router";
import type { Notice as NoticeData } from "~/lib/toast";
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
  // A one-time notice that leads somewhere (after «Agregar a mi consulta» without JavaScript) is
  // shown on whatever page the visitor came back to; pages show their other notices themselves.
  // Read without ~/lib/flash-notice, whose type import of the root would close an import cycle.
  const flash = (useRouteLoaderData("root") as { notice?: NoticeData } | undefined)?.notice;
  return (
    <>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {flash?.link ? (
          <div className="mx-auto mt-4 max-w-7xl px-4">
            <Notice notice={flash} />
          </div>
        ) : null}
        {children}
      </main>
      <SiteFooter />
      <QuoteAnnouncer />
      <FloatingChatButton />
      <PageViewBeacon />
    </>
  );
}
