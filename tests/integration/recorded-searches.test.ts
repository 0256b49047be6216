import { beforeEach, describe, expect, it } from "vitest";
import { searchQueries } from "~/.server/db/schema";
import {
  listRecordedSearches,
  pruneRecordedSearches,
  RECORDED_QUERIES_PER_DAY,
  recordableQuery,
  recordedSearchesSince,
  flushRecordedSearches,
  RecordedSearchBuffer,
  recordSearch,
} from "~/.server/search/recorded-searches";
import { montevideoDate } from "~/lib/montevideo-time";
import { loader } from "~/admin/routes/busquedas";
import { TEST_ORIGIN } from "../support/auth";
import { adminRouteContext } from "../support/route-context";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// "Búsquedas" (/admin/busquedas): what visitors searched, counted per day and query with nothing
// about the person, what they searched and did not find, over 7, 30 or 90 days, kept a year.

const DAY = 24 * 60 * 60 * 1000;
const admin = setUpSignedInAdmin("busquedas@example.com");
const db = () => admin.test.database.connection.db;
const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY);
const load = async (search = "") => loader(await admin.args<typeof loader>(admin.request(`/admin/busquedas${search}`)));

beforeEach(async () => {
  await db().delete(searchQueries);
});

describe("recorded searches", () => {
  it("counts a query once per search and per Montevideo day, accents, case and spaces folded", async () => {
    const now = new Date("2026-11-26T15:00:00Z");
    recordSearch(db(), "Desinfección", 4, now);
    recordSearch(db(), "  desinfeccion ", 3, now);
    recordSearch(db(), "DESINFECCIÓN", 2, now);
    await flushRecordedSearches();
    // 01:00 in UTC is still the evening before in Montevideo (UTC−3).
    recordSearch(db(), "desinfección", 5, new Date("2026-11-27T01:00:00Z"));
    recordSearch(db(), "desinfección", 6, new Date("2026-11-27T04:00:00Z"));
    await flushRecordedSearches();

    const rows = await db().select().from(searchQueries).orderBy(searchQueries.day);
    expect(rows).toEqual([
      { day: "2026-11-26", query: "desinfeccion", searches: 4, results: 5 },
      { day: "2026-11-27", query: "desinfeccion", searches: 1, results: 6 },
    ]);
    expect(await listRecordedSearches(db(), "2026-11-20")).toEqual([{ query: "desinfeccion", searches: 5, results: 6 }]);
  });

  it("keeps nothing that looks like an e-mail address or a phone number, and nothing empty", async () => {
    for (const query of ["lucia@campo.com.uy", "099 318 452", "+598 2 123 4567", "1.234.567-8", "   ", "\u0000\u0007"]) {
      expect(recordableQuery(query), query).toBeNull();
      recordSearch(db(), query, 0);
    }
    expect(await db().select().from(searchQueries)).toEqual([]);
    // Model numbers, sizes and quantities are kept.
    expect(recordableQuery("TamaNet 3000")).toBe("tamanet 3000");
    expect(recordableQuery("red 1,23 m 3000 m")).toBe("red 1,23 m 3000 m");
    expect(recordableQuery("x".repeat(1000))).toHaveLength(100);
  });

  it("lists the most searched first, and apart those whose latest search found nothing", async () => {
    const now = new Date();
    for (let i = 0; i < 3; i++) recordSearch(db(), "inoculante", 2, now);
    for (let i = 0; i < 2; i++) recordSearch(db(), "tamanet 3000", 0, now);
    recordSearch(db(), "sellador post dipping", 0, now);
    await flushRecordedSearches();
    // Found nothing last week, something today: the catalogue has it now.
    recordSearch(db(), "biofilm", 0, daysAgo(5, now));
    recordSearch(db(), "biofilm", 3, now);
    await flushRecordedSearches();

    const since = recordedSearchesSince(30, now);
    expect(await listRecordedSearches(db(), since)).toEqual([
      { query: "inoculante", searches: 3, results: 2 },
      { query: "biofilm", searches: 2, results: 3 },
      { query: "tamanet 3000", searches: 2, results: 0 },
      { query: "sellador post dipping", searches: 1, results: 0 },
    ]);
    expect(await listRecordedSearches(db(), since, { onlyWithoutResults: true })).toEqual([
      { query: "tamanet 3000", searches: 2, results: 0 },
      { query: "sellador post dipping", searches: 1, results: 0 },
    ]);
  });

  it("filters by period: the last 7, 30 or 90 days, today included", async () => {
    const now = new Date();
    recordSearch(db(), "hoy", 1, now);
    recordSearch(db(), "hace seis dias", 1, daysAgo(6, now));
    recordSearch(db(), "hace ocho dias", 1, daysAgo(8, now));
    recordSearch(db(), "hace sesenta dias", 0, daysAgo(60, now));
    recordSearch(db(), "hace cien dias", 0, daysAgo(100, now));
    await flushRecordedSearches();

    expect(recordedSearchesSince(7, now)).toBe(montevideoDate(daysAgo(6, now)));
    const queries = async (days: number) =>
      (await listRecordedSearches(db(), recordedSearchesSince(days, now))).map((row) => row.query).sort();
    expect(await queries(7)).toEqual(["hace seis dias", "hoy"]);
    expect(await queries(30)).toEqual(["hace ocho dias", "hace seis dias", "hoy"]);
    expect(await queries(90)).toEqual(["hace ocho dias", "hace seis dias", "hace sesenta dias", "hoy"]);
  });

  it("keeps a year: the first search of a day deletes the days older than 365", async () => {
    const now = new Date();
    await db()
      .insert(searchQueries)
      .values([
        { day: montevideoDate(daysAgo(400, now)), query: "muy vieja", searches: 3, results: 0 },
        { day: montevideoDate(daysAgo(300, now)), query: "de hace diez meses", searches: 1, results: 1 },
      ]);
    // A search recorded as made tomorrow is that process's first of a new day, whatever ran before.
    recordSearch(db(), "redes", 4, daysAgo(-1, now));
    await flushRecordedSearches();
    expect((await db().select().from(searchQueries)).map((row) => row.query).sort()).toEqual(["de hace diez meses", "redes"]);

    await db()
      .insert(searchQueries)
      .values({ day: montevideoDate(daysAgo(366, now)), query: "otra vieja", searches: 1, results: 0 });
    await pruneRecordedSearches(db(), now);
    expect((await db().select().from(searchQueries)).map((row) => row.query).sort()).toEqual(["de hace diez meses", "redes"]);
  });

  it("stops adding new queries past the day's limit, and still counts the known ones", async () => {
    const day = montevideoDate(new Date());
    await db()
      .insert(searchQueries)
      .values(Array.from({ length: RECORDED_QUERIES_PER_DAY }, (_, i) => ({ day, query: `consulta ${i}`, searches: 1, results: 0 })));
    recordSearch(db(), "una mas", 1);
    recordSearch(db(), "consulta 7", 2);
    await flushRecordedSearches();
    const rows = await listRecordedSearches(db(), day, { limit: 1 });
    expect(rows).toEqual([{ query: "consulta 7", searches: 2, results: 2 }]);
    expect((await listRecordedSearches(db(), day, { limit: RECORDED_QUERIES_PER_DAY + 10 })).some((row) => row.query === "una mas")).toBe(
      false,
    );
  });
});

describe("the counts waiting in memory", () => {
  it("adds, of a day's new queries, only as many as the limit leaves, the most searched first", async () => {
    const day = montevideoDate(new Date());
    await db()
      .insert(searchQueries)
      .values(Array.from({ length: RECORDED_QUERIES_PER_DAY - 1 }, (_, i) => ({ day, query: `consulta ${i}`, searches: 1, results: 0 })));
    recordSearch(db(), "rollo de silo", 0);
    recordSearch(db(), "film stretch", 2);
    recordSearch(db(), "film stretch", 2);
    await flushRecordedSearches();
    const queries = (await listRecordedSearches(db(), day, { limit: RECORDED_QUERIES_PER_DAY + 10 })).map((row) => row.query);
    expect(queries).toHaveLength(RECORDED_QUERIES_PER_DAY);
    expect(queries[0]).toBe("film stretch");
    expect(queries).not.toContain("rollo de silo");
  });

  it("keeps what a failed write could not store and writes it with the next, the latest results kept", async () => {
    const day = montevideoDate(new Date());
    let refuse = true;
    // The database refuses the first statement, as during a restart of PostgreSQL.
    const flaky = new Proxy(db(), {
      get(target, property, receiver) {
        if (property === "execute" && refuse) {
          refuse = false;
          return () => Promise.reject(new Error("the database system is starting up"));
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const buffer = new RecordedSearchBuffer(flaky, 60_000);
    buffer.add({ day, query: "ensilaje", searches: 1, results: 3 });
    await buffer.flush();
    expect(await db().select().from(searchQueries)).toEqual([]);
    buffer.add({ day, query: "ensilaje", searches: 1, results: 4 });
    await buffer.close();
    expect(await db().select().from(searchQueries)).toEqual([{ day, query: "ensilaje", searches: 2, results: 4 }]);
  });
});

describe("/admin/busquedas", () => {
  it("shows the most searched and those without results of the chosen period, 30 days unless 7, 30 or 90 is asked", async () => {
    const now = new Date();
    recordSearch(db(), "Inoculante", 2, now);
    recordSearch(db(), "inoculante", 2, now);
    recordSearch(db(), "TamaNet 3000", 0, daysAgo(10, now));

    // The page writes this instance's waiting counts before it reads.
    const month = await load();
    expect(month.days).toBe(30);
    expect(month.popular).toEqual([
      { query: "inoculante", searches: 2, results: 2 },
      { query: "tamanet 3000", searches: 1, results: 0 },
    ]);
    expect(month.unanswered).toEqual([{ query: "tamanet 3000", searches: 1, results: 0 }]);

    const week = await load("?dias=7");
    expect(week.days).toBe(7);
    expect(week.popular.map((row) => row.query)).toEqual(["inoculante"]);
    expect(week.unanswered).toEqual([]);
    expect((await load("?dias=365")).days).toBe(30);
  });

  it("is for the signed-in staff only", async () => {
    const request = new Request(new URL("/admin/busquedas", TEST_ORIGIN), { headers: { accept: "text/html" } });
    const anonymous = async () =>
      loader({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<typeof loader>[0]);
    await expect(anonymous()).rejects.toMatchObject({ status: 302 });
  });
});
