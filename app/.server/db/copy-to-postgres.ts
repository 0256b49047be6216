import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import { describePostgresUrl, openEmbeddedDatabase, openPostgresDatabase, queryRows } from "./client";
import { sessions } from "./schema";

// `npm run db:copy-to-postgres`: moves a site from the embedded database (PGlite under DATA_DIR)
// into a new, empty PostgreSQL database (docs/decisions/027-moving-to-postgresql-and-production-install.md).
// Every table of the public schema is found in the catalogue, never listed here, so a table a later
// migration adds is copied too. Values travel as PostgreSQL's own text form and are cast back to
// the column's type on arrival: timestamps keep their microseconds, numeric its digits, and jsonb,
// bytea, arrays and tsvector come back exactly. The copy is one transaction on PostgreSQL: after
// it, every table is counted and checksummed on both sides, and any difference rolls it all back.

export class CopyToPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CopyToPostgresError";
  }
}

export interface CopyOptions {
  dataDir: string;
  databaseUrl: string;
  /** Leaves the sessions table out: everyone signs in again on the new database. */
  withoutSessions?: boolean;
  /** Rows per INSERT. */
  batchSize?: number;
}

export interface TableCopy {
  table: string;
  /** Rows in the embedded database. */
  source: number;
  /** Rows in PostgreSQL after the copy; null when the table was left out. */
  target: number | null;
  /** Both sides hold the same rows (count and checksum of every value). */
  same: boolean;
}

export interface CopyToPostgresReport {
  source: string;
  target: string;
  tables: TableCopy[];
  /** Sequences whose position was carried over. */
  sequences: number;
}

interface Column {
  name: string;
  /** The column's type as SQL names it (`timestamp with time zone`, `text[]`, `numeric(12,2)`). */
  type: string;
}

interface Table {
  name: string;
  /** The columns a row is written with: generated columns are computed by PostgreSQL instead. */
  columns: Column[];
  primaryKey: string[];
}

interface ForeignKey {
  table: string;
  referenced: string;
  columns: string[];
  referencedColumns: string[];
}

/** Text queries against either database; `rows` are plain objects. */
interface Reader {
  rows<Row>(text: string, values?: unknown[]): Promise<Row[]>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => `public.${ident(table)}`;

// The same session settings on both sides, so each value's text form is the same wherever it is read.
const TEXT_FORM_SETTINGS = [
  "set time zone 'UTC'",
  "set datestyle to 'ISO, YMD'",
  "set intervalstyle to 'postgres'",
  "set bytea_output to 'hex'",
  "set extra_float_digits to 1",
];

async function readTables(reader: Reader): Promise<Map<string, Table>> {
  const columns = await reader.rows<{ table: string; name: string; type: string; generated: boolean }>(
    `select c.relname as "table", a.attname as "name", format_type(a.atttypid, a.atttypmod) as "type", a.attgenerated <> '' as "generated"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const keys = await reader.rows<{ table: string; columns: string[] }>(
    `select c.relname as "table",
            array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.oid and a.attnum = k.n order by k.o) as "columns"
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and i.indisprimary`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    const table = tables.get(column.table) ?? { name: column.table, columns: [], primaryKey: [] };
    if (!column.generated) table.columns.push({ name: column.name, type: column.type });
    tables.set(column.table, table);
  }
  for (const key of keys) {
    const table = tables.get(key.table);
    if (table) table.primaryKey = key.columns;
  }
  return tables;
}

async function readForeignKeys(reader: Reader): Promise<ForeignKey[]> {
  const attnames = (relation: string, numbers: string) =>
    `array(select a.attname::text from unnest(${numbers}) with ordinality k(n, o) join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.n order by k.o)`;
  return reader.rows<ForeignKey>(
    `select c.relname as "table", r.relname as "referenced",
            ${attnames("con.conrelid", "con.conkey")} as "columns", ${attnames("con.confrelid", "con.confkey")} as "referencedColumns"
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class r on r.oid = con.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'f' and n.nspname = 'public'`,
  );
}

/** Tables in an order where every table comes after those it references. */
function foreignKeyOrder(tables: Map<string, Table>, foreignKeys: ForeignKey[]): Table[] {
  const ordered: Table[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, from: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new CopyToPostgresError(
        `The tables ${[...from, name].join(" → ")} reference each other in a cycle; this command cannot order them.`,
      );
    }
    state.set(name, "visiting");
    for (const key of foreignKeys) {
      if (key.table === name && key.referenced !== name) visit(key.referenced, [...from, name]);
    }
    state.set(name, "done");
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) visit(name, []);
  return ordered;
}

type Row = (string | null)[];

/** Orders the rows of a table that references itself (a category's parent) so parents come first. */
function parentsFirst(rows: Row[], table: Table, selfKeys: ForeignKey[]): Row[] {
  const position = (column: string) => table.columns.findIndex((c) => c.name === column);
  const keyOf = (row: Row, columns: string[]) => {
    const values = columns.map((column) => row[position(column)] ?? null);
    return values.includes(null) ? null : JSON.stringify(values);
  };
  const byReferencedKey = selfKeys.map((key) => new Map(rows.map((row) => [keyOf(row, key.referencedColumns), row])));
  const ordered: Row[] = [];
  const placed = new Set<Row>();
  const place = (row: Row) => {
    if (placed.has(row)) return;
    placed.add(row);
    selfKeys.forEach((key, index) => {
      const parentKey = keyOf(row, key.columns);
      const parent = parentKey === null ? undefined : byReferencedKey[index]!.get(parentKey);
      if (parent) place(parent);
    });
    ordered.push(row);
  };
  rows.forEach(place);
  return ordered;
}

/** Count and an order-independent checksum of a table's rows, as text. */
class Tally {
  count = 0;
  private sum = 0n;
  add(row: Row) {
    this.count++;
    this.sum = (this.sum + BigInt(`0x${createHash("sha256").update(JSON.stringify(row)).digest("hex").slice(0, 32)}`)) % 2n ** 128n;
  }
  equals(other: Tally) {
    return this.count === other.count && this.sum === other.sum;
  }
}

/** Reads a table's rows as text, in primary-key batches (or all at once when it has no key). */
async function* readRows(reader: Reader, table: Table, batchSize: number): AsyncGenerator<Row[]> {
  const select = `select ${table.columns.map((column, i) => `${ident(column.name)}::text as c${i}`).join(", ")} from ${qualified(table.name)}`;
  const toRow = (record: Record<string, string | null>) => table.columns.map((_, i) => record[`c${i}`] ?? null);
  if (table.primaryKey.length === 0) {
    yield (await reader.rows<Record<string, string | null>>(select)).map(toRow);
    return;
  }
  const order = table.primaryKey.map(ident).join(", ");
  for (let offset = 0; ; offset += batchSize) {
    const batch = await reader.rows<Record<string, string | null>>(`${select} order by ${order} limit ${batchSize} offset ${offset}`);
    yield batch.map(toRow);
    if (batch.length < batchSize) return;
  }
}

async function insertRows(target: Reader, table: Table, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map((column) => ident(column.name)).join(", ");
  const casts = table.columns.map((column, i) => `u.c${i}::${column.type}`).join(", ");
  const arrays = table.columns.map((_, i) => `$${i + 1}::text[]`).join(", ");
  const aliases = table.columns.map((_, i) => `c${i}`).join(", ");
  await target.rows(
    `insert into ${qualified(table.name)} (${columns}) overriding system value select ${casts} from unnest(${arrays}) as u(${aliases})`,
    table.columns.map((_, i) => rows.map((row) => row[i] ?? null)),
  );
}

function sameColumns(a: Table, b: Table): boolean {
  return JSON.stringify(a.columns) === JSON.stringify(b.columns);
}

export async function copyEmbeddedDatabaseToPostgres(options: CopyOptions): Promise<CopyToPostgresReport> {
  const batchSize = options.batchSize ?? 500;
  const pgliteFolder = path.join(options.dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteFolder, "PG_VERSION"))) {
    throw new CopyToPostgresError(`There is no embedded database at ${path.resolve(options.dataDir)} to copy (check DATA_DIR).`);
  }
  // Holds DATA_DIR's lock until the end: refuses while the server runs, and nothing writes meanwhile.
  const source = await openEmbeddedDatabase({ dataDir: options.dataDir });
  try {
    // Both at the schema of this code, so each table has the same columns on both sides.
    await source.migrate();
    const target = await openPostgresDatabase(options.databaseUrl, { poolSize: 1 });
    try {
      await target.migrate();
    } finally {
      await target.close();
    }

    const embedded: Reader = { rows: (text) => queryRows(source.db, sql.raw(text)) };
    for (const setting of TEXT_FORM_SETTINGS) await embedded.rows(setting);

    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    const postgres: Reader = { rows: async (text, values) => (await client.query(text, values)).rows };
    try {
      for (const setting of TEXT_FORM_SETTINGS) await postgres.rows(setting);
      return await copyTables(embedded, postgres, { ...options, batchSize, source: source.location });
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}

async function copyTables(
  embedded: Reader,
  postgres: Reader,
  options: CopyOptions & { batchSize: number; source: string },
): Promise<CopyToPostgresReport> {
  const target = describePostgresUrl(options.databaseUrl);
  const tables = await readTables(embedded);
  const targetTables = await readTables(postgres);
  const differing = [...new Set([...tables.keys(), ...targetTables.keys()])].filter((name) => {
    const [a, b] = [tables.get(name), targetTables.get(name)];
    return !a || !b || !sameColumns(a, b);
  });
  if (differing.length > 0) {
    throw new CopyToPostgresError(
      `The two databases differ in the tables ${differing.join(", ")} after migrating both; nothing was copied.`,
    );
  }
  const foreignKeys = await readForeignKeys(embedded);
  const skipped = new Set<string>(options.withoutSessions ? [getTableName(sessions)] : []);

  let current: string | undefined;
  await postgres.rows("begin");
  try {
    // User triggers (the site search's) stay off while rows arrive: the search index is copied as
    // it is, not rebuilt. Foreign keys are checked as usual, hence the order.
    for (const name of tables.keys()) await postgres.rows(`alter table ${qualified(name)} disable trigger user`);
    const occupied: string[] = [];
    for (const name of [...tables.keys()].sort()) {
      const [{ n }] = (await postgres.rows<{ n: string }>(`select count(*) as n from ${qualified(name)}`)) as [{ n: string }];
      if (Number(n) > 0) occupied.push(`${name} (${n} ${n === "1" ? "row" : "rows"})`);
    }
    if (occupied.length > 0) {
      throw new CopyToPostgresError(
        `The PostgreSQL database ${target} is not empty: ${occupied.join(", ")}. Copy into a new, empty database ` +
          `(createdb), and start no server on it before the copy (its first start adds the demo content). Nothing was copied.`,
      );
    }

    const report: TableCopy[] = [];
    for (const table of foreignKeyOrder(tables, foreignKeys)) {
      current = table.name;
      const sourceTally = new Tally();
      if (skipped.has(table.name)) {
        for await (const batch of readRows(embedded, table, options.batchSize)) batch.forEach((row) => sourceTally.add(row));
        report.push({ table: table.name, source: sourceTally.count, target: null, same: true });
        continue;
      }
      const selfKeys = foreignKeys.filter((key) => key.table === table.name && key.referenced === table.name);
      if (selfKeys.length > 0) {
        const rows: Row[] = [];
        for await (const batch of readRows(embedded, table, options.batchSize)) rows.push(...batch);
        rows.forEach((row) => sourceTally.add(row));
        const ordered = parentsFirst(rows, table, selfKeys);
        for (let start = 0; start < ordered.length; start += options.batchSize) {
          await insertRows(postgres, table, ordered.slice(start, start + options.batchSize));
        }
      } else {
        for await (const batch of readRows(embedded, table, options.batchSize)) {
          batch.forEach((row) => sourceTally.add(row));
          await insertRows(postgres, table, batch);
        }
      }
      const targetTally = new Tally();
      for await (const batch of readRows(postgres, table, options.batchSize)) batch.forEach((row) => targetTally.add(row));
      report.push({ table: table.name, source: sourceTally.count, target: targetTally.count, same: sourceTally.equals(targetTally) });
    }

    // Sequences (serial and identity columns) continue where the embedded database left them.
    const sequences = await embedded.rows<{ name: string }>(
      `select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1`,
    );
    for (const { name } of sequences) {
      const [state] = await embedded.rows<{ last: string; called: boolean }>(
        `select last_value::text as "last", is_called as "called" from ${qualified(name)}`,
      );
      await postgres.rows(`select setval($1::regclass, $2::bigint, $3)`, [qualified(name), state!.last, state!.called]);
    }

    current = undefined;
    for (const name of tables.keys()) await postgres.rows(`alter table ${qualified(name)} enable trigger user`);
    const result = {
      source: options.source,
      target,
      tables: report.sort((a, b) => a.table.localeCompare(b.table)),
      sequences: sequences.length,
    };
    if (report.some((table) => !table.same)) throw new CopyMismatchError(result);
    await postgres.rows("commit");
    return result;
  } catch (error) {
    await postgres.rows("rollback").catch(() => {});
    if (error instanceof CopyToPostgresError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new CopyToPostgresError(`${current ? `Copying the table ${current} failed: ` : ""}${reason}. Nothing was committed.`);
  }
}

/** The copy did not arrive whole; the report says which tables differ, and nothing was committed. */
export class CopyMismatchError extends CopyToPostgresError {
  readonly report: CopyToPostgresReport;
  constructor(report: CopyToPostgresReport) {
    const differing = report.tables.filter((table) => !table.same).map((table) => table.table);
    super(`The rows in PostgreSQL differ from the embedded database in ${differing.join(", ")}; nothing was committed.`);
    this.name = "CopyMismatchError";
    this.report = report;
  }
}

/** The per-table lines an operator reads: rows in each database and whether they match. */
export function describeCopy(report: CopyToPostgresReport): string[] {
  const width = Math.max(...report.tables.map((table) => table.table.length), "table".length);
  const lines = [`${"table".padEnd(width)}  ${"embedded".padStart(9)}  ${"postgresql".padStart(10)}  check`];
  for (const table of report.tables) {
    const target = table.target === null ? "—" : String(table.target);
    const check = table.target === null ? "not copied (--without-sessions)" : table.same ? "same rows" : "DIFFERENT";
    lines.push(`${table.table.padEnd(width)}  ${String(table.source).padStart(9)}  ${target.padStart(10)}  ${check}`);
  }
  return lines;
}
