import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "react-router";
import { useEffect, useState } from "react";
import type { Route } from "./+types/root";
import { databaseOutageMiddleware } from "./.server/db/outage";
import { readFlash } from "./.server/flash";
import { publicOrigin } from "./.server/origin";
import { readQuoteListCount } from "./.server/quotes/count";
import { rejectNulCharacters } from "./.server/security/input";
import { databaseOf, requestContextMiddleware, requestContextOf } from "./.server/request-context";
import { readSiteSettings } from "./.server/site/site-settings";
import { ErrorPage } from "./components/layout/error-page";
import { SiteFrame } from "./components/layout/site-frame";
import { ToasterHost } from "./components/ui/toaster";
import { NOT_PERMITTED_MESSAGE } from "./lib/not-permitted";
import { publicSite, siteFromMatches } from "./lib/site-facts";
import { setUploadsPublicUrl } from "./lib/uploaded-images";
import { disableZodEvalInBrowser } from "./lib/zod-without-eval";
import stylesheet from "./app.css?url";

disableZodEvalInBrowser();

// The request context first (the dev server has no server.ts to build it). Hostile input the
// database would choke on is answered before any loader or action runs; a page that failed because
// the database is unreachable answers 503 with the friendly page.
export const middleware: Route.MiddlewareFunction[] = [requestContextMiddleware, rejectNulCharacters, ...databaseOutageMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The CSP nonce of this document (server.ts); the client keeps it so hydration matches.
  const { nonce, config } = requestContextOf(context);
  // The one reader of the flash (a notice that survived a redirect); pages show it with useFlashNotice().
  const flash = await readFlash(request);
  // The company's facts and specialists (edited at /admin/ajustes): the header, footer, chat button,
  // contact modal and every page's metadata draw them; the modal is reachable from every page.
  const settings = await readSiteSettings(await databaseOf(context));
  // «Mi consulta (3)» in the header; a request without the list's cookie costs no query.
  const quoteCount = await readQuoteListCount(request, context);
  return data(
    {
      origin: publicOrigin(request),
      nonce,
      uploadsPublicUrl: config.uploads.publicUrl,
      site: publicSite(settings.facts),
      specialists: settings.specialists,
      quoteCount,
      ...(flash.notice ? { notice: flash.notice } : {}),
    },
    { headers: flash.headers },
  );
}

// True while the page shows a flash: the next navigation reads the root again, which drops it.
let showingFlash = false;

// The origin never changes during a visit; the root is read again only for a flash: after a form
// submission (its redirect may carry one) and once after a page that showed one, so it shows once.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) =>
  showingFlash || (formMethod !== undefined && formMethod.toUpperCase() !== "GET");

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const site = siteFromMatches(matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? `Página no encontrada | ${site.name}` : `Error | ${site.name}` }, { name: "robots", content: "noindex" }];
};

// With a precedence React writes the stylesheet at the top of <head>, before the module preloads
// of <Scripts>: on a slow connection the page's only render-blocking file is fetched first.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // The document's nonce: a root read again for a flash brings a new one its scripts never had.
  const [nonce] = useState(rootData?.nonce);
  const hasFlash = rootData?.notice !== undefined;
  useEffect(() => {
    showingFlash = hasFlash;
  }, [hasFlash]);
  // Before any image (or <Meta />) renders: the same image origin on the server and in the browser.
  if (rootData) setUploadsPublicUrl(rootData.uploadsPublicUrl);
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-white text-stone-900 antialiased">
        <a href="#contenido" className="skip-link">
          Saltar al contenido
        </a>
        {/* Each wing draws its frame: the public site's layout route (routes/site-layout.tsx), the admin's (admin/layout.tsx). */}
        {children}
        <ToasterHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// An address no route matches, or a failure of the root itself: the not-found or error page in the
// public frame.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const response = isRouteErrorResponse(error) ? error : null;
  // The admin guard's refusal of a page the colleague's role does not open says so in its body.
  return (
    <SiteFrame>
      <ErrorPage status={response?.status ?? 500} notPermitted={response?.status === 403 && response.data === NOT_PERMITTED_MESSAGE} />
    </SiteFrame>
  );
}
