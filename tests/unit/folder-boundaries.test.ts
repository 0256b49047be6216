import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The folder rules of eslint.config.js (docs/architecture.md "Layout"), tried on code that breaks
// each one: `npm run lint` must refuse it. The files named here are not written: ESLint lints the
// text as if it were there, and resolves its imports against the real tree.

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

describe("folder boundaries", () => {
  it("refuses a public page that imports the admin wing, by alias or by relative path", async () => {
    const code =
      'import { LIST_PAGE_SIZE } from "~/admin/lib/lists";\nimport { countLabel } from "../../admin/lib/lists";\nexport const size = [LIST_PAGE_SIZE, countLabel];\n';
    const errors = await boundaryErrors("app/routes/public/deliberate-violation.tsx", code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("Public code never imports the admin wing");
    expect(await boundaryErrors("app/root.tsx", 'export { LIST_PAGE_SIZE } from "~/admin/lib/lists";\n')).toEqual([
      expect.stringContaining("Public code never imports the admin wing"),
    ]);
  }, 60_000);

  it("refuses content that imports a component, and a component that imports server-only code", async () => {
    expect(await boundaryErrors("app/content/deliberate-violation.ts", 'export { Button } from "~/components/ui/button";\n')).toEqual([
      expect.stringContaining("Content never imports the view"),
    ]);
    expect(await boundaryErrors("app/components/layout/deliberate-violation.tsx", 'export { logger } from "~/.server/logger";\n')).toEqual([
      expect.stringContaining("never import server-only code"),
    ]);
  }, 60_000);

  it("lets the admin wing and the server modules use the shared code", async () => {
    expect(
      await boundaryErrors(
        "app/admin/routes/deliberate-check.tsx",
        'export { Button } from "~/components/ui/button";\nexport { slugify } from "~/lib/slugify";\n',
      ),
    ).toEqual([]);
    expect(await boundaryErrors("app/.server/deliberate-check.ts", 'export { LIST_PAGE_SIZE } from "~/admin/lib/lists";\n')).toEqual([]);
  }, 60_000);
});
