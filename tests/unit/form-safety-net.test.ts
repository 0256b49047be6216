import { describe, expect, it } from "vitest";
import {
  draftToOffer,
  type FieldLike,
  fieldValues,
  isRefusal,
  type LocalDraft,
  parseDraft,
  sameFields,
  savedStampOf,
  savedStampOfRows,
} from "~/admin/lib/form-safety-net";

// The rules of the admin forms' safety net: a form has unsaved work only when its fields differ
// from what it was loaded with, and a copy kept in the browser is offered back only when it was
// started on the very record the form shows.

const text = (name: string, value: string, type = "text"): FieldLike => ({ name, type, value });
const box = (name: string, checked: boolean, value = "on"): FieldLike => ({ name, type: "checkbox", value, checked });

describe("fieldValues", () => {
  it("reads every field in order, repeated names included, and leaves out files, buttons and the intent", () => {
    const fields = fieldValues([
      text("name", "Red 1,23 m"),
      text("specKey", "Ancho"),
      text("specKey", ""),
      box("isActive", true),
      box("visible", false, "id-2"),
      text("cover", "C:\\fakepath\\foto.jpg", "file"),
      text("intent", "save", "submit"),
      text("intent", "save", "hidden"),
      text("", "sin nombre"),
      text("content", "<p>Hola</p>", "hidden"),
    ]);
    expect(fields).toEqual([
      ["name", "Red 1,23 m"],
      ["specKey", "Ancho"],
      ["specKey", ""],
      ["isActive", true],
      ["visible", false],
      ["content", "<p>Hola</p>"],
    ]);
  });
});

describe("sameFields (is the form dirty?)", () => {
  const loaded = fieldValues([text("name", "Red"), text("price", "185"), box("isActive", true)]);

  it("typing and then undoing it is no change", () => {
    expect(sameFields(fieldValues([text("name", "Red"), text("price", "185"), box("isActive", true)]), loaded)).toBe(true);
  });

  it("a changed text, an unticked box or rows in another order are changes", () => {
    expect(sameFields(fieldValues([text("name", "Red!"), text("price", "185"), box("isActive", true)]), loaded)).toBe(false);
    expect(sameFields(fieldValues([text("name", "Red"), text("price", "185"), box("isActive", false)]), loaded)).toBe(false);
    const rows = fieldValues([text("itemId", "a", "hidden"), text("itemId", "b", "hidden")]);
    expect(sameFields(fieldValues([text("itemId", "b", "hidden"), text("itemId", "a", "hidden")]), rows)).toBe(false);
  });

  it("a row added or removed is a change", () => {
    expect(sameFields([...loaded, ["specKey", ""]], loaded)).toBe(false);
    expect(sameFields(loaded.slice(1), loaded)).toBe(false);
  });
});

describe("draftToOffer", () => {
  const saved = savedStampOf({ version: 3, updatedAt: new Date("2026-11-20T12:00:00Z") });
  const shown = fieldValues([text("name", "Red")]);
  const draft = (base: LocalDraft["base"], name = "Red con cambios"): LocalDraft => ({
    base,
    savedAt: "2026-11-20T12:30:00.000Z",
    fields: [["name", name]],
  });

  it("offers a draft started on the record the form shows that differs from it", () => {
    const kept = draft({ ...saved });
    expect(draftToOffer(kept, saved, shown)).toBe(kept);
  });

  it("drops a draft older than a save made since, here or on another device", () => {
    expect(draftToOffer(draft({ version: 3, updatedAt: "2026-11-20T11:00:00.000Z" }), saved, shown)).toBeNull();
    expect(draftToOffer(draft({ version: 2, updatedAt: saved.updatedAt }), saved, shown)).toBeNull();
  });

  it("drops a draft of a new record on a saved one, and the other way round", () => {
    expect(draftToOffer(draft(null), saved, shown)).toBeNull();
    expect(draftToOffer(draft({ ...saved }), null, shown)).toBeNull();
  });

  it("offers a draft of a record not created yet on the empty form", () => {
    expect(draftToOffer(draft(null), null, fieldValues([text("name", "")]))).not.toBeNull();
  });

  it("drops a draft equal to what the form shows, and no draft is no offer", () => {
    expect(draftToOffer(draft({ ...saved }, "Red"), saved, shown)).toBeNull();
    expect(draftToOffer(null, saved, shown)).toBeNull();
  });
});

describe("parseDraft", () => {
  it("reads a stored copy back and ignores the old article format or damaged text", () => {
    const stored: LocalDraft = { base: null, savedAt: "2026-11-20T12:30:00.000Z", fields: [["name", "Red"]] };
    expect(parseDraft(JSON.stringify(stored))).toEqual(stored);
    expect(parseDraft(JSON.stringify({ savedAt: "2026-11-20T12:30:00.000Z", fields: { title: "Viejo" } }))).toBeNull();
    expect(parseDraft("{no es json")).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});

describe("saved stamps", () => {
  it("a listing's stamp is its latest save and changes when any row is saved", () => {
    const rows = [
      { version: 1, updatedAt: new Date("2026-11-20T12:00:00Z") },
      { version: 2, updatedAt: new Date("2026-11-21T08:00:00Z") },
    ];
    expect(savedStampOfRows(rows)).toEqual({ version: 3, updatedAt: "2026-11-21T08:00:00.000Z" });
  });
});

describe("isRefusal", () => {
  it("an answer with field messages or an error notice is a refusal; a redirect (no answer) or a success is not", () => {
    expect(isRefusal({ errors: { name: "Ingresá el nombre." }, notice: null })).toBe(true);
    expect(isRefusal({ errors: {}, notice: { kind: "error", title: "No se guardó" } })).toBe(true);
    expect(isRefusal(undefined)).toBe(false);
    expect(isRefusal({ notice: { kind: "success", title: "Invitación enviada" } })).toBe(false);
  });
});
