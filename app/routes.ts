import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of docs/requirements.md §2, in that order. Each feature adds its own lines; a
// path that is not listed renders the not-found page (root ErrorBoundary) with HTTP 404.
export default [
  index("routes/home.tsx"),

  // Public catalogue (docs/requirements.md §2 'Forage conservation', 'Pre and post dipping',
  // 'Product detail'): database-driven category pages, the SCIO page under both of its paths, and
  // product detail.
  route("redes-enfardar", "routes/redes-enfardar.tsx"),
  route("hilos-enfardar", "routes/hilos-enfardar.tsx"),
  route("stretch-films", "routes/stretch-films.tsx"),
  route("capas-ensilaje", "routes/capas-ensilaje.tsx"),
  route("scio-cup", "routes/scio.tsx", { id: "routes/scio-cup" }),
  route("scio-nir", "routes/scio.tsx", { id: "routes/scio-nir" }),
  route("pre-post-dipping", "routes/pre-post-dipping.tsx"),
  route("producto/:id", "routes/producto.$id.tsx"),

  // Dairy: the SCRUBBER page (article block; the product grid joins it with the catalogue)
  route("scrubber", "routes/scrubber.tsx"),

  // News (docs/requirements.md §2 'News'); the feed is beyond the requirements
  route("noticias", "routes/noticias._index.tsx"),
  route("noticias/rss.xml", "routes/noticias.rss[.]xml.ts"),
  route("noticias/:slug", "routes/noticias.$slug.tsx"),

  // Forage and dairy sector pages (docs/requirements.md §2 'Forage conservation', 'Dairy (tambo)')
  route("embalaje-cultivo", "routes/embalaje-cultivo.tsx"),
  route("tambo", "routes/tambo.tsx"),
  route("higiene-desinfeccion", "routes/higiene-desinfeccion.tsx"),
  route("tambo/higiene-desinfeccion-equipamientos", "routes/tambo.higiene-desinfeccion-equipamientos.tsx"),
  route("tambo/higiene-desinfeccion-ambiental", "routes/tambo.higiene-desinfeccion-ambiental.tsx"),
  route("tambo/tratamiento-agua", "routes/tambo.tratamiento-agua.tsx"),
  route("monitoreo-agua", "routes/monitoreo-agua.tsx"),

  // Static listings (docs/requirements.md §2 'Static listings'): one template, the path picks its
  // content module in app/content/static-products/; a template used by several paths needs an id
  // per path.
  route("botas-bekina", "routes/static-listing.tsx", { id: "static-listing/botas-bekina" }),
  route("solid-grip", "routes/static-listing.tsx", { id: "static-listing/solid-grip" }),
  route("easy-grip", "routes/static-listing.tsx", { id: "static-listing/easy-grip" }),
  route("aves-higiene-desinfeccion", "routes/static-listing.tsx", { id: "static-listing/aves-higiene-desinfeccion" }),
  route("control-enfermedades", "routes/static-listing.tsx", { id: "static-listing/control-enfermedades" }),
  route("netfilm", "routes/static-listing.tsx", { id: "static-listing/netfilm" }),
  route("paletizadoras", "routes/static-listing.tsx", { id: "static-listing/paletizadoras" }),
  route("inoculantes", "routes/static-listing.tsx", { id: "static-listing/inoculantes" }),
  route("acelerador-biologico", "routes/static-listing.tsx", { id: "static-listing/acelerador-biologico" }),

  // Poultry and pigs, industry and pallet wrapping (docs/requirements.md §2): static pages from
  // app/content/sectors/ and app/content/pallet-products.ts. The eight product pages share one
  // template (distinct route ids); tests/unit/pallet-products.test.ts checks these lines match the
  // data module.
  route("aves-cerdos", "routes/aves-cerdos.tsx"),
  route("aves-tratamiento-monitoreo-agua", "routes/aves-tratamiento-monitoreo-agua.tsx"),
  route("industria", "routes/industria.tsx"),
  route("industria-frigorifica", "routes/industria-frigorifica.tsx"),
  route("industria-lactea", "routes/industria-lactea.tsx"),
  route("biofilm", "routes/biofilm.tsx"),
  route("tratamiento-monitoreo-agua", "routes/tratamiento-monitoreo-agua.tsx"),
  route("redes-paletizado", "routes/redes-paletizado.tsx"),
  route("productos/netfilm", "routes/productos.netfilm.tsx"),
  route("productos/netfilm-detalle", "routes/pallet-product.tsx", { id: "pallet-product/netfilm-detalle" }),
  route("productos/innovent", "routes/pallet-product.tsx", { id: "pallet-product/innovent" }),
  route("productos/flexnet-pro", "routes/pallet-product.tsx", { id: "pallet-product/flexnet-pro" }),
  route("productos/flexnet-classic", "routes/pallet-product.tsx", { id: "pallet-product/flexnet-classic" }),
  route("productos/flexnet-xspan", "routes/pallet-product.tsx", { id: "pallet-product/flexnet-xspan" }),
  route("productos/elastinet-classic", "routes/pallet-product.tsx", { id: "pallet-product/elastinet-classic" }),
  route("productos/elastinet-pro", "routes/pallet-product.tsx", { id: "pallet-product/elastinet-pro" }),
  route("productos/elastinet-xspan", "routes/pallet-product.tsx", { id: "pallet-product/elastinet-xspan" }),
  route("productos/:id/ficha-tecnica", "routes/productos.$id.ficha-tecnica.tsx"),

  // Admin area (docs/requirements.md §2 'Admin'): every page below /admin sits in the guarded admin
  // layout, and every loader and action calls requireAdmin() itself. tests/e2e/admin-guard.test.ts
  // reads this table and checks each of these paths.
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.ts"),
    route("articles", "routes/admin.articles.tsx"),
    route("articles/nuevo", "routes/admin.articles.nuevo.tsx"),
    route("articles/:id", "routes/admin.articles.$id.tsx"),
    route("products", "routes/admin.products.tsx"),
    route("products/nuevo", "routes/admin.products.nuevo.tsx"),
    route("products/imagenes", "routes/admin.products.imagenes.ts"),
    route("products/:id", "routes/admin.products.$id.tsx"),
    route("usuarios", "routes/admin.usuarios.tsx"),
    route("seguridad", "routes/admin.seguridad.tsx"),
    route("analytics", "routes/admin.analytics.tsx"),
    route("messages", "routes/admin.messages.tsx"),
    route("messages.csv", "routes/admin.messages.csv.ts"),
  ]),

  // Accounts (docs/requirements.md §2 'Auth /auth')
  route("auth", "routes/auth.tsx"),
  route("auth/verificacion", "routes/auth.verificacion.tsx"),
  route("auth/recuperar", "routes/auth.recuperar.tsx"),
  route("auth/restablecer", "routes/auth.restablecer.tsx"),
  route("auth/salir", "routes/auth.salir.ts"),

  // Better Auth's HTTP endpoints (the site's forms reach them through their route actions)
  route("api/auth/*", "routes/api.auth.$.ts"),

  // First-party analytics beacons (sector tiles)
  route("api/events", "routes/api.events.ts"),

  // Search engines: built from this table and the data
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),

  // Contact (docs/requirements.md §2 'Contact page', 'AMBIC page'; §7 'Contact')
  route("contacto", "routes/contacto.tsx"),
  route("ambic", "routes/ambic.tsx"),
  route("api/contact", "routes/api.contact.ts"),

  // Operator endpoints
  route("healthz", "routes/healthz.ts"),
] satisfies RouteConfig;
