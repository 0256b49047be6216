import { base32 } from "@better-auth/utils/base32";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/.server/auth/auth";
import { INVITATION_DAYS } from "~/.server/auth/colleagues";
import { listStaticListingItems, saveStaticListingItems, seedStaticListingItems } from "~/.server/catalog/static-listings";
import { toggleProductActive } from "~/.server/catalog/admin-products";
import { setCategoryActive } from "~/.server/catalog/admin-categories";
import { setArticlePublished } from "~/.server/articles/editor";
import { listVersions } from "~/.server/history/versions";
import { staticListings } from "~/content/static-products";
import type { SiteSettings } from "~/admin/lib/site-settings-form";
import { listingVersion } from "~/.server/catalog/listing-changes";
import { articles, categories, contactMessages, mediaItems, products, type VersionedSubject } from "~/.server/db/schema";
import { readFlash } from "~/.server/flash";
import { moveArticleToTrash } from "~/.server/trash/trash";
import { readSiteSettings, saveSiteSettings, seedSiteSettings } from "~/.server/site/site-settings";
import { factFields, specialistFields } from "~/admin/lib/site-settings-form";
import * as notices from "~/lib/notices";
import type { Specialist } from "~/lib/site-facts";
import type { Notice } from "~/lib/toast";
import { createVerifiedUser, signIn, TEST_ORIGIN } from "../support/auth";
import { type RouteEntry, routeTable } from "../support/admin-pages";
import { adminRouteContext } from "../support/route-context";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// The admin's one way to change something (docs/decisions/030-one-way-to-change-in-the-admin.md):
// every route module under app/admin/ that exports an action, read from the route table, is sent one
// valid change as a signed-in administrator, and must answer a redirect that carries a one-time
// message of the catalogue (app/lib/notices.ts). The valid change of each comes from the table
// below, keyed by route file: a new admin action without an entry fails here.

const adminEmail = "cambios@example.com";
const password = "clave-larga-de-prueba";
const admin = setUpSignedInAdmin(adminEmail, password);
const db = () => admin.test.database.connection.db;

type RouteModule = { action?: (args: never) => unknown; loader?: (args: never) => unknown };

/** Every admin route of the table, with its module file ("admin/routes/articles.tsx") and its address pattern. */
function adminRoutes(entries: readonly RouteEntry[] = routeTable, parent = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const routePath = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.file.startsWith("admin/") ? [{ file: entry.file, path: routePath }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], routePath)];
  });
}

// The route modules, loaded the way the route table names them.
const modules = import.meta.glob<RouteModule>("/app/admin/**/*.{ts,tsx}");

/** One valid change: where it posts, the route's params and the form (and whose session sends it, when not the file's administrator). */
interface Submission {
  path: string;
  params?: Record<string, string>;
  form: FormData;
  cookie?: string;
}

type Entry =
  | { submit: () => Promise<Submission> }
  /** Answers data on purpose: the reason is one of the decision record's exceptions. */
  | { exception: string };

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function insertArticle(slug: string, isPublished = false) {
  const [row] = await db()
    .insert(articles)
    .values({ title: `Artículo ${slug}`, slug, content: "<p>Texto.</p>", isPublished, publishedAt: isPublished ? new Date() : null })
    .returning();
  return row!;
}

async function insertProduct(name: string) {
  const [row] = await db().insert(products).values({ name, price: 100 }).returning();
  return row!;
}

async function insertMessage() {
  const [row] = await db()
    .insert(contactMessages)
    .values({ source: "contacto", nombre: "Ana", email: "ana@example.com", mensaje: "Necesito redes." })
    .returning();
  return row!;
}

const historyActor = { id: null, email: adminEmail };

/** «Restaurar esta versión» of the record's oldest kept version, from a history loaded at `version`. */
async function restoreSubmission(
  path: string,
  params: Record<string, string>,
  subject: VersionedSubject,
  subjectId: string,
  version: number,
): Promise<Submission> {
  const { rows } = await listVersions(db(), subject, subjectId, { limit: 1000 });
  const oldest = rows.at(-1)!;
  return { path, params, form: form({ intent: "restore", number: String(oldest.number), version: String(version) }) };
}

/** The current code of an authenticator app that scanned this otpauth:// URI. */
async function currentCode(totpURI: string): Promise<string> {
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get("secret")!));
  return (await (await getAuth()).api.generateTOTP({ body: { secret } })).code;
}

async function callAction(file: string, submission: Submission): Promise<unknown> {
  const module = await modules[`/app/${file}`]!();
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN, cookie: submission.cookie ?? admin.cookie });
  const request = new Request(new URL(submission.path, TEST_ORIGIN), { method: "POST", headers, body: submission.form });
  const args = { request, params: submission.params ?? {}, context: await adminRouteContext(request), unstable_pattern: "" };
  try {
    return await (module.action as (args: unknown) => Promise<unknown>)(args);
  } catch (thrown) {
    // A thrown redirect is an answer too (React Router sends it the same way).
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const validChanges: Record<string, Entry> = {
  "admin/routes/articles.tsx": {
    submit: async () => ({ path: "/admin/articles", form: form({ intent: "publish", id: (await insertArticle("para-publicar")).id }) }),
  },
  "admin/routes/articles.nuevo.tsx": {
    submit: async () => ({
      path: "/admin/articles/nuevo",
      form: form({ intent: "save", title: "Jornada de ensilaje", slug: "jornada-de-ensilaje", content: "<p>Hola.</p>" }),
    }),
  },
  "admin/routes/articles.$id.tsx": {
    submit: async () => {
      const article = await insertArticle("para-editar");
      const path = `/admin/articles/${article.id}`;
      return {
        path,
        params: { id: article.id },
        form: form({
          intent: "save",
          version: String(article.version),
          title: "Otro título",
          slug: article.slug,
          content: "<p>Otro texto.</p>",
        }),
      };
    },
  },
  "admin/routes/articles.imagenes.ts": { exception: "background upload by fetch: answers the image's address as JSON to the editor" },
  "admin/routes/products.tsx": {
    submit: async () => ({
      path: "/admin/products",
      form: form({ intent: "delete", productId: (await insertProduct("Red para borrar")).id }),
    }),
  },
  "admin/routes/products.nuevo.tsx": {
    submit: async () => ({
      path: "/admin/products/nuevo",
      form: form({ name: "Red nueva", price: "120", stockQuantity: "3", isActive: "on" }),
    }),
  },
  "admin/routes/products.imagenes.ts": { exception: "background upload by fetch: answers the image's address as JSON to the product form" },
  "admin/routes/products.importar.tsx": {
    // The import's page is the message (preview, progress, report): a redirect to it, without a flash.
    exception: "page that is the message: redirects to ?importacion={id}, which shows the preview",
  },
  "admin/routes/products.$id.tsx": {
    submit: async () => {
      const product = await insertProduct("Red para duplicar");
      return { path: `/admin/products/${product.id}`, params: { id: product.id }, form: form({ intent: "duplicate" }) };
    },
  },
  "admin/routes/categorias.tsx": {
    submit: async () => ({ path: "/admin/categorias", form: form({ intent: "create", name: "Semillas", description: "", parentId: "" }) }),
  },
  "admin/routes/categorias.$id.tsx": {
    submit: async () => {
      const [category] = await db().insert(categories).values({ name: "Forrajes", slug: "forrajes-cambios" }).returning();
      const path = `/admin/categorias/${category!.id}`;
      return {
        path,
        params: { id: category!.id },
        form: form({ version: String(category!.version), name: "Forrajes y pasturas", description: "" }),
      };
    },
  },
  "admin/routes/listados.tsx": {
    submit: async () => {
      await seedStaticListingItems(db());
      const items = await listStaticListingItems(db(), "/botas-bekina");
      const body = form({ intent: "save", version: String(listingVersion(items)) });
      for (const item of items) {
        body.append("itemId", item.id);
        body.append("price", item.id === items[0]!.id ? "150" : (item.price ?? ""));
        body.append("inStock", item.inStock ? "si" : "no");
        body.append("description", item.description);
        body.append("imageAlt", item.imageAlt ?? "");
        if (item.isVisible) body.append("visible", item.id);
      }
      return { path: "/admin/listados?listado=botas-bekina", form: body };
    },
  },
  "admin/routes/ajustes.tsx": {
    submit: async () => {
      await seedSiteSettings(db());
      const stored = await readSiteSettings(db());
      const body = form({ intent: "save", version: String(stored.version) });
      for (const field of factFields) body.set(field, stored.facts[field]);
      for (const specialist of stored.specialists) {
        for (const [key, name] of Object.entries(specialistFields)) body.append(name, specialist[key as keyof Specialist]);
      }
      return { path: "/admin/ajustes", form: body };
    },
  },
  // «Restaurar esta versión» of each history screen: a save by the administrator keeps the record's
  // state from before (version 1) and its own; version 1 is restored.
  "admin/routes/products.$id.historial.tsx": {
    submit: async () => {
      const product = await insertProduct("Red con historial");
      await toggleProductActive(db(), product.id, historyActor);
      return restoreSubmission(`/admin/products/${product.id}/historial`, { id: product.id }, "product", product.id, product.version + 1);
    },
  },
  "admin/routes/articles.$id.historial.tsx": {
    submit: async () => {
      const article = await insertArticle("con-historial");
      await setArticlePublished(db(), article.id, true, new Date(), historyActor);
      return restoreSubmission(`/admin/articles/${article.id}/historial`, { id: article.id }, "article", article.id, article.version + 1);
    },
  },
  "admin/routes/categorias.$id.historial.tsx": {
    submit: async () => {
      const [category] = await db().insert(categories).values({ name: "Con historial", slug: "con-historial" }).returning();
      await setCategoryActive(db(), category!.id, false, historyActor);
      const path = `/admin/categorias/${category!.id}/historial`;
      return restoreSubmission(path, { id: category!.id }, "category", category!.id, category!.version + 1);
    },
  },
  "admin/routes/listados.$id.historial.tsx": {
    submit: async () => {
      await seedStaticListingItems(db());
      const listing = staticListings[1]!;
      const items = await listStaticListingItems(db(), listing.path);
      const rows = items.map((item, index) => ({ ...item, price: index === 0 ? "123" : item.price }));
      await saveStaticListingItems(db(), listing, rows, { basedOn: listingVersion(items), actor: historyActor });
      const version = listingVersion(await listStaticListingItems(db(), listing.path));
      return restoreSubmission(`/admin/listados/${items[0]!.id}/historial`, { id: items[0]!.id }, "listing-item", items[0]!.id, version);
    },
  },
  "admin/routes/ajustes.historial.tsx": {
    submit: async () => {
      await seedSiteSettings(db());
      const stored = await readSiteSettings(db());
      const settings = { ...stored.facts, specialists: stored.specialists, name: `${stored.facts.name} S.A.` } as SiteSettings;
      await saveSiteSettings(db(), settings, { basedOn: stored.version, actor: historyActor });
      return restoreSubmission("/admin/ajustes/historial", {}, "settings", "site", stored.version + 1);
    },
  },
  "admin/routes/usuarios.tsx": {
    submit: async () => ({ path: "/admin/usuarios", form: form({ intent: "invite", email: "colega@example.com", role: "editor" }) }),
  },
  "admin/routes/medios.tsx": {
    submit: async () => {
      const [item] = await db()
        .insert(mediaItems)
        .values({ url: "/uploads/products/00000000-0000-4000-8000-000000000001-1600.webp" })
        .returning();
      return { path: "/admin/medios", form: form({ intent: "alt", id: item!.id, alt: "Galpón" }) };
    },
  },
  "admin/routes/messages.$id.tsx": {
    submit: async () => {
      const { id } = await insertMessage();
      return { path: `/admin/messages/${id}`, params: { id }, form: form({ intent: "stage", stage: "en_curso" }) };
    },
  },
  "admin/routes/messages.$id.responder.ts": {
    exception: "a reply opened elsewhere: records it in the lead's timeline and answers 303 with the mailto: or WhatsApp address",
  },
  "admin/routes/messages.plantillas.tsx": {
    submit: async () => ({ path: "/admin/messages/plantillas", form: form({ intent: "create", name: "Saludo", body: "Hola {nombre}" }) }),
  },
  "admin/routes/papelera.tsx": {
    submit: async () => {
      const article = await insertArticle("para-restaurar");
      await moveArticleToTrash(db(), article.slug, { actor: { id: null, email: adminEmail } });
      return { path: "/admin/papelera", form: form({ intent: "restore", id: article.id }) };
    },
  },
  "admin/routes/redirecciones.tsx": {
    submit: async () => ({ path: "/admin/redirecciones", form: form({ intent: "create", from: "/empresa.html", to: "/contacto" }) }),
  },
  "admin/routes/seguridad.tsx": {
    // Confirming enrolment (starting it answers the QR code: a secret shown once). A colleague of
    // its own, since enrolment replaces the session it is sent with.
    submit: async () => {
      const email = "dos-pasos@example.com";
      await createVerifiedUser(email, password, { role: "user,admin" });
      const cookie = await signIn(email, password);
      const started = (await callAction("admin/routes/seguridad.tsx", {
        path: "/admin/seguridad",
        form: form({ intent: "enable", password }),
        cookie,
      })) as {
        data: { enrolment: { totpURI: string; backupCodes: string[] } };
      };
      const { totpURI, backupCodes } = started.data.enrolment;
      return {
        path: "/admin/seguridad",
        cookie,
        form: form({ intent: "confirm", totpURI, backupCodes: backupCodes.join(" "), code: await currentCode(totpURI) }),
      };
    },
  },
};

/**
 * Every text the catalogue can show: the notices of app/lib/notices.ts. Its functions' notices are
 * refusals, except the invitation's, whose text names how long the link lasts.
 */
const catalogue = [
  ...Object.values(notices).flatMap((area) =>
    typeof area === "object" && area !== null && !("title" in area) ? Object.values(area as Record<string, Notice>) : [],
  ),
  notices.colleagueInvited(INVITATION_DAYS),
];

const actionRoutes = await Promise.all(
  adminRoutes().map(async (route) => {
    const module = await modules[`/app/${route.file}`]?.();
    return { ...route, hasAction: typeof module?.action === "function" };
  }),
).then((routes) => routes.filter((route) => route.hasAction));

describe("every admin change ends with a redirect and a one-time message from the catalogue", () => {
  it("finds the admin actions in the route table, and each has an entry here", () => {
    expect(actionRoutes.map((route) => route.file)).toContain("admin/routes/articles.tsx");
    expect(actionRoutes.map((route) => route.file)).toContain("admin/routes/messages.$id.tsx");
    expect(actionRoutes.filter((route) => !(route.file in validChanges)).map((route) => route.file)).toEqual([]);
  });

  for (const route of actionRoutes) {
    const entry = validChanges[route.file];
    if (!entry || "exception" in entry) continue;
    it(`${route.path} (${route.file})`, async () => {
      const answer = await callAction(route.file, await entry.submit());
      expect(answer, "the action answered data instead of a redirect").toBeInstanceOf(Response);
      const response = answer as Response;
      // 303 See Other: the browser asks for the result page with GET, so a reload never re-posts.
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(/^\/admin(\/|\?|#|$)/);
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
      const { notice } = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: cookies.join("; ") } }));
      expect(notice, "the redirect carries no one-time message").not.toBeNull();
      expect(catalogue).toContainEqual(notice);
    });
  }

  it("keeps the exceptions to those of the decision record", () => {
    const exceptions = Object.entries(validChanges).flatMap(([file, entry]) => ("exception" in entry ? [file] : []));
    expect(exceptions.sort()).toEqual([
      "admin/routes/articles.imagenes.ts",
      "admin/routes/messages.$id.responder.ts",
      "admin/routes/products.imagenes.ts",
      "admin/routes/products.importar.tsx",
    ]);
    // Entries for routes that no longer have an action are stale.
    expect(Object.keys(validChanges).filter((file) => !actionRoutes.some((route) => route.file === file))).toEqual([]);
  });
});
