import { describe, expect, it } from "vitest";
import { readContentVersion } from "~/.server/cache/read-content-version";
import { listStaticListingCards, listStaticListingItems, seedStaticListingItems } from "~/.server/catalog/static-listings";
import { listingSnapshot, listingVersion } from "~/.server/catalog/listing-changes";
import type { EditConflict } from "~/admin/lib/edit-conflict";
import { formatPrice } from "~/lib/price";
import { encodeSnapshot } from "~/lib/record-changes";
import { readFlash } from "~/.server/flash";
import { staticListingForPath, staticListings } from "~/content/static-products";
import { staticListingMessages } from "~/admin/lib/static-listing-form";
import type { StaticListingItem } from "~/.server/db/schema";
import * as route from "~/admin/routes/listados";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { adminRouteContext } from "../support/route-context";

// "Listados estáticos" (/admin/listados): the products of the nine static listing pages are rows
// seeded from app/content/static-products/, so the pages show what they showed before; an editor's
// save is stored as typed and turns every cached page over (docs/decisions/017).

const adminEmail = "listados@example.com";

const admin = setUpSignedInAdmin(adminEmail);

const db = () => admin.test.database.connection.db;
const version = () => readContentVersion(admin.test.database.connection);

function listingForm(
  items: readonly StaticListingItem[],
  change: (item: StaticListingItem) => Partial<Record<string, string | boolean>> = () => ({}),
  intent = "save",
) {
  const form = new FormData();
  form.set("intent", intent);
  for (const item of items) {
    const row = {
      price: item.price ?? "",
      inStock: item.inStock,
      description: item.description,
      imageAlt: item.imageAlt ?? "",
      isVisible: item.isVisible,
      ...change(item),
    };
    form.append("itemId", item.id);
    form.append("price", String(row.price));
    form.append("inStock", row.inStock ? "si" : "no");
    form.append("description", String(row.description));
    form.append("imageAlt", String(row.imageAlt));
    if (row.isVisible) form.append("visible", item.id);
  }
  return form;
}

async function post(listing: string, form: FormData) {
  // As a freshly loaded page sends it, unless the test states a version itself.
  if (!form.has("version")) form.set("version", String(listingVersion(await listStaticListingItems(db(), `/${listing}`))));
  const request = new Request(new URL(`/admin/listados?listado=${listing}`, TEST_ORIGIN), {
    method: "POST",
    headers: { accept: "text/html", origin: TEST_ORIGIN, cookie: admin.cookie },
    body: form,
  });
  const args = { request, params: {}, context: await adminRouteContext(request), unstable_pattern: "" } as unknown as Parameters<
    typeof route.action
  >[0];
  return route.action(args);
}

interface Refusal {
  data: { errors: Record<string, string>; notice: { title: string } };
  init: { status?: number } | null;
}

describe("static listings in the database", () => {
  it("are seeded once with exactly the products of the content modules", async () => {
    const productCount = staticListings.reduce((sum, listing) => sum + listing.products.length, 0);
    expect(await seedStaticListingItems(db())).toBe(productCount);
    expect(await seedStaticListingItems(db())).toBe(0);
    for (const listing of staticListings) {
      const cards = await listStaticListingCards(db(), listing.path);
      // The cards the page drew from the module before the move, field by field, and what «Agregar
      // a mi consulta» adds: the row itself.
      expect(cards.map(({ quote: _quote, ...card }) => card)).toEqual(
        listing.products.map((product) => ({
          id: product.id,
          name: product.name,
          categoryName: product.category,
          price: product.price,
          image: product.image,
          imageAlt: undefined,
          shortDescription: product.description,
          inStock: product.inStock,
          imageFit: product.imageFit,
          href: product.href,
        })),
      );
      for (const card of cards) expect(card.quote).toEqual({ kind: "listing", ref: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
  });

  it("saves an edited price, stock and description, hides a row, bumps the content version and says so", async () => {
    const before = await version();
    const items = await listStaticListingItems(db(), "/netfilm");
    const [first, second, third] = items;
    const response = await post(
      "netfilm",
      listingForm(items, (item) => {
        if (item.id === first!.id) return { price: "1.250,50", inStock: false, description: "Rollo manual de 500 mm, ahora en caja de 6." };
        if (item.id === third!.id) return { isVisible: false };
        return {};
      }),
    );
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/admin/listados?listado=netfilm");
    const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: redirect.headers.get("set-cookie")!.split(";")[0]! } }));
    expect(flash.notice?.title).toBe("Listado guardado");

    const stored = await listStaticListingItems(db(), "/netfilm");
    expect(stored.map((item) => item.id)).toEqual([first!.id, second!.id, third!.id]);
    expect(stored[0]).toMatchObject({
      price: "1250.50",
      inStock: false,
      description: "Rollo manual de 500 mm, ahora en caja de 6.",
      isVisible: true,
    });
    expect(stored[2]).toMatchObject({ isVisible: false, price: third!.price });
    const cards = await listStaticListingCards(db(), "/netfilm");
    expect(cards.map((card) => card.name)).toEqual([first!.name, second!.name]);
    expect(await version()).toBeGreaterThan(before);
    // Other listings are untouched.
    expect((await listStaticListingCards(db(), "/paletizadoras")).map((card) => card.price)).toEqual(
      staticListingForPath("/paletizadoras")!.products.map((product) => product.price),
    );
  });

  it("answers Subir (without JavaScript) with the row moved and what was typed, half-finished or not, and stores nothing", async () => {
    const items = await listStaticListingItems(db(), "/botas-bekina");
    const last = items[2]!;
    const before = await version();
    const answer = (await post(
      "botas-bekina",
      listingForm(items, (item) => (item.id === last.id ? { price: "muy barato!", description: "" } : {}), `up-${last.id}`),
    )) as {
      values: { id: string; price: string; description: string }[];
      errors: Record<string, string>;
      notice: { title: string };
    };
    expect(answer.values.map((row) => row.id)).toEqual([items[0]!.id, last.id, items[1]!.id]);
    expect(answer.values[1]).toMatchObject({ price: "muy barato!", description: "" });
    expect(answer.errors).toEqual({});
    expect(answer.notice.title).toBe("Orden cambiado");
    expect(await listStaticListingItems(db(), "/botas-bekina")).toEqual(items);
    expect(await version()).toBe(before);

    // «Guardar listado» with the rows in the new order stores it.
    const moved = [items[0]!, last, items[1]!];
    await post(
      "botas-bekina",
      listingForm(moved, (item) => (item.id === last.id ? { price: "130" } : {})),
    );
    const stored = await listStaticListingItems(db(), "/botas-bekina");
    expect(stored.map((item) => item.id)).toEqual(moved.map((item) => item.id));
    expect(stored[1]!.price).toBe("130");
  });

  it("refuses a save over a newer version of the listing, saying what changed; Subir on the stale form stores nothing", async () => {
    const items = await listStaticListingItems(db(), "/easy-grip");
    const [first, second] = items;
    const opened = String(listingVersion(items));
    const loadedSnapshot = encodeSnapshot(listingSnapshot(items));
    const form = (change: (item: StaticListingItem) => Partial<Record<string, string | boolean>>, intent?: string) => {
      const body = listingForm(items, change, intent);
      body.set("version", opened);
      body.set("loadedSnapshot", loadedSnapshot);
      return body;
    };
    expect(
      await post(
        "easy-grip",
        form((item) => (item.id === first!.id ? { price: "190" } : {})),
      ),
    ).toBeInstanceOf(Response);
    // The second tab, opened before that save, changes the description of the same product.
    const stale = (await post(
      "easy-grip",
      form((item) => (item.id === first!.id ? { description: "Otra descripción." } : {})),
    )) as unknown as {
      data: { conflict: EditConflict; values: { description: string }[] };
      init: { status?: number };
    };
    expect(stale.init.status).toBe(409);
    expect(stale.data.values[0]!.description).toBe("Otra descripción.");
    expect(stale.data.conflict.changes).toEqual([`${first!.name}: Precio: ${formatPrice(first!.price, "short")} → $ 190`]);
    const stored = await listStaticListingItems(db(), "/easy-grip");
    expect(stored[0]).toMatchObject({ price: "190", description: first!.description });
    // Subir on that stale form stores nothing (a move is saved with «Guardar listado»): it answers the
    // form moved, still on the version it was opened with, so its save is refused in turn.
    const moved = (await post(
      "easy-grip",
      form(() => ({}), `up-${second!.id}`),
    )) as unknown as { base: { version: number } | null };
    expect(moved.base?.version).toBe(Number(opened));
    expect((await listStaticListingItems(db(), "/easy-grip")).map((item) => item.id)).toEqual(stored.map((item) => item.id));
  });

  it("refuses a bad price or an empty description with a message per row and changes nothing", async () => {
    const items = await listStaticListingItems(db(), "/solid-grip");
    const before = await version();
    const result = (await post(
      "solid-grip",
      listingForm(items, (item) => (item.id === items[1]!.id ? { price: "<b>barato</b>", description: "" } : {})),
    )) as unknown as Refusal;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toMatchObject({
      "rows.1.price": staticListingMessages.price,
      "rows.1.description": staticListingMessages.description,
    });
    expect(await listStaticListingItems(db(), "/solid-grip")).toEqual(items);
    expect(await version()).toBe(before);
  });

  it("publishes a photo the page uploaded already, and refuses an address that is not one of the site's uploads", async () => {
    const items = await listStaticListingItems(db(), "/inoculantes");
    const id = items[0]!.id;
    const foreign = listingForm(items);
    foreign.set(`imagenSubida-${id}`, "https://example.com/foto.jpg");
    const refused = (await post("inoculantes", foreign)) as unknown as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors["rows.0.image"]).toBe(staticListingMessages.uploadedImage);
    expect(await listStaticListingItems(db(), "/inoculantes")).toEqual(items);

    const upload = "/uploads/products/0b6f3f57-3c5e-4d35-9a43-2f1f3f1a9c11-800.webp";
    const form = listingForm(items, () => ({ imageAlt: "Frasco de Silotrato de 200 g" }));
    form.set(`imagenSubida-${id}`, upload);
    await post("inoculantes", form);
    const [card] = await listStaticListingCards(db(), "/inoculantes");
    expect(card).toMatchObject({ image: upload, imageAlt: "Frasco de Silotrato de 200 g", name: "Silotrato" });
  });

  it("refuses rows of another listing", async () => {
    const others = await listStaticListingItems(db(), "/easy-grip");
    const result = (await post("solid-grip", listingForm(others))) as unknown as Refusal;
    expect(result.init?.status).toBe(409);
    expect(await listStaticListingItems(db(), "/easy-grip")).toEqual(others);
  });

  it("answers only administrators", async () => {
    const request = new Request(new URL("/admin/listados", TEST_ORIGIN), {
      method: "POST",
      headers: { origin: TEST_ORIGIN },
      body: new FormData(),
    });
    await expect(
      adminRouteContext(request).then((context) => route.action({ request, params: {}, context, unstable_pattern: "" } as never)),
    ).rejects.toBeDefined();
  });
});
