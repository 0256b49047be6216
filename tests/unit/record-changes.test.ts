import { describe, expect, it } from "vitest";
import { readEditBase } from "~/admin/lib/edit-conflict";
import { changesDetail, comparedOnly, decodeSnapshot, describeChanges, encodeSnapshot, snapshotOf } from "~/lib/record-changes";

// The words of "what changed" (docs/decisions/022-edit-conflicts.md), shared by the activity log and
// the edit-conflict notice.

describe("describeChanges", () => {
  it("shows short values before and after, and only says «cambió» of long texts and lists", () => {
    const long = "Una descripción larga ".repeat(10);
    const before = snapshotOf([
      ["Precio", "$ 96,00"],
      ["Descripción", long],
      ["SKU", ""],
      ["Fotos", comparedOnly("/a.webp")],
      ["Nombre", "Red"],
    ]);
    const after = snapshotOf([
      ["Precio", "$ 98,50"],
      ["Descripción", `${long}!`],
      ["SKU", "RT-123"],
      ["Fotos", comparedOnly("/b.webp")],
      ["Nombre", "Red"],
    ]);
    expect(describeChanges(before, after)).toEqual([
      "Precio: $ 96,00 → $ 98,50",
      "Descripción: cambió",
      "SKU: (vacío) → RT-123",
      "Fotos: cambió",
    ]);
    expect(changesDetail(before, before)).toBeNull();
    expect(changesDetail(before, after)).toBe("Precio: $ 96,00 → $ 98,50 · Descripción: cambió · SKU: (vacío) → RT-123 · Fotos: cambió");
  });

  it("names a field that appeared or went away (a specialist added) as changed", () => {
    expect(describeChanges({ "Especialista 1": "Ana" }, { "Especialista 1": "Ana", "Especialista 2": "Luis" })).toEqual([
      "Especialista 2: cambió",
    ]);
  });

  it("carries a snapshot through a hidden field and refuses anything else", () => {
    const snapshot = snapshotOf([["Título", "Hola «mundo»"]]);
    expect(decodeSnapshot(encodeSnapshot(snapshot))).toEqual(snapshot);
    expect(decodeSnapshot("no es json")).toBeNull();
    expect(decodeSnapshot('{"a":1}')).toBeNull();
    expect(decodeSnapshot("[]")).toBeNull();
  });
});

describe("readEditBase", () => {
  it("reads the loaded version, and the newer one a deliberate 'save anyway' states", () => {
    expect(readEditBase({ version: "3", loadedSnapshot: '{"Nombre":"Red"}' })).toEqual({
      version: 3,
      basedOn: 3,
      loaded: '{"Nombre":"Red"}',
      loadedSnapshot: { Nombre: "Red" },
    });
    expect(readEditBase({ version: "3", replaceVersion: "5" })).toMatchObject({ version: 3, basedOn: 5, loadedSnapshot: null });
    expect(readEditBase({})).toBeNull();
    expect(readEditBase({ version: "-1" })).toBeNull();
    expect(readEditBase({ version: "3", replaceVersion: "x" })).toMatchObject({ basedOn: 3 });
  });
});
