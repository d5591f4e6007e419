import Database from "better-sqlite3";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { migratedDatabase } from "./databases";

/**
 * Issue 28, point 1: the listing rules kept by triggers hold the same on both engines (SQLite's
 * drizzle/0005 and 0013, PostgreSQL's drizzle/pg/0001): `store_open` follows the store's approval
 * and its owner's ban, and a prompt saved without a model gets the first one by name.
 */

type Row = Record<string, string | number | boolean | Date | null>;
type Engine = {
  insert: (table: string, row: Row) => Promise<void>;
  update: (table: string, id: string, row: Row) => Promise<void>;
  prompt: (id: string) => Promise<{ storeOpen: boolean; listed: boolean; modelId: string }>;
  modelNamed: (name: string) => Promise<string>;
};

const sqliteValue = (value: Row[string]) => (typeof value === "boolean" ? Number(value) : value instanceof Date ? value.getTime() : value);

function sqliteEngine(): Engine {
  openDatabase(process.env.DATABASE_URL!).$client.close();
  const db = new Database(process.env.DATABASE_URL!);
  return {
    insert: async (table, row) => void db.prepare(`insert into ${table} (${Object.keys(row).join(", ")}) values (${Object.keys(row).map(() => "?").join(", ")})`).run(...Object.values(row).map(sqliteValue)),
    update: async (table, id, row) => void db.prepare(`update ${table} set ${Object.keys(row).map((key) => `${key} = ?`).join(", ")} where id = ?`).run(...Object.values(row).map(sqliteValue), id),
    prompt: async (id) => {
      const row = db.prepare("select store_open, listed, model_id from prompts where id = ?").get(id) as { store_open: number; listed: number; model_id: string };
      return { storeOpen: row.store_open === 1, listed: row.listed === 1, modelId: row.model_id };
    },
    modelNamed: async (name) => (db.prepare("select id from models where name = ?").get(name) as { id: string }).id,
  };
}

let client: pg.Client;

function postgresEngine(): Engine {
  return {
    insert: async (table, row) => void (await client.query(`insert into ${table} (${Object.keys(row).join(", ")}) values (${Object.keys(row).map((_, i) => `$${i + 1}`).join(", ")})`, Object.values(row))),
    update: async (table, id, row) => void (await client.query(`update ${table} set ${Object.keys(row).map((key, i) => `${key} = $${i + 1}`).join(", ")} where id = $${Object.keys(row).length + 1}`, [...Object.values(row), id])),
    prompt: async (id) => {
      const { rows } = await client.query("select store_open, listed, model_id from prompts where id = $1", [id]);
      return { storeOpen: rows[0].store_open, listed: rows[0].listed, modelId: rows[0].model_id };
    },
    modelNamed: async (name) => (await client.query("select id from models where name = $1", [name])).rows[0].id,
  };
}

beforeAll(async () => {
  client = await migratedDatabase("listing_triggers");
});
afterAll(() => client?.end());

const now = new Date();
const user = (id: string): Row => ({ id, email: `${id}@example.test`, name: id, country: "NG", role: "vendor", password_hash: "x", created_at: now, updated_at: now });
const vendor = (id: string, userId: string, approved: boolean): Row => ({ id, user_id: userId, store_name: id, bio: "", is_approved: approved, created_at: now, updated_at: now });
const prompt = (id: string, vendorId: string, extra: Row = {}): Row => ({
  id,
  vendor_id: vendorId,
  category_id: "cat",
  title: id,
  description: "d",
  short_description: "s",
  content: "c",
  price_cents: 500,
  created_at: now,
  updated_at: now,
  ...extra,
});

describe.each([
  ["SQLite", sqliteEngine],
  ["PostgreSQL", postgresEngine],
] as const)("the listing triggers on %s", (_name, makeEngine) => {
  it("keep store_open with the store's approval and its owner's ban, and give a prompt without a model the first by name", async () => {
    const engine = makeEngine();
    await engine.insert("categories", { id: "cat", name: "Writing", created_at: now });
    // Both migrations seed the same models; "ChatGPT" comes first by name, "DALL-E" is chosen below.
    const [first, chosen] = [await engine.modelNamed("ChatGPT"), await engine.modelNamed("DALL-E")];
    await engine.insert("users", user("owner"));
    await engine.insert("vendors", vendor("v-open", "owner", true));
    await engine.insert("users", user("other"));
    await engine.insert("vendors", vendor("v-pending", "other", false));

    await engine.insert("prompts", prompt("p-open", "v-open"));
    // Saved as open although the store is not approved: the trigger corrects it.
    await engine.insert("prompts", prompt("p-pending", "v-pending", { store_open: true, model_id: chosen }));
    expect(await engine.prompt("p-open")).toEqual({ storeOpen: true, listed: true, modelId: first });
    expect(await engine.prompt("p-pending")).toEqual({ storeOpen: false, listed: false, modelId: chosen });

    await engine.update("vendors", "v-pending", { is_approved: true });
    expect((await engine.prompt("p-pending")).listed).toBe(true);
    await engine.update("users", "owner", { banned: true });
    expect(await engine.prompt("p-open")).toMatchObject({ storeOpen: false, listed: false });
    expect((await engine.prompt("p-pending")).listed).toBe(true);
    await engine.update("users", "owner", { banned: false });
    await engine.update("vendors", "v-open", { is_approved: false });
    expect((await engine.prompt("p-open")).storeOpen).toBe(false);
    await engine.update("vendors", "v-open", { is_approved: true });
    expect(await engine.prompt("p-open")).toMatchObject({ storeOpen: true, listed: true });
  });
});
