import { describe, expect, it } from "vitest";
import { contactMessagesCsv } from "~/.server/leads/csv";
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
      nombre: "=HYPERLINK(\"x\")",
      apellido: null,
      email: "a@example.com",
      telefono: "+598 99",
      empresa: null,
      mensaje: 'Dice "hola",\nchau',
      topic: null,
      pagePath: "/contacto",
      createdAt: new Date("2026-11-20T12:00:00Z"),
      handledAt: null,
      spamReason: null,
      delivery: "sent",
      lastError: null,
    };
    const csv = contactMessagesCsv([message]);
    expect(csv.startsWith("\uFEFF\"Fecha\"")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"'+598 99"`);
    expect(csv).toContain(`"Dice ""hola"",\nchau"`);
    expect(csv).toContain('"Página de contacto"');
  });
});
