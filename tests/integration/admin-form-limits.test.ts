import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, products } from "~/.server/db/schema";
import * as newArticleRoute from "~/admin/routes/articles.nuevo";
import * as newProductRoute from "~/admin/routes/products.nuevo";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// What an editor's forms do with more than they are meant to hold: an article longer than its
// maximum, or nested deeper than the sanitiser is let to parse, comes back to the editor with a
// message and everything typed, for «Vista previa» as for a save; a form whose text is far past
// what any form holds is refused as too large, whatever room its body limit leaves for photos.

type Answer = {
  data?: {
    notice?: { title: string; description?: string };
    errors?: Record<string, string>;
    values?: Record<string, unknown>;
    preview?: unknown;
  };
  init?: { status?: number } | null;
};

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const article = (content: string, intent: string) => ({
  intent,
  title: "Un artículo muy largo",
  slug: "un-articulo-muy-largo",
  excerpt: "Lo que el artículo cuenta.",
  content,
  authorName: "Ana Pereira",
  tags: "ordeñe, calidad de leche",
  isPublished: "on",
  publishedAt: "",
});

describe("admin forms given more than they hold", () => {
  const admin = setUpSignedInAdmin("editora-larga@example.com");
  const db = () => admin.test.database.connection.db;

  const postArticle = async (fields: Record<string, string>) =>
    (await newArticleRoute.action(
      await admin.args<typeof newArticleRoute.action>(admin.request("/admin/articles/nuevo", form(fields))),
    )) as unknown as Answer;

  it("answers an article over 200.000 characters with the Spanish message and keeps everything typed, for a save and for «Vista previa»", async () => {
    // Honest text: paragraphs of accented words, 200,001 characters of HTML in all.
    const paragraph = "<p>El ordeñe empieza con la rutina de preparación: despunte, presellado y secado.</p>";
    const content = paragraph.repeat(Math.ceil(200_001 / paragraph.length)).slice(0, 200_001);
    const message =
      "Con su formato, el contenido tiene 200.001 caracteres y el máximo es de 200.000. Acortalo o dividilo en dos artículos.";
    for (const intent of ["save", "preview"]) {
      const fields = article(content, intent);
      const answer = await postArticle(fields);
      expect(answer.init?.status, intent).toBe(400);
      expect(answer.data?.errors?.content, intent).toBe(message);
      expect(answer.data?.notice?.description, intent).toBe(`Revisá «Contenido»: ${message}`);
      expect(answer.data?.preview, intent).toBeUndefined();
      expect(answer.data?.values, intent).toMatchObject({
        title: fields.title,
        slug: fields.slug,
        excerpt: fields.excerpt,
        content,
        authorName: fields.authorName,
        tags: fields.tags,
        isPublished: true,
      });
    }
    const [stored] = await db().select({ n: count() }).from(articles);
    const exactlyAtMaximum = await postArticle(article(content.slice(0, 200_000), "preview"));
    expect(exactlyAtMaximum.init?.status ?? 200).toBe(200);
    expect(exactlyAtMaximum.data?.preview).toMatchObject({ html: expect.stringContaining("<p>El ordeñe empieza") });
    expect((await db().select({ n: count() }).from(articles))[0]).toEqual(stored);
  });

  it("refuses content nested deeper than 100 elements without cleaning it, with its own message", async () => {
    const nested = `${"<blockquote>".repeat(101)}Texto${"</blockquote>".repeat(101)}`;
    for (const intent of ["save", "preview"]) {
      const answer = await postArticle(article(nested, intent));
      expect(answer.init?.status, intent).toBe(400);
      expect(answer.data?.errors?.content, intent).toMatch(/^El contenido tiene elementos metidos unos dentro de otros más de 100 veces\./);
      expect(answer.data?.values?.content, intent).toBe(nested);
    }
    // A hundred levels are still taken (far more than any real formatting).
    const deepButAllowed = await postArticle(article(`${"<blockquote>".repeat(100)}Texto${"</blockquote>".repeat(100)}`, "preview"));
    expect(deepButAllowed.init?.status ?? 200).toBe(200);
  });

  it("refuses with 413 a product form whose text is far past what any form holds, and stores nothing", async () => {
    const [before] = await db().select({ n: count() }).from(products);
    const refusal = await newProductRoute
      .action(
        await admin.args<typeof newProductRoute.action>(
          admin.request("/admin/products/nuevo", form({ name: "Balde", price: "100", description: "x".repeat(2 * 1024 * 1024 + 1) })),
        ),
      )
      .then(
        () => null,
        (thrown: unknown) => thrown as Answer,
      );
    expect(refusal?.init?.status).toBe(413);
    expect(refusal?.data).toBe("Los datos enviados son demasiado grandes.");
    expect((await db().select({ n: count() }).from(products))[0]).toEqual(before);
  });
});
