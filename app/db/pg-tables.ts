import { is, sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from "drizzle-orm/pg-core";
import { getTableConfig, SQLiteSyncDialect, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";

/** What pgColumn() chains on a column builder, whichever type it is. */
type ColumnBuilder = PgColumnBuilderBase & {
  primaryKey(): ColumnBuilder;
  generatedByDefaultAsIdentity(): ColumnBuilder;
  notNull(): ColumnBuilder;
  unique(name?: string): ColumnBuilder;
  default(value: unknown): ColumnBuilder;
  $defaultFn(fn: () => unknown): ColumnBuilder;
  $onUpdateFn(fn: () => unknown): ColumnBuilder;
  generatedAlwaysAs(expression: SQL): ColumnBuilder;
};
type Columns = [PgColumn, ...PgColumn[]];

const dialect = new SQLiteSyncDialect();
const fragment = (value: SQL) => dialect.sqlToQuery(value, "indexes").sql;
/** drizzle's SQL class (its `is()` needs the class). */
const SQLWrapper = sql``.constructor as typeof SQL;

/** The tables among a schema module's exports, by export name. */
export function schemaTables(schema: Record<string, unknown>): [string, SQLiteTable][] {
  return Object.entries(schema).filter((entry): entry is [string, SQLiteTable] => is(entry[1], SQLiteTable));
}

/** The SQLite fragments the schema uses, in PostgreSQL. */
export function toPgSql(text: string, booleans: string[]): string {
  let out = text.replace(/("?\w+"?) collate nocase/gi, "lower($1)");
  for (const name of booleans) out = out.replace(new RegExp(`("?${name}"?) = ([01])\\b`, "g"), (_m, column: string, bit: string) => `${column} = ${bit === "1" ? "true" : "false"}`);
  const unknown = /\b(collate|glob|unixepoch|strftime|julianday|json_\w+|ifnull|iif|rowid)\b/i.exec(out);
  if (unknown) throw new Error(`no PostgreSQL translation for "${unknown[0]}" in: ${text}`);
  return out;
}

function pgColumn(column: SQLiteColumn, booleans: string[]): PgColumnBuilderBase {
  const { name } = column;
  let built = (() => {
    switch (column.columnType) {
      case "SQLiteText":
        return text(name);
      case "SQLiteTextJson":
        return jsonb(name);
      case "SQLiteInteger":
        return bigint(name, { mode: "number" });
      case "SQLiteTimestamp":
        return timestamp(name, { withTimezone: true, precision: 3, mode: "date" });
      case "SQLiteBoolean":
        return boolean(name);
      case "SQLiteReal":
        return doublePrecision(name);
      default:
        throw new Error(`no PostgreSQL type for ${column.columnType} (${name})`);
    }
  })() as unknown as ColumnBuilder;
  if (column.primary) built = built.primaryKey();
  if ((column as { autoIncrement?: boolean }).autoIncrement) built = built.generatedByDefaultAsIdentity();
  if (column.notNull && !column.primary) built = built.notNull();
  if (column.isUnique) built = built.unique(column.uniqueName);
  if (column.default !== undefined) built = built.default(pgDefault(column, booleans));
  if (column.defaultFn) built = built.$defaultFn(column.defaultFn);
  if (column.onUpdateFn) built = built.$onUpdateFn(column.onUpdateFn);
  if (column.generated) built = built.generatedAlwaysAs(sql.raw(toPgSql(fragment(column.generated.as as SQL), booleans)));
  return built;
}

function pgDefault(column: SQLiteColumn, booleans: string[]): unknown {
  const value = column.default;
  if (!is(value, SQLWrapper)) return value;
  const text = toPgSql(fragment(value as SQL), booleans);
  if (column.columnType === "SQLiteTextJson") return sql.raw(`${text}::jsonb`);
  if (column.columnType === "SQLiteTimestamp" && text === "0") return sql.raw("'epoch'");
  return sql.raw(text);
}

/**
 * PostgreSQL's tables, made from the SQLite schema (app/db/schema.ts), so the two engines have the
 * same tables, columns, keys, checks and indexes by construction (issue 28, docs/decisions/0339).
 * Column types: text → text, integer → bigint (SQLite's integers are 64-bit), timestamp_ms →
 * timestamptz(3), boolean → boolean, JSON text → jsonb, real → double precision. SQL fragments
 * (defaults, checks, generated columns, index expressions) are translated by `toPgSql`, which
 * refuses anything it does not know.
 *
 * Every table of `schema` (a module's exports), under the same export names.
 */
export function pgTablesFrom(schema: Record<string, unknown>): Record<string, PgTable> {
  const sqliteTables = schemaTables(schema);
  const made = new Map<SQLiteTable, PgTable>();
  const byName = new Map(sqliteTables.map(([, table]) => [getTableConfig(table).name, table]));
  const columnOf = (table: object, name: string) => Object.values(table).find((each: { name?: string }) => each?.name === name) as PgColumn;
  const columnsOf = (table: object, names: { name: string }[]) => names.map((each) => columnOf(table, each.name)) as Columns;

  const build = (table: SQLiteTable): PgTable => {
    const existing = made.get(table);
    if (existing) return existing;
    const config = getTableConfig(table);
    const booleans = config.columns.filter((column) => column.columnType === "SQLiteBoolean").map((column) => column.name);
    const translated = (part: SQL) => sql.raw(toPgSql(fragment(part), booleans));
    const columns = Object.fromEntries(
      Object.entries(table)
        .filter(([, value]) => config.columns.includes(value as SQLiteColumn))
        .map(([key, column]) => [key, pgColumn(column as SQLiteColumn, booleans)]),
    );
    const result = pgTable(config.name, columns, (t) => [
      ...config.indexes.map(({ config: each }) => {
        const on = each.columns.map((part) => (is(part, SQLWrapper) ? translated(part as SQL) : columnOf(t, (part as { name: string }).name))) as [PgColumn | SQL, ...(PgColumn | SQL)[]];
        const made = (each.unique ? uniqueIndex : index)(each.name).on(...on);
        return each.where ? made.where(translated(each.where)) : made;
      }),
      ...config.checks.map((each) => check(each.name, translated(each.value))),
      ...config.primaryKeys.map((key) => primaryKey({ columns: columnsOf(t, key.columns) })),
      ...config.foreignKeys.map((key) => {
        const reference = key.reference();
        const target = build(byName.get(getTableConfig(reference.foreignTable).name)!);
        let made = foreignKey({ name: key.getName(), columns: columnsOf(t, reference.columns), foreignColumns: columnsOf(target, reference.foreignColumns) });
        if (key.onDelete) made = made.onDelete(key.onDelete);
        if (key.onUpdate) made = made.onUpdate(key.onUpdate);
        return made;
      }),
    ]);
    made.set(table, result);
    return result;
  };
  return Object.fromEntries(sqliteTables.map(([key, table]) => [key, build(table)]));
}
