import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "~/.server/config";

// The configuration schema, .env.example and the README's configuration table name the same
// variables, so the documentation cannot drift from what the server reads.

const schemaVariables = [...CONFIG_VARIABLES].sort();

function envExampleVariables(): string[] {
  const text = readFileSync(".env.example", "utf8");
  // Set (NAME=value) or offered commented out (# NAME=value).
  return [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

function readmeTableVariables(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("\n## Configuration\n"), readme.indexOf("\n## Scripts\n"));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!);
}

function duplicates(names: string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) !== index);
}

describe("configuration documentation", () => {
  it(".env.example offers every variable of the schema, once, and nothing else", () => {
    const names = envExampleVariables();
    expect(duplicates(names)).toEqual([]);
    expect([...names].sort()).toEqual(schemaVariables);
  });

  it("the README's configuration table lists every variable of the schema, once, and nothing else", () => {
    const names = readmeTableVariables();
    expect(duplicates(names)).toEqual([]);
    expect([...names].sort()).toEqual(schemaVariables);
  });
});
