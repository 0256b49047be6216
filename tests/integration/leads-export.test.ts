import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, contactMessages, leadItems, users } from "~/.server/db/schema";
import { recordLeadEvent } from "~/.server/leads/timeline";
import { loader } from "~/admin/routes/messages.csv";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// /admin/messages.csv: the leads with their products, one row per product, in the catalogue
// export's spreadsheet format, with the pipeline's stage, owner, follow-up and notes; spam only
// when asked for. On PGlite and, with DATABASE_URL, on PostgreSQL.

const admin = setUpSignedInAdmin("ventas@campo.example");
const db = () => admin.test.database.connection.db;

async function download(search = ""): Promise<{ response: Response; lines: string[] }> {
  const request = admin.request(`/admin/messages.csv${search}`);
  const response = (await loader(await admin.args<typeof loader>(request))) as Response;
  const text = new TextDecoder().decode(await response.arrayBuffer());
  return {
    response,
    lines: text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean),
  };
}

describe("leads export", () => {
  beforeAll(async () => {
    const [owner] = await db().insert(users).values({ name: "Marta Silva", email: "marta@campo.example" }).returning({ id: users.id });
    const base = { source: "contacto", email: "cliente@example.com", mensaje: "Quiero cotizar." };
    const [won] = await db()
      .insert(contactMessages)
      .values([
        {
          ...base,
          nombre: "Lucía",
          apellido: "Pérez",
          empresa: "Tambo La Esperanza",
          pagePath: "/productos/flexnet-pro",
          stage: "ganada",
          assigneeId: owner!.id,
          followUpOn: "2026-12-03",
          createdAt: new Date("2026-11-26T13:00:00Z"),
        },
        { ...base, nombre: "Pablo", stage: "en_curso", createdAt: new Date("2026-11-27T13:00:00Z") },
        { ...base, nombre: "Robot", spamReason: "honeypot", createdAt: new Date("2026-11-27T14:00:00Z") },
      ])
      .returning({ id: contactMessages.id });
    await db()
      .insert(leadItems)
      .values([
        {
          contactMessageId: won!.id,
          position: 0,
          kind: "product",
          ref: "p1",
          name: "Sellador post dipping",
          path: "/producto/p1",
          quantity: 4,
          note: "en bidones",
        },
        { contactMessageId: won!.id, position: 1, kind: "product", ref: "p2", name: "Pezoneras", path: "/producto/p2", quantity: 1000 },
      ]);
    await recordLeadEvent(db(), {
      messageId: won!.id,
      kind: "note",
      text: "Pide precio por volumen.",
      actor: { id: null, label: "Marta" },
    });
    await recordLeadEvent(db(), { messageId: won!.id, kind: "stage", detail: { stage: "ganada" } });
    // The latest note is the one written last.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordLeadEvent(db(), {
      messageId: won!.id,
      kind: "note",
      text: "Confirmó 1.000 pezoneras.",
      actor: { id: null, label: "Marta" },
    });
  });

  it("downloads every lead but spam, newest first, one row per product, as the catalogue's export is written", async () => {
    const { response, lines } = await download();
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="consultas-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(lines[0]).toContain(
      '"Etapa";"Motivo de pérdida";"Responsable";"Seguimiento";"Notas";"Última nota";"Producto";"Cantidad";"Nota del producto"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"2026-11-27 10:00:00";"Página de contacto";"Pablo";.*"En curso";"";"";"";"0";"";"";"";""$/);
    const lucia =
      '"Lucía";"Pérez";"cliente@example.com";"";"Tambo La Esperanza";"";"/productos/flexnet-pro";"Quiero cotizar.";' +
      '"Ganada";"";"Marta Silva";"2026-12-03";"2";"Confirmó 1.000 pezoneras."';
    expect(lines[2]).toBe(`"2026-11-26 10:00:00";"Página de contacto";${lucia};"Sellador post dipping";"4";"en bidones"`);
    expect(lines[3]).toBe(`"2026-11-26 10:00:00";"Página de contacto";${lucia};"Pezoneras";"1000";""`);
    expect(lines.join("\n")).not.toContain("Robot");

    const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "exported"));
    expect(entry).toMatchObject({ subject: "message" });
  });

  it("exports the board's view it was asked from: closed, open, mine, due or the spam", async () => {
    const names = async (search: string) => (await download(search)).lines.slice(1).map((line) => line.split(";")[2]);
    expect(await names("?estado=cerrados")).toEqual(['"Lucía"', '"Lucía"']);
    expect(await names("?estado=abiertos")).toEqual(['"Pablo"']);
    // Nobody's own and nothing due for the one downloading; «Vencidas» leaves out the won lead.
    expect(await names("?estado=mias")).toEqual([]);
    expect(await names("?estado=vencidos")).toEqual([]);
    expect((await download("?filtro=spam")).lines.slice(1).map((line) => line.split(";")[2])).toEqual(['"Robot"']);
  });
});
