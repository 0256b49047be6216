import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { categoryListings } from "./content/catalog-listings";
import { palletProductIds, palletProductPath } from "./content/pallet-products";
import { sectorPages } from "./content/sectors/pages";
import { staticListings } from "./content/static-products";
import { type TemplateName, templateRouteId } from "./lib/template-routes";

// React Router loads this file without the app's "~/" path alias: it and the registries it reads
// import relatively.

/**
 * One route per path of a content registry, all on one template module; each gets its own id
 * (app/lib/template-routes.ts), from which the template reads the entry it serves.
 */
function templateRoutes(template: TemplateName, file: string, paths: readonly string[]) {
  return paths.map((path) => route(path.slice(1), file, { id: templateRouteId(template, path) }));
}

// The route table of docs/requirements.md §2, in that order. Each feature adds its own lines; a
// path that is not listed renders the not-found page (root ErrorBoundary) with HTTP 404.
export default [
  // The public wing: every page in the site's frame (header, footer, chat button; routes/site-layout.tsx)
  layout("routes/site-layout.tsx", [
    index("routes/public/home.tsx"),

    // Public catalogue (docs/requirements.md §2 'Forage conservation', 'Pre and post dipping',
    // 'Product detail'): the database-driven category pages, one per listing of
    // app/content/catalog-listings.ts (redes-enfardar, hilos-enfardar, stretch-films, capas-ensilaje,
    // pre-post-dipping), the SCIO page under both of its paths, and product detail.
    ...templateRoutes(
      "category-listing",
      "routes/catalog/category-listing.tsx",
      Object.values(categoryListings).map((listing) => listing.path),
    ),
    route("scio-cup", "routes/catalog/scio.tsx", { id: "routes/scio-cup" }),
    route("scio-nir", "routes/catalog/scio.tsx", { id: "routes/scio-nir" }),
    route("producto/:id", "routes/catalog/producto.$id.tsx"),

    // Dairy: the SCRUBBER page (article block; the product grid joins it with the catalogue)
    route("scrubber", "routes/catalog/scrubber.tsx"),

    // News (docs/requirements.md §2 'News')
    route("noticias", "routes/news/noticias._index.tsx"),
    route("noticias/:slug", "routes/news/noticias.$slug.tsx"),
    route("noticias/vista-previa/:token", "routes/news/noticias.vista-previa.$token.tsx"),

    // Sector pages (docs/requirements.md §2 'Forage conservation', 'Dairy (tambo)', 'Poultry and
    // pigs', 'Industry', 'Pallet wrapping'): the landings and their sub-pages, one per record of
    // app/content/sectors/pages.ts (/embalaje-cultivo, /tambo, /tambo/tratamiento-agua, …).
    ...templateRoutes(
      "sector-page",
      "routes/public/sector-page.tsx",
      sectorPages.map((page) => page.path),
    ),

    // Static listings (docs/requirements.md §2 'Static listings'): one per module of
    // app/content/static-products/ (/botas-bekina, /netfilm, /inoculantes, …).
    ...templateRoutes(
      "static-listing",
      "routes/catalog/static-listing.tsx",
      staticListings.map((listing) => listing.path),
    ),

    // Pallet wrapping product pages (docs/requirements.md §2 'Pallet wrapping'): one per product of
    // app/content/pallet-products.ts (/productos/innovent, …), and each product's technical sheet.
    // tests/unit/pallet-products.test.ts checks these routes match the data module.
    ...templateRoutes("pallet-product", "routes/catalog/pallet-product.tsx", palletProductIds.map(palletProductPath)),
    route("productos/:id/ficha-tecnica", "routes/catalog/productos.$id.ficha-tecnica.tsx"),

    // Site search: the results page (noindex, not in the sitemap)
    route("buscar", "routes/public/buscar.tsx"),

    // Contact (docs/requirements.md §2 'Contact page', 'AMBIC page')
    route("contacto", "routes/contact/contacto.tsx"),
    route("ambic", "routes/contact/ambic.tsx"),
    // «Mi consulta», the visitor's quote list (noindex, not in the sitemap), and the privacy page
    route("mi-consulta", "routes/contact/mi-consulta.tsx"),
    route("privacidad", "routes/public/privacidad.tsx"),

    // Accounts (docs/requirements.md §2 'Auth /auth'): the staff's sign-in pages wear the public frame
    route("auth", "routes/auth/auth.tsx"),
    route("auth/verificacion", "routes/auth/auth.verificacion.tsx"),
    route("auth/recuperar", "routes/auth/auth.recuperar.tsx"),
    route("auth/restablecer", "routes/auth/auth.restablecer.tsx"),
    route("auth/desbloquear", "routes/auth/auth.desbloquear.tsx"),
    route("auth/salir", "routes/auth/auth.salir.ts"),
  ]),

  // The admin wing (docs/requirements.md §2 'Admin'; app/admin/): every page below /admin sits in
  // the guarded admin layout with its own shell, whose middleware checks the session of every
  // request. tests/e2e/admin-guard.test.ts reads this table and checks each of these paths.
  route("admin", "admin/layout.tsx", [
    index("admin/routes/_index.ts"),
    route("articles", "admin/routes/articles.tsx"),
    route("articles/nuevo", "admin/routes/articles.nuevo.tsx"),
    route("articles/imagenes", "admin/routes/articles.imagenes.ts"),
    route("articles/:id", "admin/routes/articles.$id.tsx"),
    route("articles/:id/historial", "admin/routes/articles.$id.historial.tsx"),
    route("products", "admin/routes/products.tsx"),
    route("products/nuevo", "admin/routes/products.nuevo.tsx"),
    route("products/imagenes", "admin/routes/products.imagenes.ts"),
    route("products.csv", "admin/routes/products.csv.ts"),
    route("products/importar", "admin/routes/products.importar.tsx"),
    route("products/:id", "admin/routes/products.$id.tsx"),
    route("products/:id/historial", "admin/routes/products.$id.historial.tsx"),
    route("categorias", "admin/routes/categorias.tsx"),
    route("categorias/:id", "admin/routes/categorias.$id.tsx"),
    route("categorias/:id/historial", "admin/routes/categorias.$id.historial.tsx"),
    route("listados", "admin/routes/listados.tsx"),
    route("medios", "admin/routes/medios.tsx"),
    route("medios/elegir", "admin/routes/medios.elegir.ts"),
    route("listados/:id/historial", "admin/routes/listados.$id.historial.tsx"),
    route("usuarios", "admin/routes/usuarios.tsx"),
    route("seguridad", "admin/routes/seguridad.tsx"),
    route("analytics", "admin/routes/analytics.tsx"),
    route("analytics.csv", "admin/routes/analytics.csv.ts"),
    route("busquedas", "admin/routes/busquedas.tsx"),
    route("ajustes", "admin/routes/ajustes.tsx"),
    route("ajustes/historial", "admin/routes/ajustes.historial.tsx"),
    route("actividad", "admin/routes/actividad.tsx"),
    route("papelera", "admin/routes/papelera.tsx"),
    route("messages", "admin/routes/messages.tsx"),
    route("messages/plantillas", "admin/routes/messages.plantillas.tsx"),
    route("messages/:id", "admin/routes/messages.$id.tsx"),
    route("messages/:id/responder", "admin/routes/messages.$id.responder.ts"),
    route("messages.csv", "admin/routes/messages.csv.ts"),
    route("redirecciones", "admin/routes/redirecciones.tsx"),
    route("paginas-no-encontradas", "admin/routes/paginas-no-encontradas.tsx"),
  ]),

  // Endpoints without a page (no frame): feeds, beacons, the auth API, search suggestions, health.

  // The news feed (beyond the requirements)
  route("noticias/rss.xml", "routes/resources/noticias.rss[.]xml.ts"),

  // Better Auth's HTTP endpoints (the site's forms reach them through their route actions)
  route("api/auth/*", "routes/resources/api.auth.$.ts"),

  // First-party analytics beacons (sector tiles)
  route("api/events", "routes/resources/api.events.ts"),

  // Search engines: built from this table and the data
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),

  // Site search: the header field's suggestions (the results page is in the public wing)
  route("buscar/sugerencias", "routes/resources/buscar.sugerencias.ts"),

  // Contact (docs/requirements.md §7 'Contact'): the endpoint the contact modal posts to
  route("api/contact", "routes/resources/api.contact.ts"),

  // Operator endpoints
  route("healthz", "routes/resources/healthz.ts"),
  route("readyz", "routes/resources/readyz.ts"),
] satisfies RouteConfig;
