// Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Under the
// site's CSP (no 'unsafe-eval') the probe itself fails and the browser reports a policy violation
// on every page with a form. In the browser, Zod's documented `jitless` switch skips the probe; it
// lives on a global, so setting it costs no Zod code in the root bundle. Servers keep the fast path.
export function disableZodEvalInBrowser(): void {
  if (typeof document === "undefined") return;
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
