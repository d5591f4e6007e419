import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { schemaTables, toPgSql } from "~/db/pg-tables";
import * as sqliteSchema from "~/db/schema";
import * as pgSchema from "~/db/schema.pg";

/**
 * Issue 28, point 1: PostgreSQL's schema is made from SQLite's (docs/decisions/0339) and its
 * migrations (drizzle/pg) are current. `npm run test:postgres` reads both databases back
 * (tests/postgres/schema-parity.test.ts).
 */

const lastSnapshot = (folder: string) => {
  const meta = path.resolve(folder, "meta");
  const last = fs.readdirSync(meta).filter((name) => name.endsWith("_snapshot.json")).sort().at(-1)!;
  return JSON.parse(fs.readFileSync(path.join(meta, last), "utf8"));
};

describe("PostgreSQL's schema", () => {
  it("has every SQLite table under the same name", () => {
    const sqliteTables = schemaTables(sqliteSchema).map(([name]) => name);
    expect(Object.keys(pgSchema).sort()).toEqual(sqliteTables.sort());
  });

  it("reaches the models: app/db/tables.server.ts picks every table by engine (one it forgot would stay SQLite's)", () => {
    const source = fs.readFileSync(path.resolve("app/db/tables.server.ts"), "utf8");
    const picked = /export const \{([^}]*)\} = active;/.exec(source)?.[1]?.split(",").map((name) => name.trim()).filter(Boolean);
    expect(picked?.sort()).toEqual(schemaTables(sqliteSchema).map(([name]) => name).sort());
  });

  it("has its migrations written: drizzle-kit finds nothing to add to drizzle/pg or drizzle/", async () => {
    // drizzle-kit's API, imported here only: a test file's own module graph.
    const kit = await import("drizzle-kit/api");
    const pgPrevious = lastSnapshot("drizzle/pg");
    expect(await kit.generateMigration(pgPrevious, kit.generateDrizzleJson(pgSchema, pgPrevious.id))).toEqual([]);
    const sqlitePrevious = lastSnapshot("drizzle");
    expect(await kit.generateSQLiteMigration(sqlitePrevious, await kit.generateSQLiteDrizzleJson(sqliteSchema, sqlitePrevious.id))).toEqual([]);
  });

  it("translates the SQLite fragments the schema uses, and refuses the others", () => {
    expect(toPgSql(`"name" collate nocase`, [])).toBe(`lower("name")`);
    expect(toPgSql("status = 'active' and store_open = 1 and listed = 0", ["store_open", "listed"])).toBe("status = 'active' and store_open = true and listed = false");
    expect(toPgSql("views = 1", ["listed"])).toBe("views = 1");
    for (const fragment of ["strftime('%s', created_at)", "json_extract(tags, '$[0]')", "ifnull(a, b)", "name glob 'a*'", "x collate binary"]) {
      expect(() => toPgSql(fragment, []), fragment).toThrow(/no PostgreSQL translation/);
    }
  });
});
