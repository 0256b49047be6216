import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

// Modules that import each other, even for types only, have no order in which one can be read
// alone: they load half-initialised in unlucky orders and blur which module owns what. The
// application, the server and the operator scripts stay free of such cycles.
const root = fileURLToPath(new URL("../..", import.meta.url));

describe("module imports", () => {
  it("form no cycles", async () => {
    const tree = await parseDependencyTree(["app/**/*.{ts,tsx}", "server.ts", "scripts/**/*.ts"], {
      cwd: root,
      context: root,
      tsconfig: path.join(root, "tsconfig.json"),
    });
    const cycles = parseCircular(tree).map((cycle) => cycle.map((file) => path.relative(root, path.resolve(root, file))).join(" -> "));
    expect(cycles).toEqual([]);
  }, 30_000);
});
