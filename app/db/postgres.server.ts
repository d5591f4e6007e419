import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { isConflict } from "./driver-errors.server";
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
  /** Runs `fn` out of this context's transaction: once it has ended, or at once when none is open. */
  outside(fn: () => void): void;
};

/**
 * Where a `db` that openPostgres made keeps its engine: a registered symbol, so a second copy of
 * this module (the built server that a test loads beside the sources) finds it too.
 */
const ENGINE = Symbol.for("promptory.postgres-engine");

/** The engine behind a `db` that openPostgres made, or undefined for SQLite's. */
export const postgresEngineOf = (database: object): PostgresEngine | undefined => (database as { [ENGINE]?: PostgresEngine })[ENGINE];

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

/** A transaction open in an async context; a timer made inside it keeps the context after it ends. */
type Open = { tx: PgTx; ended: boolean; outer: Open | undefined; afterwards: (() => void)[] };

export function openPostgres(url: string, poolSize = 10): PostgresEngine {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: StorableTextClient });
  const open = new AsyncLocalStorage<Open>();
  /** The innermost transaction of this context that is still open: an ended one's connection is another's now. */
  const current = () => {
    for (let found = open.getStore(); found; found = found.outer) if (!found.ended) return found;
    return undefined;
  };
  const base = drizzle(pool) as PgDb;
  const db = new Proxy(base, { get: (target, key) => (key === ENGINE ? engine : Reflect.get(current()?.tx ?? target, key)) });
  const engine: PostgresEngine = {
    db,
    pool,
    transaction(fn) {
      const outer = current();
      const afterwards = outer?.afterwards ?? [];
      const run = (tx: PgTx) => {
        const mark: Open = { tx, ended: false, outer, afterwards };
        return open.run(mark, async () => {
          try {
            return await fn(tx);
          } finally {
            mark.ended = true;
          }
        });
      };
      if (outer) return outer.tx.transaction(run);
      return retried(() => base.transaction(run, { isolationLevel: "serializable" })).finally(() => {
        // In a later turn of the event loop, as a pass that waited at SQLite's gate runs.
        for (const work of afterwards) setImmediate(() => open.exit(work));
      });
    },
    outside(fn) {
      const inside = current();
      if (inside) inside.afterwards.push(fn);
      else open.exit(fn);
    },
  };
  return engine;
}

/** Attempts of one transaction that PostgreSQL keeps aborting for a conflict, before its error is passed on. */
const ATTEMPTS = 30;

/**
 * Runs a SERIALIZABLE transaction until it commits: the models were written for SQLite, whose
 * transactions run one at a time, and a serializable one behaves as if it had, or is aborted
 * (serialization failure, deadlock) and runs again after a short random wait (decision 0343).
 * Only the database is awaited inside a transaction, so running it again repeats nothing else.
 */
async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS || !isConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** tries, 100)));
    }
  }
}

/** The migrations' advisory lock key (the app takes no other): "prom" in ASCII. */
const MIGRATION_LOCK = 0x70726f6d;

/**
 * Applies `drizzle/pg`'s pending migrations, one process at a time: servers started together over
 * one database would each find it empty and create the same tables (a duplicate key for all but one).
 */
export async function migratePostgres(engine: PostgresEngine): Promise<void> {
  const lock = await engine.pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(engine.db, { migrationsFolder: path.resolve(process.cwd(), "drizzle/pg") });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
