import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { inject } from "vitest";

/** The URL of database `name` on the run's PostgreSQL server (tests/setup/postgres.ts). */
export const databaseUrl = (name: string) => inject("postgresUrl").replace(/\/postgres$/, `/${name}`);

/** Makes database `name` on the run's server; its URL. */
export async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

/** A new database with PostgreSQL's migrations (drizzle/pg) applied, and a client connected to it. */
export async function migratedDatabase(name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await createDatabase(name) });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: path.resolve("drizzle/pg") });
  return client;
}
