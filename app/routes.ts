import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of SPEC §2, in the spec's order. Each feature adds its own lines; a path that
// is not listed renders the not-found page (root ErrorBoundary) with HTTP 404.
export default [
  index("routes/home.tsx"),

  // Operator endpoints
  route("healthz", "routes/healthz.ts"),
] satisfies RouteConfig;
