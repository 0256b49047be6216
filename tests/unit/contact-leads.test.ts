import { describe, expect, it } from "vitest";
import { contactMessagesCsv, spreadsheetDateTime } from "~/.server/leads/csv";
import { csvCell, needsFormulaGuard } from "~/.server/spreadsheet-csv";
import { deliveryState, type InboxMessage } from "~/.server/leads/messages";
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

describe("CSV export", () => {
  it("quotes cells and neutralises spreadsheet formulas", () => {
    const message: InboxMessage = {
      id: "1",
      source: "contacto",
      nombre: '=HYPERLINK("x")',
      apellido: null,
      email: "a@example.com",
      telefono: "+598 99",
      empresa: null,
      mensaje: 'Dice "hola",\nchau',
      topic: null,
      pagePath: "/contacto",
      createdAt: new Date("2026-11-20T12:00:00Z"),
      handledAt: null,
      stage: "nueva",
      lostReason: null,
      followUpOn: null,
      stageChangedAt: null,
      spamReason: null,
      delivery: "sent",
      lastError: null,
      notes: null,
      assigneeId: null,
      assigneeName: null,
      items: [],
    };
    const csv = contactMessagesCsv([message]);
    expect(csv.startsWith('\uFEFF"Fecha (hora de Montevideo)"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    // A phone number stays as written: "+598 99" is arithmetic on digits at worst, never a function call.
    expect(csv).toContain(`"+598 99"`);
    expect(csv).toContain(`"Dice ""hola"",\nchau"`);
    expect(csv).toContain('"Página de contacto"');
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

  it("adds the assignee and the notes, and dates in ISO order", () => {
    const message: InboxMessage = {
      id: "2",
      source: "inicio",
      nombre: "Ana",
      apellido: "Pérez",
      email: "ana@example.com",
      telefono: "+598 99 123 456",
      empresa: null,
      mensaje: "Redes",
      topic: null,
      pagePath: null,
      createdAt: new Date("2026-11-26T10:53:00Z"),
      handledAt: new Date("2026-11-26T12:00:00Z"),
      stage: "en_curso",
      lostReason: null,
      followUpOn: null,
      stageChangedAt: new Date("2026-11-26T12:00:00Z"),
      spamReason: null,
      delivery: "sent",
      lastError: null,
      notes: "Llamar el lunes",
      assigneeId: "00000000-0000-4000-8000-000000000000",
      assigneeName: "Marta",
      items: [],
    };
    const [header, row] = contactMessagesCsv([message])
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(header).toContain('"Asignada a","Notas internas"');
    expect(row).toBe(
      '"2026-11-26 07:53:00","Formulario de inicio","Ana","Pérez","ana@example.com","+598 99 123 456","","","","Redes","Enviado","2026-11-26 09:00:00","Marta","Llamar el lunes"',
    );
  });
});
