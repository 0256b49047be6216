import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The folders of app/ and what each may import (docs/architecture.md "Layout"): the admin wing is
// reached only from itself, the routes table and the server modules; data never depends on the
// view; components never reach server-only code. Imports are resolved through tsconfig's "~/".
const wings = {
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { project: "./tsconfig.json" } },
    "boundaries/elements": [
      { type: "admin", pattern: "app/admin/**", partialMatch: false },
      { type: "server", pattern: "app/.server/**", partialMatch: false },
      { type: "components", pattern: "app/components/**", partialMatch: false },
      { type: "content", pattern: "app/content/**", partialMatch: false },
      { type: "lib", pattern: "app/lib/**", partialMatch: false },
      { type: "public-routes", pattern: "app/routes/**", partialMatch: false },
    ],
    "boundaries/files": [{ category: "document", pattern: "app/{root.tsx,entry.server.tsx}" }],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        policies: [
          {
            from: { element: { types: { anyOf: ["public-routes", "components", "content", "lib"] } } },
            disallow: { to: { element: { type: "admin" } } },
            message:
              "Public code never imports the admin wing (app/admin/): move what both need to app/lib, app/components or app/content.",
          },
          {
            from: { file: { categories: "document" } },
            disallow: { to: { element: { type: "admin" } } },
            message:
              "Public code never imports the admin wing (app/admin/): move what both need to app/lib, app/components or app/content.",
          },
          {
            from: { element: { type: "content" } },
            disallow: { to: { element: { types: { anyOf: ["components", "public-routes", "admin"] } } } },
            message: "Content never imports the view: the content's types live in app/content/.",
          },
          {
            from: { element: { types: { anyOf: ["components", "content", "lib"] } } },
            disallow: { to: { element: { type: "server" } } },
            message: "Components, content and isomorphic helpers never import server-only code (app/.server/).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "public/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks a parameter kept for its position (Express error handlers, route signatures).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["app/**/*.{ts,tsx}"], ...wings },
);
