import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { queryRows } from "~/.server/db/client";
import { seedDatabase } from "~/.server/db/seed";
import { createLogger } from "~/.server/logger";
import { createRequestContext } from "~/.server/request-context";
import { flushRecordedSearches, RecordedSearchBuffer } from "~/.server/search/recorded-searches";
import { searchSite, suggestSearch } from "~/.server/search/search-site";
import { foldText } from "~/lib/search-text";
import { loader as searchPageLoader } from "~/routes/public/buscar";
import { loader as suggestionsLoader } from "~/routes/resources/buscar.sugerencias";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";
import { UNACCENT_PUNCTUATION } from "../support/unaccent-punctuation";

// Whatever a visitor types or puts in the address, the search and its suggestions answer, and a
// search that fails for another reason logs nothing of what was searched. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.

let database: TestDatabase;
const db = () => database.connection.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(db());
});
afterAll(async () => {
  await flushRecordedSearches();
  await database.dispose();
});

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]+$/u;

/** Every code point that is a letter or a digit and that this database's unaccent turns into something else. */
async function punctuationFromUnaccent(): Promise<number[]> {
  const kept: number[] = [];
  for (let codePoint = 1; codePoint <= 0x10ffff; codePoint++) {
    if (LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint))) kept.push(codePoint);
  }
  const changed = await queryRows<{ code_point: number; unaccented: string }>(
    db(),
    sql`select code_point, unaccent(chr(code_point)) as unaccented
          from unnest(${`{${kept.join(",")}}`}::int[]) as code_point
         where unaccent(chr(code_point)) <> chr(code_point)`,
  );
  return changed.filter((row) => !LETTER_OR_DIGIT.test(foldText(row.unaccented).replace(/^ +/, ""))).map((row) => row.code_point);
}

/** The ways a character is typed: alone, and inside a word after a word the site has. */
const typings = (character: string) => [character, `tambo a${character}b`];

describe("any text searched", () => {
  it("searches and suggests every letter or digit that unaccent turns into punctuation", async () => {
    const found = await punctuationFromUnaccent();
    // The unit tests' list (tests/support/unaccent-punctuation.ts) covers this database's.
    expect(UNACCENT_PUNCTUATION).toEqual(expect.arrayContaining(found));
    expect(found).toEqual(expect.arrayContaining([0x02bc, 0x02d0]));
    for (const codePoint of found) {
      for (const typed of typings(String.fromCodePoint(codePoint))) {
        await expect(searchSite(db(), typed), typed).resolves.toMatchObject({ total: expect.any(Number) });
        await expect(suggestSearch(db(), typed), typed).resolves.toEqual(expect.any(Array));
      }
    }
  });

  it("finds what the words mean around those characters", async () => {
    // "tambo" is found with ʼ or ː beside it, as the documents' own text folds them.
    expect((await searchSite(db(), "tamboʼ")).total).toBeGreaterThan(0);
    expect((await searchSite(db(), "ːtambo")).total).toBeGreaterThan(0);
    expect((await suggestSearch(db(), "tambo ʼ")).length).toBeGreaterThan(0);
  });

  it("answers text drawn from every Unicode general category", async () => {
    const categories = ["Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po"];
    categories.push("Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn");
    const categoryOf = new RegExp(categories.map((category) => `(?<${category}>\\p{gc=${category}})`).join("|"), "u");
    const pools = new Map<string, number[]>(categories.map((category) => [category, []]));
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const groups = categoryOf.exec(String.fromCodePoint(codePoint))?.groups ?? {};
      const category = categories.find((name) => groups[name] !== undefined);
      if (category) pools.get(category)!.push(codePoint);
    }
    const fromCategory = (pool: number[]) =>
      fc.integer({ min: 0, max: pool.length - 1 }).map((index) => String.fromCodePoint(pool[index]!));
    const character = fc.oneof(
      ...[...pools.values()].map(fromCategory),
      fc.constantFrom(...UNACCENT_PUNCTUATION.map((codePoint) => String.fromCodePoint(codePoint))),
      fc.constantFrom(..."':&|!()<>*\\-\"%_ ".split("")),
      fc.constantFrom("tambo", "desinfección", "de", "inocul", " "),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(character, { maxLength: 40 }), async (parts) => {
        const typed = parts.join("");
        expect((await searchSite(db(), typed)).total).toBeGreaterThanOrEqual(0);
        expect(await suggestSearch(db(), typed)).toEqual(expect.any(Array));
      }),
      { numRuns: 100 },
    );
  });
});

type PageData = { state: string; query: string };

async function searchPage(search: string): Promise<{ status: number; data: PageData }> {
  const request = new Request(`http://localhost/buscar${search}`);
  const answer = (await searchPageLoader({ request, params: {}, context: routeContext({ db: db() }) } as never)) as unknown as {
    data: PageData;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

function suggestions(search: string): Promise<Response> {
  const request = new Request(`http://localhost/buscar/sugerencias${search}`);
  return suggestionsLoader({ request, params: {}, context: routeContext({ db: db() }) } as never);
}

describe("the search's addresses", () => {
  it("answer 200 to the letters unaccent turns into query syntax", async () => {
    expect(await searchPage("?q=%CA%BC")).toMatchObject({ status: 200, data: { state: "results", query: "ʼ" } });
    const answer = await suggestions("?q=a%CB%90b");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(expect.any(Array));
  });

  it("answer 200 to any bytes in the query string", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 30 }), async (bytes) => {
        const encoded = [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
        expect((await searchPage(`?q=${encoded}`)).status).toBe(200);
        expect((await suggestions(`?q=${encoded}`)).status).toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});

describe("a search that fails", () => {
  let broken: TestDatabase;
  const typed = "pulverizadora Trichogramma";
  const words = ["pulverizadora", "trichogramma"];

  beforeAll(async () => {
    broken = await createTestDatabase();
    await broken.connection.db.execute(sql`drop table search_words, search_documents, search_queries cascade`);
  });
  afterAll(() => broken.dispose());

  /** A logger writing into the returned array, as the server's writes to standard output. */
  function collectingLogger() {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { log: createLogger({ level: "info", destination }), lines };
  }

  it("is logged by the server without what was searched", async () => {
    const { log, lines } = collectingLogger();
    const context = createRequestContext(
      { requestId: "search-failure", log, clientIp: null, nonce: undefined },
      async () => broken.connection.db,
    );
    for (const path of ["/buscar", "/buscar/sugerencias"]) {
      const request = new Request(`http://localhost${path}?q=${encodeURIComponent(typed)}`);
      const loader = path === "/buscar" ? searchPageLoader : suggestionsLoader;
      const failure = await Promise.resolve(loader({ request, params: {}, context } as never)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      handleError(failure, { request, params: {}, context } as never);
    }
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({
        level: "error",
        msg: "request failed",
        err: { message: expect.stringMatching(/^site search failed: SQLSTATE 42P01/) },
      });
      for (const word of [typed, ...words]) expect(line.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it("leaves the recorded searches' failed write out of the log", async () => {
    const { log, lines } = collectingLogger();
    const buffer = new RecordedSearchBuffer(broken.connection.db, 60_000, log);
    buffer.add({ day: "2026-11-28", query: typed.toLowerCase(), searches: 1, results: 0 });
    await buffer.close();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({
        level: "warn",
        msg: "recorded searches: write failed, will retry",
        error: expect.stringMatching(/^SQLSTATE 42P01/),
      });
      for (const word of words) expect(line.toLowerCase()).not.toContain(word);
    }
  });
});
