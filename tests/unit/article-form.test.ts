import { describe, expect, it } from "vitest";
import { articleFormSchema, resolvePublishedAt } from "~/.server/articles/editor";
import { checkForm, formValues } from "~/lib/forms";
import { fromMontevideoLocalInput, toMontevideoLocalInput } from "~/lib/montevideo-time";

const now = new Date("2026-11-20T15:30:00Z");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The form's schema as the route actions apply it through parseForm. */
function parseArticleForm(data: FormData) {
  const checked = checkForm(articleFormSchema(), formValues(data));
  return checked.ok ? { ok: true as const, input: checked.data } : { ok: false as const, errors: checked.errors };
}

describe("the publish-date rule (docs/requirements.md §4)", () => {
  const original = new Date("2026-09-01T12:00:00Z");

  it("stores no date for a draft never published, even when one was chosen", () => {
    expect(resolvePublishedAt(false, new Date("2026-01-01T00:00:00Z"), null, now)).toBeNull();
  });

  it("defaults a published article's date to now", () => {
    expect(resolvePublishedAt(true, null, null, now)).toEqual(now);
  });

  it("keeps the date the editor chose for a published article, in the past or ahead (scheduled)", () => {
    const chosen = new Date("2026-10-01T12:00:00Z");
    expect(resolvePublishedAt(true, chosen, original, now)).toEqual(chosen);
    const ahead = new Date("2026-12-01T12:00:00Z");
    expect(resolvePublishedAt(true, ahead, null, now)).toEqual(ahead);
  });

  it("keeps a draft's original date, so publishing it again from the form keeps it", () => {
    expect(resolvePublishedAt(false, null, original, now)).toEqual(original);
    expect(resolvePublishedAt(true, original, original, now)).toEqual(original);
  });

  it("publishes now when the date is cleared, even over a stored schedule", () => {
    expect(resolvePublishedAt(true, null, new Date("2027-01-01T00:00:00Z"), now)).toEqual(now);
  });
});

describe("dates typed in Montevideo (UTC−3)", () => {
  it("reads a datetime-local value as Montevideo time and writes it back the same", () => {
    const date = fromMontevideoLocalInput("2026-11-20T12:30");
    expect(date?.toISOString()).toBe("2026-11-20T15:30:00.000Z");
    expect(toMontevideoLocalInput(date!)).toBe("2026-11-20T12:30");
  });

  it("refuses what is not a date", () => {
    expect(fromMontevideoLocalInput("mañana")).toBeNull();
  });
});

describe("parseArticleForm (docs/requirements.md §5)", () => {
  const base = {
    title: "Ordeñe sin mastitis",
    slug: "ordene-sin-mastitis",
    excerpt: "",
    content: "",
    authorName: "",
    tags: "",
    publishedAt: "",
  };

  it("turns empty excerpt, content and author into null and splits the tags", () => {
    const result = parseArticleForm(form({ ...base, excerpt: "   ", tags: "tambo , mastitis," }));
    expect(result).toEqual({
      ok: true,
      input: {
        title: "Ordeñe sin mastitis",
        slug: "ordene-sin-mastitis",
        excerpt: null,
        content: null,
        authorName: null,
        tags: ["tambo", "mastitis"],
        isPublished: false,
        publishedAt: null,
      },
    });
  });

  it("reads the publication date in Montevideo time, and none when the field is empty", () => {
    const result = parseArticleForm(form({ ...base, isPublished: "on", publishedAt: "2026-11-20T12:30" }));
    expect(result.ok && result.input.publishedAt).toEqual(now);
    const empty = parseArticleForm(form({ ...base, isPublished: "on" }));
    expect(empty.ok && empty.input.publishedAt).toBeNull();
  });

  it("sanitises the content on save", () => {
    const result = parseArticleForm(form({ ...base, content: '<p onclick="x()">Hola</p><script>alert(1)</script>' }));
    expect(result.ok && result.input.content).toBe("<p>Hola</p>");
  });

  it("requires a title and a slug, and a slug in the derived form", () => {
    expect(parseArticleForm(form({ ...base, title: " ", slug: "" }))).toEqual({
      ok: false,
      errors: { title: "Escribí el título del artículo.", slug: "Escribí el slug: la dirección del artículo en /noticias/." },
    });
    const result = parseArticleForm(form({ ...base, slug: "Con Espacios" }));
    expect(result.ok ? null : result.errors.slug).toMatch(/solo admite minúsculas/);
  });

  it("refuses a publication date that is not a date", () => {
    const result = parseArticleForm(form({ ...base, isPublished: "on", publishedAt: "ayer" }));
    expect(result).toEqual({ ok: false, errors: { publishedAt: "Elegí una fecha y hora de publicación válidas." } });
  });
  it("«Publicar ahora» reads the form as published with no date (now), whatever the switch and the date say", () => {
    const checked = checkForm(articleFormSchema({ publishNow: true }), formValues(form({ ...base, publishedAt: "ayer" })));
    expect(checked.ok && { isPublished: checked.data.isPublished, publishedAt: checked.data.publishedAt }).toEqual({
      isPublished: true,
      publishedAt: null,
    });
  });
});
