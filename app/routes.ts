import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of SPEC §2, in the spec's order. Each feature adds its own lines; a path that
// is not listed renders the not-found page (root ErrorBoundary) with HTTP 404.
export default [
  index("routes/home.tsx"),

  // Admin area (SPEC §2 'Admin'): every page below /admin sits in the guarded admin layout, and
  // every loader and action calls requireAdmin() itself. tests/e2e/admin-guard.test.ts reads this
  // table and checks each of these paths.
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.ts"),
    route("articles", "routes/admin.articles.tsx"),
    route("products", "routes/admin.products.tsx"),
    route("usuarios", "routes/admin.usuarios.tsx"),
    route("seguridad", "routes/admin.seguridad.tsx"),
  ]),

  // Accounts (SPEC §2 'Auth /auth')
  route("auth", "routes/auth.tsx"),
  route("auth/verificacion", "routes/auth.verificacion.tsx"),
  route("auth/recuperar", "routes/auth.recuperar.tsx"),
  route("auth/restablecer", "routes/auth.restablecer.tsx"),
  route("auth/salir", "routes/auth.salir.ts"),

  // Better Auth's HTTP endpoints (the site's forms reach them through their route actions)
  route("api/auth/*", "routes/api.auth.$.ts"),

  // Operator endpoints
  route("healthz", "routes/healthz.ts"),
] satisfies RouteConfig;
