import path from "node:path";
import Database from "better-sqlite3";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaTables } from "~/db/pg-tables";
import * as schema from "~/db/schema";
import { createDatabase, databaseUrl } from "./databases";
import { copyToPostgres } from "../../scripts/db-copy/copy-to-postgres";

/**
 * Issue 28, point 6: `npm run db:copy` moves a seeded SQLite database into PostgreSQL: every
 * table's row count, and sample rows compared value by value (decision 0339).
 */

beforeAll(async () => {
  // The demo data, plus a row in every table it leaves empty.
  const { seedDemo } = await import("~/seed/demo.server");
  await seedDemo();
  await fillEveryTable();
}, 120_000);

const tables = schemaTables(schema).map(([, table]) => getTableConfig(table));

describe("npm run db:copy", () => {
  it("copies every row of every table, with each value as it was", async () => {
    const url = await createDatabase("copy_target");
    const { tables: copied } = await copyToPostgres(process.env.DATABASE_URL!, url);
    const sqlite = new Database(process.env.DATABASE_URL!, { readonly: true });
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const empty: string[] = [];
      for (const table of tables) {
        const count = (sqlite.prepare(`select count(*) as n from "${table.name}"`).get() as { n: number }).n;
        if (count === 0) empty.push(table.name);
        expect(copied[table.name], table.name).toBe(count);
        const { rows } = await target.query(`select count(*)::int as n from "${table.name}"`);
        expect(rows[0].n, table.name).toBe(count);

        // Three rows each (first, middle, last by SQLite's order), every column compared as SQLite holds it.
        const columns = table.columns.map((column) => column.name);
        const keys = table.primaryKeys[0]?.columns.map((column) => column.name) ?? table.columns.filter((column) => column.primary).map((column) => column.name);
        const sample = sqlite.prepare(`select * from "${table.name}" order by rowid`).all() as Record<string, unknown>[];
        for (const row of [sample[0], sample[Math.floor(sample.length / 2)], sample.at(-1)].filter(Boolean) as Record<string, unknown>[]) {
          const where = keys.map((key, i) => `"${key}" = $${i + 1}`).join(" and ");
          const { rows: found } = await target.query(`select * from "${table.name}" where ${where}`, keys.map((key) => row[key]));
          expect(found, `${table.name} ${JSON.stringify(keys.map((key) => row[key]))}`).toHaveLength(1);
          const typeOf = (name: string) => table.columns.find((column) => column.name === name)!.columnType;
          // JSON compared as values: jsonb keeps an object's keys in an order of its own.
          const asValue = (name: string, text: unknown) => (typeOf(name) === "SQLiteTextJson" && typeof text === "string" ? JSON.parse(text) : text);
          expect(Object.fromEntries(columns.map((name) => [name, asValue(name, asSqliteHolds(typeOf(name), found[0][name]))]))).toEqual(
            Object.fromEntries(columns.map((name) => [name, asValue(name, row[name] ?? null)])),
          );
        }
      }
      expect(empty, "tables with no row to copy").toEqual([]);

      // New rows go on from the copied numbers.
      const { rows } = await target.query(`select nextval(pg_get_serial_sequence('prompts', 'seq'))::int as next, (select max(seq)::int from prompts) as max`);
      expect(rows[0].next).toBe(rows[0].max + 1);
    } finally {
      sqlite.close();
      await target.end();
    }
  });

  it("refuses a database that holds rows, and a file that is not there, changing nothing", async () => {
    const url = await createDatabase("copy_twice");
    await copyToPostgres(process.env.DATABASE_URL!, url);
    await expect(copyToPostgres(process.env.DATABASE_URL!, url)).rejects.toThrow(/is not empty/);
    await expect(copyToPostgres("/nowhere/app.db", await createDatabase("copy_missing"))).rejects.toThrow(/No SQLite database at/);
    const older = path.join(path.dirname(process.env.DATABASE_URL!), "older.db");
    new Database(older).close();
    await expect(copyToPostgres(older, databaseUrl("copy_missing"))).rejects.toThrow(/has 0 of this version's \d+ migrations: run npm run db:migrate on it first/);
    // Refused before the target was touched: not even the migrations ran there.
    const untouched = new pg.Client({ connectionString: databaseUrl("copy_missing") });
    await untouched.connect();
    const { rows } = await untouched.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    await untouched.end();
    expect(rows[0].n).toBe(0);
  });

  it("brings text a NUL was stored in before decision 0341 over with U+FFFD in its place", async () => {
    const sqlite = new Database(process.env.DATABASE_URL!);
    const { id, name } = sqlite.prepare("update categories set name = name || char(0) || 'x' where rowid = (select min(rowid) from categories) returning id, name").get() as { id: string; name: string };
    sqlite.close();
    expect(name).toContain("\u0000");
    const url = await createDatabase("copy_nul");
    await copyToPostgres(process.env.DATABASE_URL!, url);
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    const { rows } = await target.query("select name from categories where id = $1", [id]);
    await target.end();
    expect(rows[0].name).toBe(name.replace("\u0000", "\uFFFD"));
  });
});

/** The rows the demo seed does not make: through the models where one is at hand, else inserted. */
async function fillEveryTable(): Promise<void> {
  const factories = await import("../factories");
  const { db } = await import("~/db/client.server");
  const { addToCart } = await import("~/models/cart.server");
  const { addFavourite } = await import("~/models/favourites.server");
  const { requestPasswordReset } = await import("~/models/password-reset.server");
  const { saveContactMessage } = await import("~/models/support.server");
  const { openTicket, replyToTicket } = await import("~/models/support-tickets.server");
  const { vendor } = await factories.makeVendor();
  const [buyer, member] = [await factories.makeBuyer(), await factories.makeBuyer()];
  const [prompt, teamPrompt] = [await factories.makePrompt(vendor), await factories.makePrompt(vendor)];
  const reference = await factories.buyCleared(buyer, prompt);
  const team = await factories.makeTeam(buyer, [member]);
  await factories.recordTeamPurchase(buyer.id, team.id, teamPrompt);
  await factories.makeCollection(buyer, [prompt]);
  await factories.cookieFor(buyer);
  await addToCart(member, prompt.id);
  await addFavourite(buyer, prompt.id);
  await requestPasswordReset(buyer.email, "copy-test");
  await saveContactMessage({ name: "Cora Contact", email: "cora@example.test", message: "Hello there" });
  const ticket = await openTicket(buyer, { subject: "A question", message: "About my order" });
  await replyToTicket(buyer, ticket.id, { message: "And one more thing" });
  await db.insert(schema.localRefunds).values({ reference, amountCents: 100 });
  await db.insert(schema.loginFailures).values({ key: "login:copy-test", count: 2, resetAt: Date.now() + 60_000 });
  await db.insert(schema.aiUsage).values({ userId: buyer.id, model: "llama3.2", kind: "preview", outcome: "ok", totalTokens: 42, ms: 310 });
  await db.insert(schema.aiPreviewRuns).values({ userId: buyer.id, promptId: prompt.id, day: "2026-11-27", state: "counted" });
  await db.insert(schema.aiPreviewCache).values({ promptId: prompt.id, model: "llama3.2", inputHash: "abc", day: "2026-11-27", text: "An answer", totalTokens: 42, ms: 310 });
  await db.insert(schema.aiPreviewImageViewers).values({ image: "preview-image-key.webp", userId: buyer.id, promptId: prompt.id });
  await factories.makeBuyer("Una Verified", undefined, { verified: false });
}

/** A PostgreSQL value in SQLite's form: milliseconds, 0/1, JSON text, numbers. */
function asSqliteHolds(columnType: string, value: unknown): unknown {
  if (value === null) return null;
  if (columnType === "SQLiteTimestamp") return (value as Date).getTime();
  if (columnType === "SQLiteBoolean") return value ? 1 : 0;
  if (columnType === "SQLiteTextJson") return JSON.stringify(value);
  if (columnType === "SQLiteInteger" || columnType === "SQLiteReal") return Number(value);
  return value;
}
