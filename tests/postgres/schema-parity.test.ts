import Database from "better-sqlite3";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { migratedDatabase } from "./databases";

/**
 * Issue 28, point 1: PostgreSQL's migrations (drizzle/pg, from app/db/schema.pg.ts) give the same
 * tables, columns, keys, indexes, checks and triggers (but the full-text index's) as SQLite's
 * (drizzle/), read back from both databases.
 */

/** SQLite's full-text index, its shadow tables and its triggers: PostgreSQL's search is a tsvector column (issue 28, point 2). */
const SQLITE_ONLY_TABLE = /^(prompts_fts(_\w+)?|sqlite_\w+|__drizzle_migrations)$/;
const SQLITE_ONLY_TRIGGER = /^prompts_fts_/;
/** PostgreSQL's side of the same (drizzle/pg/0004): the tsvector column, its GIN index, the store names' trigram index. */
const POSTGRES_ONLY = /^(prompts\.search_vector |prompts\.prompts_search$|vendors\.vendors_store_name_trgm$)/;

/**
 * Where SQLite's database differs from app/db/schema.ts, which PostgreSQL's is made from:
 * drizzle/0013 added `prompts.model_id` with ALTER TABLE, which took no ON DELETE. SQLite's NO
 * ACTION and RESTRICT differ only for deferred constraints, which the schema has none of.
 */
const SQLITE_AS_MIGRATED: Record<string, string> = { "prompts → models on delete no action": "prompts → models on delete restrict" };

type Shape = { tables: string[]; columns: string[]; indexes: string[]; foreignKeys: string[]; checks: string[]; triggers: string[] };

let client: pg.Client;

beforeAll(async () => {
  client = await migratedDatabase("schema_parity");
});
afterAll(() => client?.end());

async function postgresShape(): Promise<Shape> {
  const rows = async (query: string) => (await client.query(query)).rows as Record<string, string>[];
  const tables = (await rows("select table_name from information_schema.tables where table_schema = 'public'")).map((row) => row.table_name!);
  const columns = (await rows("select table_name, column_name, is_nullable, column_default, is_generated from information_schema.columns where table_schema = 'public'")).map(
    (row) => `${row.table_name}.${row.column_name} ${row.is_nullable === "YES" ? "null" : "not null"}${row.is_generated === "ALWAYS" ? " generated" : ""}${row.column_default !== null ? " default" : ""}`,
  );
  const indexes = (
    await rows(
      "select i.tablename, i.indexname, i.indexdef from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid where i.schemaname = 'public' and not x.indisprimary",
    )
  ).map(
    (row) => `${row.tablename}.${row.indexname}${/^CREATE UNIQUE/.test(row.indexdef!) ? " unique" : ""}${/ WHERE /.test(row.indexdef!) ? " partial" : ""}`,
  );
  const constraints = await rows(
    "select c.conname, c.contype, c.confdeltype, t.relname as table_name, f.relname as target from pg_constraint c join pg_class t on t.oid = c.conrelid left join pg_class f on f.oid = c.confrelid join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'",
  );
  const onDelete: Record<string, string> = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" };
  const foreignKeys = constraints.filter((row) => row.contype === "f").map((row) => `${row.table_name} → ${row.target} on delete ${onDelete[row.confdeltype!]}`);
  const checks = constraints.filter((row) => row.contype === "c").map((row) => `${row.table_name}.${row.conname}`);
  const triggers = (await rows("select c.relname as table_name, t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal")).map(
    (row) => `${row.table_name}.${row.tgname}`,
  );
  const shared = (lines: string[]) => lines.filter((line) => !POSTGRES_ONLY.test(line));
  return { tables, columns: shared(columns), indexes: shared(indexes), foreignKeys, checks, triggers };
}

function sqliteShape(): Shape {
  const sqlite = new Database(process.env.DATABASE_URL!);
  openDatabase(process.env.DATABASE_URL!).$client.close();
  const all = <T>(query: string) => sqlite.prepare(query).all() as T[];
  const tables = all<{ name: string; sql: string }>("select name, sql from sqlite_master where type = 'table'").filter((table) => !SQLITE_ONLY_TABLE.test(table.name));
  const shape: Shape = { tables: tables.map((table) => table.name), columns: [], indexes: [], foreignKeys: [], checks: [], triggers: [] };
  for (const trigger of all<{ name: string; tbl_name: string }>("select name, tbl_name from sqlite_master where type = 'trigger'")) {
    if (!SQLITE_ONLY_TRIGGER.test(trigger.name)) shape.triggers.push(`${trigger.tbl_name}.${trigger.name}`);
  }
  for (const { name, sql } of tables) {
    for (const column of all<{ name: string; notnull: number; dflt_value: string | null; pk: number; hidden: number }>(`select * from pragma_table_xinfo('${name}')`)) {
      const generated = column.hidden === 2 || column.hidden === 3;
      // An integer primary key is SQLite's rowid, numbered by SQLite: PostgreSQL's is an identity column, which has a default.
      const numbered = column.pk === 1 && /"\w+" integer PRIMARY KEY AUTOINCREMENT/i.test(sql) && new RegExp(`"${column.name}" integer PRIMARY KEY`, "i").test(sql);
      const nullable = column.notnull === 0 && column.pk === 0;
      shape.columns.push(`${name}.${column.name} ${nullable ? "null" : "not null"}${generated ? " generated" : ""}${column.dflt_value !== null || numbered ? " default" : ""}`);
    }
    // Every SQLite table has a rowid, the insertion order ties are broken by; PostgreSQL's is a column (drizzle/pg/0003).
    if (!/WITHOUT ROWID/i.test(sql)) shape.columns.push(`${name}.rowid not null`);
    for (const index of all<{ name: string; unique: number; origin: string; partial: number }>(`select * from pragma_index_list('${name}')`)) {
      if (index.origin === "pk") continue;
      shape.indexes.push(`${name}.${index.name}${index.unique ? " unique" : ""}${index.partial ? " partial" : ""}`);
    }
    for (const key of all<{ id: number; table: string; on_delete: string }>(`select distinct id, "table", on_delete from pragma_foreign_key_list('${name}')`)) {
      const line = `${name} → ${key.table} on delete ${key.on_delete.toLowerCase()}`;
      shape.foreignKeys.push(SQLITE_AS_MIGRATED[line] ?? line);
    }
    for (const [, check] of sql.matchAll(/CONSTRAINT "(\w+)" CHECK/g)) shape.checks.push(`${name}.${check}`);
  }
  sqlite.close();
  return shape;
}

describe("PostgreSQL's schema matches SQLite's", () => {
  const sorted = (shape: Shape) => Object.fromEntries(Object.entries(shape).map(([key, values]) => [key, [...values].sort()]));
  let sqlite: Shape;
  let postgres: Shape;
  beforeAll(async () => {
    sqlite = sqliteShape();
    postgres = await postgresShape();
  });

  it("has its own search column and indexes in place of SQLite's full-text index", async () => {
    const { rows } = await client.query(
      "select 'prompts.search_vector ' as line from information_schema.columns where table_name = 'prompts' and column_name = 'search_vector' and is_generated = 'ALWAYS' union all select tablename || '.' || indexname from pg_indexes where indexname in ('prompts_search', 'vendors_store_name_trgm')",
    );
    expect(rows.map((row) => row.line).filter((line) => POSTGRES_ONLY.test(line))).toHaveLength(3);
  });

  for (const part of ["tables", "columns", "indexes", "foreignKeys", "checks", "triggers"] as const) {
    it(part, () => {
      expect(sorted(postgres)[part]).toEqual(sorted(sqlite)[part]);
      expect(postgres[part].length).toBeGreaterThan(0);
    });
  }
});
