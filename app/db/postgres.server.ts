import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { storableParams } from "./storable-text.server";

type PgDb = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };
type PgTx = Parameters<Parameters<PgDb["transaction"]>[0]>[0];

/**
 * PostgreSQL for the same models (issue 28, docs/decisions/0340): a pool, and the transaction a
 * model opened carried in its async context, so that any statement made through `db` while it is
 * open (a helper that takes no `tx`) runs in it, as on SQLite's one connection.
 */
export type PostgresEngine = {
  db: PgDb;
  pool: pg.Pool;
  transaction<T>(fn: (tx: PgTx) => Promise<T>): Promise<T>;
  outside<T>(fn: () => T): T;
};

const engines = new WeakMap<object, PostgresEngine>();

/** The engine behind a `db` that openPostgres made, or undefined for SQLite's. */
export const postgresEngineOf = (database: object): PostgresEngine | undefined => engines.get(database);

/**
 * bigint (counts, cents, `seq`) and numeric (a sum of bigints) as numbers, as SQLite answers them:
 * every such value here is far below 2^53. Set for the process: drizzle passes its own parser
 * lookup with each query, which falls back to these, so a pool's `types` would not reach it.
 */
for (const oid of [pg.types.builtins.INT8, pg.types.builtins.NUMERIC]) pg.types.setTypeParser(oid, Number);

/** A connection whose statements' parameters are storable text (no NUL, as on SQLite). */
class StorableTextClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args as [{ values?: unknown[] } | string, unknown];
    if (Array.isArray(values)) args[1] = storableParams(values);
    else if (typeof config === "object" && !("submit" in config) && Array.isArray(config.values)) args[0] = { ...config, values: storableParams(config.values) };
    return (super.query as (...all: unknown[]) => never)(...args);
  }
}

export function openPostgres(url: string, poolSize = 10): PostgresEngine {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: StorableTextClient });
  const open = new AsyncLocalStorage<PgTx>();
  const base = drizzle(pool) as PgDb;
  const db = new Proxy(base, { get: (target, key) => Reflect.get(open.getStore() ?? target, key) });
  const engine: PostgresEngine = {
    db,
    pool,
    transaction(fn) {
      const outer = open.getStore();
      if (outer) return outer.transaction((tx) => open.run(tx, () => fn(tx)));
      return base.transaction((tx) => open.run(tx, () => fn(tx)));
    },
    outside: (fn) => open.exit(fn),
  };
  engines.set(db, engine);
  return engine;
}

/** Applies `drizzle/pg`'s pending migrations. */
export async function migratePostgres(engine: PostgresEngine): Promise<void> {
  await migrate(engine.db, { migrationsFolder: path.resolve(process.cwd(), "drizzle/pg") });
}
