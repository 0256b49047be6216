import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConnection } from "~/.server/db";
import { contactMessages } from "~/.server/db/schema";
import { listContactMessages } from "~/.server/leads/messages";
import { createTestDatabase, type TestDatabase } from "../support/database";

describe("leads inbox", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    setConnection(test.connection);
  });
  afterAll(async () => {
    setConnection(undefined);
    await test.dispose();
  });

  it("lists messages newest first and keeps spam and handled messages in their own views", async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const base = { source: "contacto", email: "cliente@example.com", mensaje: "Consulta" };
    await test.connection.db.insert(contactMessages).values([
      { ...base, nombre: "Primera", createdAt: at(30) },
      { ...base, nombre: "Última", createdAt: at(1) },
      { ...base, nombre: "Del medio", createdAt: at(10) },
      { ...base, nombre: "Atendida", createdAt: at(5), handledAt: at(2) },
      { ...base, nombre: "Spam", createdAt: at(3), spamReason: "honeypot" },
    ]);
    expect((await listContactMessages("abiertos")).map((message) => message.nombre)).toEqual(["Última", "Del medio", "Primera"]);
    expect((await listContactMessages("atendidos")).map((message) => message.nombre)).toEqual(["Atendida"]);
    expect((await listContactMessages("spam")).map((message) => message.nombre)).toEqual(["Spam"]);
    expect((await listContactMessages("todos")).map((message) => message.nombre)).toEqual(["Última", "Atendida", "Del medio", "Primera"]);
  });
});
