import { describe, expect, it } from "vitest";
import { type LeadCsvRow, leadsCsv, leadsCsvFilter, spreadsheetDateTime } from "~/.server/leads/csv";
import { csvCell, needsFormulaGuard } from "~/.server/spreadsheet-csv";
import { deliveryState } from "~/.server/leads/messages";
import { retryDelayMs } from "~/.server/leads/outbox";
import { detectSpam, MIN_FILL_MS } from "~/.server/leads/spam";
import { FILL_MS_FIELD, HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-forms";

describe("spam filter", () => {
  const now = 1_000_000_000;
  it("flags a filled honeypot whatever the timing", () => {
    expect(detectSpam({ [HONEYPOT_FIELD]: "x", [RENDERED_AT_FIELD]: String(now - 60_000) }, now)).toBe("honeypot");
  });
  it("flags a form sent faster than a person can fill it, by either clock", () => {
    expect(detectSpam({ [RENDERED_AT_FIELD]: String(now - 500) }, now)).toBe("too-fast");
    expect(detectSpam({}, now)).toBe("too-fast");
    expect(detectSpam({ [RENDERED_AT_FIELD]: String(now - MIN_FILL_MS) }, now)).toBeNull();
    // A browser clock ahead of the server's does not matter: the browser's own measure counts.
    expect(detectSpam({ [RENDERED_AT_FIELD]: String(now + 120_000), [FILL_MS_FIELD]: "9000" }, now)).toBeNull();
  });
});

describe("outbox retry policy", () => {
  it("doubles from 30 s and stops at an hour", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(12)).toBe(3_600_000);
  });
});

describe("delivery state of a message", () => {
  it("shows the worst state of its e-mails", () => {
    expect(deliveryState([])).toBe("none");
    expect(deliveryState(["sent", "sent"])).toBe("sent");
    expect(deliveryState(["sent", "sending"])).toBe("pending");
    expect(deliveryState(["pending", "unconfirmed"])).toBe("unconfirmed");
    expect(deliveryState(["unconfirmed", "failed"])).toBe("failed");
  });
});

const lead: LeadCsvRow = {
  id: "1",
  createdAt: new Date("2026-11-20T12:00:00Z"),
  source: "contacto",
  nombre: "Ana",
  apellido: "Pérez",
  email: "ana@example.com",
  telefono: "+598 99 123 456",
  empresa: null,
  topic: null,
  pagePath: "/contacto",
  mensaje: "Redes",
  stage: "nueva",
  lostReason: null,
  ownerName: null,
  followUpOn: null,
  notes: 0,
  lastNote: null,
  items: [],
};

/** The file's lines without the byte-order mark (a cell may hold a line break of its own). */
const linesOf = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n");

describe("CSV export", () => {
  it("is written as the catalogue's export: a BOM, semicolons, every cell quoted, formulas neutralised", () => {
    const csv = leadsCsv([{ ...lead, nombre: '=HYPERLINK("x")', telefono: "+598 99", mensaje: 'Dice "hola";\nchau' }]);
    expect(csv.startsWith('\uFEFF"Fecha (hora de Montevideo)";"Formulario"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    // A phone number stays as written: "+598 99" is arithmetic on digits at worst, never a function call.
    expect(csv).toContain(`"+598 99"`);
    expect(csv).toContain(`"Dice ""hola"";\nchau"`);
    expect(csv).toContain('"Página de contacto"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("repeats the lead on one row per product, in Spanish columns with the pipeline's stage, owner and follow-up", () => {
    const [header, first, second, alone] = linesOf(
      leadsCsv([
        {
          ...lead,
          createdAt: new Date("2026-11-26T10:53:00Z"),
          stage: "perdida",
          lostReason: "Compró a otro proveedor",
          ownerName: "Marta",
          followUpOn: "2026-12-03",
          notes: 2,
          lastNote: "Llamar el lunes",
          items: [
            { kind: "product", ref: "p1", name: "Sellador post dipping", path: "/producto/p1", quantity: 4, note: "en bidones de 20 L" },
            { kind: "product", ref: "p2", name: "Pezoneras", path: "/producto/p2", quantity: 1000, note: "" },
          ],
        },
        { ...lead, id: "2", nombre: "Pablo", apellido: null, stage: "en_curso" },
      ]),
    );
    expect(header).toBe(
      '"Fecha (hora de Montevideo)";"Formulario";"Nombre";"Apellido";"Email";"Teléfono / WhatsApp";"Empresa";"Tema";"Página";"Mensaje";' +
        '"Etapa";"Motivo de pérdida";"Responsable";"Seguimiento";"Notas";"Última nota";"Producto";"Cantidad";"Nota del producto"',
    );
    const leadColumns =
      '"2026-11-26 07:53:00";"Página de contacto";"Ana";"Pérez";"ana@example.com";"+598 99 123 456";"";"";"/contacto";"Redes";' +
      '"Perdida";"Compró a otro proveedor";"Marta";"2026-12-03";"2";"Llamar el lunes"';
    expect(first).toBe(`${leadColumns};"Sellador post dipping";"4";"en bidones de 20 L"`);
    expect(second).toBe(`${leadColumns};"Pezoneras";"1000";""`);
    expect(alone).toContain('"Pablo";"";"ana@example.com"');
    expect(alone).toMatch(/"En curso";"";"";"";"0";"";"";"";""$/);
  });

  it("exports the board's view it was asked from, or every lead but spam", () => {
    const filter = (search: string) => leadsCsvFilter(new URLSearchParams(search));
    expect(filter("")).toBe("todos");
    expect(filter("estado=cerrados")).toBe("cerrados");
    expect(filter("estado=vencidos")).toBe("vencidos");
    // Links written before the pipeline said ?filtro=.
    expect(filter("filtro=spam")).toBe("spam");
    expect(filter("filtro=atendidos")).toBe("todos");
  });
});

describe("CSV cells", () => {
  it("guards every cell a spreadsheet would run as a formula", () => {
    for (const text of [
      "=1+1",
      '=HYPERLINK("http://x")',
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "+SUM(A1)",
      "-2+3",
      "+1-cmd|' /C calc'!A0",
      "-=1",
      '+"x"',
      "- hola",
    ]) {
      expect(needsFormulaGuard(text), text).toBe(true);
    }
  });

  it("leaves phone numbers, negative numbers and plain text as written", () => {
    for (const text of [
      "+598 99 123 456",
      "+598 (99) 123-456",
      "+54 9 11 2345-6789",
      "-12.5",
      "099 123 456",
      "Hola = chau",
      "ana@example.com",
      "",
      "Campo & Industria",
    ]) {
      expect(needsFormulaGuard(text), text).toBe(false);
    }
  });

  it("quotes each cell, doubling inner quotes, with the apostrophe only where needed", () => {
    expect(csvCell("+598 99 123 456")).toBe('"+598 99 123 456"');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell('Dice "hola"')).toBe('"Dice ""hola"""');
    expect(csvCell(null)).toBe('""');
  });

  it("writes dates as YYYY-MM-DD hh:mm:ss in Montevideo time, which spreadsheets read as dates", () => {
    expect(spreadsheetDateTime(new Date("2026-11-26T10:53:00Z"))).toBe("2026-11-26 07:53:00");
    expect(spreadsheetDateTime(new Date("2026-01-01T02:05:09Z"))).toBe("2025-12-31 23:05:09");
  });
});
