import path from "node:path";
import Database from "better-sqlite3";
import { getTableName } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import pg from "pg";
import { schemaTables } from "~/db/pg-tables";
import * as sqliteSchema from "~/db/schema";
import { storableParams } from "~/db/storable-text.server";
import { appliedMigrations, knownMigrations } from "../backup/archive-layout";
import { CommandError } from "../cli";

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const BATCH_ROWS = 500;

/** Tables PostgreSQL's migrations put rows in (drizzle/pg/0002_seeded_models.sql). */
const MIGRATION_SEEDED = new Set(["models"]);

export type CopyResult = { tables: Record<string, number> };

/**
 * Copies a SQLite database of this version (every migration applied) into an empty PostgreSQL
 * database (issue 28, point 6): PostgreSQL's migrations first, then every table in the order of
 * its foreign keys, in one transaction, with the same ids, the same numbers in `prompts.seq`,
 * and each value in PostgreSQL's type (decision 0339). Refuses a target that holds any row but
 * the models its migrations seed, which the source's replace.
 */
export async function copyToPostgres(file: string, url: string): Promise<CopyResult> {
  const source = openSource(file);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect().catch((error: Error) => {
      throw new CommandError(`Could not connect to the PostgreSQL database: ${error.message}`);
    });
    await refuseRowsIn(client);
    await migrate(drizzle(client), { migrationsFolder: path.resolve("drizzle/pg") });
    const tables = inForeignKeyOrder();
    const counts: Record<string, number> = {};
    await client.query("begin");
    try {
      // The rows the migrations seed (the models' list) give way to the source's own.
      for (const table of [...tables].reverse()) await client.query(`delete from "${getTableName(table)}"`);
      for (const table of tables) counts[getTableName(table)] = await copyTable(source, client, table);
      await resetIdentities(client);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
    return { tables: counts };
  } finally {
    source.close();
    await client.end().catch(() => undefined);
  }
}

function openSource(file: string): Database.Database {
  let source: Database.Database;
  try {
    source = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new CommandError(`No SQLite database at ${file}`);
  }
  const applied = appliedMigrations(source)?.applied ?? 0;
  const journal = knownMigrations().length;
  if (applied !== journal) {
    source.close();
    throw new CommandError(`The SQLite database has ${applied} of this version's ${journal} migrations: run npm run db:migrate on it first`);
  }
  return source;
}

/** The schema's tables, each after the tables it refers to. */
function inForeignKeyOrder(): SQLiteTable[] {
  const tables = schemaTables(sqliteSchema).map(([, table]) => table);
  const ordered: SQLiteTable[] = [];
  const visiting = new Set<SQLiteTable>();
  const visit = (table: SQLiteTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys run in a circle through ${getTableName(table)}`);
    visiting.add(table);
    for (const key of getTableConfig(table).foreignKeys) {
      const target = key.reference().foreignTable as SQLiteTable;
      if (target !== table) visit(target);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Any row in the target, but those its migrations seed, is someone's data: refused. */
async function refuseRowsIn(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'");
  for (const { name } of rows.filter((table) => !MIGRATION_SEEDED.has(table.name))) {
    const { rowCount } = await client.query(`select 1 from "${name}" limit 1`);
    if (rowCount) throw new CommandError(`The PostgreSQL database is not empty (table ${name} has rows): copy into a new database`);
  }
}

/** A SQLite value as the PostgreSQL column takes it. */
function pgValue(column: SQLiteColumn, value: unknown): unknown {
  if (value === null) return null;
  switch (column.columnType) {
    case "SQLiteTimestamp":
      return new Date(value as number);
    case "SQLiteBoolean":
      return value === 1;
    default:
      return value;
  }
}

async function copyTable(source: Database.Database, client: pg.Client, table: SQLiteTable): Promise<number> {
  const name = getTableName(table);
  const columns = getTableConfig(table).columns.filter((column) => !column.generated);
  const list = columns.map((column) => `"${column.name}"`).join(", ");
  // In rowid order, so PostgreSQL's rowid column (drizzle/pg/0003) numbers them as SQLite did: ties in time keep their order.
  const rows = source.prepare(`select ${list} from "${name}" order by rowid`).raw().iterate() as IterableIterator<unknown[]>;
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    if (!batch.length) return;
    const values = batch.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(", ")})`).join(", ");
    const overriding = columns.some((column) => (column as { autoIncrement?: boolean }).autoIncrement) ? " overriding system value" : "";
    await client.query(`insert into "${name}" (${list})${overriding} values ${values}`, storableParams(batch.flatMap((row) => row.map((value, i) => pgValue(columns[i]!, value)))));
    copied += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  return copied;
}

/** Identity columns go on from the highest number copied, as SQLite's rowids would. */
async function resetIdentities(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    "select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'",
  );
  for (const { table_name: table, column_name: column } of rows) {
    await client.query(`select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`);
  }
}
