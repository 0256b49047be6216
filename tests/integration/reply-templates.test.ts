import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, replyTemplates } from "~/.server/db/schema";
import { readFlash } from "~/.server/flash";
import type { EditConflict } from "~/admin/lib/edit-conflict";
import * as route from "~/admin/routes/messages.plantillas";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// «Plantillas de respuesta» (/admin/messages/plantillas) through its loader and action: a template
// is created and changed, and a change made in a form loaded before someone else's save is refused
// with the admin's edit-conflict notice (who, when, what changed), keeping what was typed, until
// «Guardar la mía de todos modos» names the newer version (docs/decisions/022-edit-conflicts.md).

const PATH = "/admin/messages/plantillas";
const admin = setUpSignedInAdmin("plantillas@example.com");
const db = () => admin.test.database.connection.db;

interface Refusal {
  data: {
    notice: { title: string } | null;
    values: { name: string; body: string } | null;
    errors: Record<string, string>;
    conflict: EditConflict | null;
  };
  init: { status?: number } | null;
}

async function post(fields: Record<string, string>): Promise<Response | Refusal> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = admin.request(PATH, form);
  return (await route.action(await admin.args<typeof route.action>(request))) as Response | Refusal;
}

async function flashTitle(response: Response | Refusal): Promise<string | undefined> {
  expect(response).toBeInstanceOf(Response);
  const redirect = response as Response;
  expect(redirect.status).toBe(303);
  const cookie = redirect.headers.get("set-cookie")!.split(";")[0]!;
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).notice?.title;
}

async function loadEditForm(id: string) {
  const request = admin.request(`${PATH}?editar=${id}`);
  const loaded = await route.loader(await admin.args<typeof route.loader>(request));
  return { version: String(loaded.base!.version), loadedSnapshot: loaded.base!.loaded };
}

describe("reply templates", () => {
  it("refuses a change over a newer save, says who changed what, keeps the text, and saves over it only when asked", async () => {
    expect(await flashTitle(await post({ intent: "create", name: "Precio y plazo", body: "Hola {nombre}, el precio es…" }))).toBe(
      "Plantilla creada",
    );
    const [created] = await db().select().from(replyTemplates).where(eq(replyTemplates.name, "Precio y plazo"));
    const id = created!.id;

    // Two tabs open the same template; the first saves.
    const firstTab = await loadEditForm(id);
    const secondTab = await loadEditForm(id);
    expect(
      await flashTitle(await post({ intent: "update", id, ...firstTab, name: "Precio y plazo", body: "Hola {nombre}, hay stock." })),
    ).toBe("Plantilla guardada");

    // The second tab's save is refused: nothing is written, what it typed comes back.
    const stale = (await post({
      intent: "update",
      id,
      ...secondTab,
      name: "Precio, plazo y envío",
      body: "Hola {nombre}, enviamos.",
    })) as Refusal;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.values).toMatchObject({ name: "Precio, plazo y envío", body: "Hola {nombre}, enviamos." });
    expect(stale.data.conflict).toMatchObject({
      savedBy: "plantillas@example.com",
      byYou: true,
      changes: ["Texto: Hola {nombre}, el precio es… → Hola {nombre}, hay stock."],
      currentVersion: created!.version + 1,
    });
    expect((await db().select().from(replyTemplates).where(eq(replyTemplates.id, id)))[0]).toMatchObject({
      name: "Precio y plazo",
      body: "Hola {nombre}, hay stock.",
    });

    // «Guardar la mía de todos modos» names the version it has now seen (and, not being the form's
    // «Guardar cambios» button, sends no intent).
    const replace = String(stale.data.conflict!.currentVersion);
    expect(
      await flashTitle(
        await post({
          id,
          ...secondTab,
          replaceVersion: replace,
          name: "Precio, plazo y envío",
          body: "Hola {nombre}, enviamos.",
        }),
      ),
    ).toBe("Plantilla guardada");
    expect((await db().select().from(replyTemplates).where(eq(replyTemplates.id, id)))[0]).toMatchObject({
      name: "Precio, plazo y envío",
      body: "Hola {nombre}, enviamos.",
      version: created!.version + 2,
    });
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.subjectId, id)).orderBy(desc(activityLog.at)).limit(1);
    expect(entry!.detail).toBe(
      "Nombre: Precio y plazo → Precio, plazo y envío · Texto: Hola {nombre}, hay stock. → Hola {nombre}, enviamos.",
    );

    // A change without the version it was loaded with saves nothing.
    const blind = (await post({ intent: "update", id, name: "A ciegas", body: "Texto" })) as Refusal;
    expect(blind.init?.status).toBe(400);
    expect(blind.data.values?.name).toBe("A ciegas");
    expect((await db().select().from(replyTemplates).where(eq(replyTemplates.id, id)))[0]!.name).toBe("Precio, plazo y envío");
  });
});
