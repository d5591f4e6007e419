import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { db, openDatabase } from "~/db/client.server";
import { orders, prompts } from "~/db/tables.server";
import { CHECKPOINTS_BY_PRIMARY } from "~/db/wal-checkpoints.server";
import { deletePrompt, type Prompt } from "~/models/prompts.server";
import type { Vendor } from "~/models/users.server";
import { uploadPath } from "~/models/uploads.server";
import { createBackup } from "../../scripts/backup/create-backup";
import { dataPaths } from "../../scripts/backup/files";
import {
  fingerprint,
  killServer,
  pngBytes,
  pngFile,
  runScript,
  startOrderWriter,
  startServer,
  targetEnv,
  targetIn,
  type OrderWriter,
  type ScriptRun,
  type Server,
  type Target,
} from "./backup-fixtures";
import { makeBuyer, makeCategory, makePrompt, makeVendor, PASSWORD, pricedPrompt } from "../factories";

const work = path.dirname(process.env.DATABASE_URL!);
let unique = 0;
const fresh = (name: string) => path.join(work, `${name}-${++unique}`);

async function illustratedPrompt(vendor: Vendor, categoryId: string, background: string) {
  return await makePrompt(vendor, categoryId, {
    title: `Illustrated ${background}`,
    description: "A prompt with a featured image, to check that images come back with a restore.",
    priceUsd: 4,
    content: "You are a travel writer. Describe the place in five sentences.",
    tags: ["travel"],
    featuredImage: await pngFile(background),
  });
}

const orderIds = async () => (await db.select({ id: orders.id }).from(orders)).map((row) => row.id);

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The database of a restored target, read-only; the caller closes it. */
const openRestored = (target: Target) => new Database(target.databaseFile, { readonly: true, fileMustExist: true });

/** The one line a refused command prints, after checking it is the only output and the exit code is 1. */
function refusal(run: ScriptRun): string {
  expect(run.stderr).toBe("");
  expect(run.lines).toHaveLength(1);
  expect(run.lines[0]).toMatchObject({ level: "error" });
  expect(run.lines[0]).not.toHaveProperty("stack");
  expect(run.code).toBe(1);
  return run.lines[0]!.msg as string;
}

describe("a backup taken while another process writes orders", () => {
  const writers: OrderWriter[] = [];
  const servers: Server[] = [];
  const stopFile = path.join(work, "stop-writing");
  afterEach(() => {
    servers.splice(0).forEach(killServer);
    for (const writer of writers.splice(0)) writer.child.kill("SIGKILL");
  });

  test(
    "holds every row committed before it started and every image its rows name; the server starts on the restored copy",
    { timeout: 240_000 },
    async () => {
      const { vendor } = await makeVendor();
      const category = await makeCategory(`Backups ${unique}`);
      const illustrated = [await illustratedPrompt(vendor, category.id, "#0f766e"), await illustratedPrompt(vendor, category.id, "#b45309")];
      const cart = [await pricedPrompt(vendor, 5), await pricedPrompt(vendor, 6), await pricedPrompt(vendor, 7)];
      const buyer = await makeBuyer("Olive Orders");

      // As a server worker: it leaves checkpoints to the primary, which is not running here, so the
      // rows it commits stay in the WAL, where a copy of the database file would not see them.
      const writer = startOrderWriter(
        {
          buyerId: buyer.id,
          cartPromptIds: cart.map((prompt) => prompt.id),
          vendorId: vendor.id,
          categoryId: category.id,
          imagePng: (await pngBytes("#be185d", 400)).toString("base64"),
          imageEvery: 10,
          stopFile,
          maxMs: 120_000,
        },
        CHECKPOINTS_BY_PRIMARY,
      );
      writers.push(writer);
      await writer.ready;
      let looping = true;
      void writer.done.finally(() => (looping = false)).catch(() => {});
      await until(async () => (await orderIds()).length >= 20 || !looping, "the writer's first orders");
      expect(looping).toBe(true);

      const committedBefore = await orderIds();
      const uploadsBefore = fs.readdirSync(process.env.UPLOADS_DIR!);
      const file = path.join(fresh("backups"), "nested", "promptory.tar.gz");
      const backup = await runScript("db-backup", [file]);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.lines).toEqual([
        expect.objectContaining({ level: "info", msg: "backup written", file, bytes: fs.statSync(file).size }),
      ]);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(path.dirname(file))).toEqual(["promptory.tar.gz"]); // no temp files left

      const target = targetIn(fresh("restored"));
      const restore = await runScript("db-restore", [file], targetEnv(target));
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.lines).toEqual([expect.objectContaining({ level: "info", msg: "backup restored", database: target.databaseFile })]);

      const restored = openRestored(target);
      const restoredOrders = new Set(restored.prepare("select id from orders").pluck().all() as string[]);
      const restoredImages = restored
        .prepare("select featured_image from prompts where featured_image is not null")
        .pluck()
        .all() as string[];
      expect(restored.prepare("pragma integrity_check").pluck().all()).toEqual(["ok"]);
      restored.close();
      // The writer kept going after the snapshot too: it was taken in the middle of the writes.
      await until(async () => (await orderIds()).length > restoredOrders.size || !looping, "orders after the snapshot");
      fs.writeFileSync(stopFile, "");
      const { errors } = await writer.done;
      expect(errors).toEqual([]);

      expect(committedBefore.filter((id) => !restoredOrders.has(id))).toEqual([]);
      expect(restoredOrders.size).toBeGreaterThan(committedBefore.length);
      expect((await orderIds()).length).toBeGreaterThan(restoredOrders.size);

      const restoredUploads = new Set(fs.readdirSync(target.uploadsDir));
      expect(uploadsBefore.filter((name) => !restoredUploads.has(name))).toEqual([]);
      expect(restoredImages.length).toBeGreaterThan(illustrated.length); // the writer's prompts too
      expect(restoredImages.filter((key) => !restoredUploads.has(key))).toEqual([]);
      for (const name of uploadsBefore) {
        expect(fs.readFileSync(path.join(target.uploadsDir, name)).equals(fs.readFileSync(path.join(process.env.UPLOADS_DIR!, name)))).toBe(true);
      }

      const server = await startServer(target);
      servers.push(server);
      const key = illustrated[0]!.featuredImage!;
      const image = await fetch(`${server.url}/uploads/${key}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/webp");
      expect(Buffer.from(await image.arrayBuffer()).equals(fs.readFileSync(path.join(process.env.UPLOADS_DIR!, key)))).toBe(true);
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: buyer.email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ success: true, data: { user: { _id: buyer.id } } });

      // A restore over the database the server has open is refused, even with --force.
      const uploads = fingerprint(target.uploadsDir);
      const refused = await runScript("db-restore", [file, "--force"], targetEnv(target));
      expect(refusal(refused)).toBe(`${target.databaseFile} is in use by another process (a running server?): stop it before restoring`);
      expect(fingerprint(target.uploadsDir)).toEqual(uploads);
      expect(fs.readdirSync(target.dir).filter((name) => name.includes("restore"))).toEqual([]); // nothing staged left behind
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await server.stop();
      expect(server.child.exitCode).toBe(0);
    },
  );
});

describe("uploads around the snapshot (docs/decisions/0156)", () => {
  test("the archive holds every image the snapshot names: one stored just before it, one deleted just after", async () => {
    const { vendor } = await makeVendor();
    const category = await makeCategory(`Around ${unique}`);
    const deletedAfter = await illustratedPrompt(vendor, category.id, "#4d7c0f");
    let storedBefore: Prompt | undefined;
    const file = path.join(fresh("backups"), "around.tar.gz");
    await createBackup(file, dataPaths(), {
      beforeSnapshot: async () => void (storedBefore = await illustratedPrompt(vendor, category.id, "#a21caf")),
      afterSnapshot: async () => void (await deletePrompt(vendor, deletedAfter.id)),
    });
    expect(fs.existsSync(uploadPath(deletedAfter.featuredImage!)!)).toBe(false);

    const entries: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => void entries.push(entry.path) });
    const dir = fresh("around");
    fs.mkdirSync(dir);
    await tar.x({ file, cwd: dir, filter: (entryPath) => entryPath === "database.sqlite" });
    const snapshot = new Database(path.join(dir, "database.sqlite"), { readonly: true });
    const named = snapshot.prepare("select featured_image from prompts where featured_image is not null").pluck().all() as string[];
    snapshot.close();
    expect(named).toEqual(expect.arrayContaining([storedBefore!.featuredImage, deletedAfter.featuredImage]));
    expect(named.filter((key) => !entries.includes(`uploads/${key}`))).toEqual([]);
  });
});

describe("upload names", () => {
  test("every name an upload key can have is kept, also one that starts with '-' (keys are base64url)", async () => {
    const keys = ["-mgABbIb9uJV4iri4YV2DA.webp", "_x9ABbIb9uJV4iri4YV2DA.webp", "Zz9ABbIb9uJV4iri4YV2DA-800.webp"];
    fs.mkdirSync(dataPaths().uploadsDir, { recursive: true });
    for (const key of keys) fs.writeFileSync(path.join(dataPaths().uploadsDir, key), key);
    const file = path.join(fresh("backups"), "names.tar.gz");
    await createBackup(file, dataPaths());
    const entries: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toEqual(expect.arrayContaining(keys.map((key) => `uploads/${key}`)));
  });
});

describe("restore refusals", () => {
  let backup: string;
  let backedUpPrompts: string[];

  beforeAll(async () => {
    const { vendor } = await makeVendor();
    const category = await makeCategory(`Refusals ${unique}`);
    await illustratedPrompt(vendor, category.id, "#1d4ed8");
    backedUpPrompts = (await db.select({ id: prompts.id }).from(prompts)).map((row) => row.id);
    backup = path.join(fresh("backups"), "good.tar.gz");
    expect((await runScript("db-backup", [backup])).code).toBe(0);
  }, 60_000);

  /** A target restored from the good backup, then changed: one more upload and a renamed store. */
  async function changedTarget(): Promise<Target> {
    const target = targetIn(fresh("target"));
    expect((await runScript("db-restore", [backup], targetEnv(target))).code).toBe(0);
    const sqlite = new Database(target.databaseFile);
    sqlite.prepare("update vendors set store_name = 'Changed after the backup'").run();
    sqlite.close();
    fs.writeFileSync(path.join(target.uploadsDir, "added-after-backup.webp"), "not in the backup");
    return target;
  }

  /** Unpacks the good backup, lets `change` alter the files, and packs them again. */
  async function alteredBackup(change: (dir: string) => void, entries = ["manifest.json", "database.sqlite", "uploads"]): Promise<string> {
    const dir = fresh("unpacked");
    fs.mkdirSync(dir);
    await tar.x({ file: backup, cwd: dir });
    change(dir);
    const file = `${dir}.tar.gz`;
    await tar.c({ gzip: true, cwd: dir, file, preservePaths: true }, entries);
    return file;
  }

  test("a non-empty target without --force: refused and untouched; with --force: replaced, stale WAL and extra uploads gone", { timeout: 60_000 }, async () => {
    const target = await changedTarget();
    const before = fingerprint(target.dir);
    const refused = await runScript("db-restore", [backup], targetEnv(target));
    expect(refusal(refused)).toMatch(/^The target is not empty \(.*app\.db has data \(table \w+\); .*uploads holds \d+ files\): pass --force to replace it$/);
    expect(fingerprint(target.dir)).toEqual(before);

    // A WAL left behind by a server that crashed: replayed into the new database, it would corrupt it.
    const sqlite = new Database(target.databaseFile);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("wal_autocheckpoint = 0");
    sqlite.prepare("update users set name = 'Written to the WAL'").run();
    fs.copyFileSync(`${target.databaseFile}-wal`, path.join(target.dir, "kept-wal"));
    sqlite.close();
    fs.renameSync(path.join(target.dir, "kept-wal"), `${target.databaseFile}-wal`);

    const forced = await runScript("db-restore", [backup, "--force"], targetEnv(target));
    expect(forced.code).toBe(0);
    expect(forced.lines).toEqual([expect.objectContaining({ level: "info", msg: "backup restored" })]);
    expect(fs.readdirSync(target.dir).sort()).toEqual(["app.db", "uploads"]);
    expect(fs.existsSync(path.join(target.uploadsDir, "added-after-backup.webp"))).toBe(false);
    const restored = openRestored(target);
    expect(restored.prepare("pragma integrity_check").pluck().all()).toEqual(["ok"]);
    expect(restored.prepare("select count(*) from vendors where store_name = 'Changed after the backup'").pluck().get()).toBe(0);
    expect(restored.prepare("select count(*) from users where name = 'Written to the WAL'").pluck().get()).toBe(0);
    expect(restored.prepare("select id from prompts").pluck().all().sort()).toEqual([...backedUpPrompts].sort());
    restored.close();
  });

  test("a database with only its migrations applied counts as empty: no --force needed", { timeout: 60_000 }, async () => {
    const target = targetIn(fresh("migrated"));
    fs.mkdirSync(target.dir);
    openDatabase(target.databaseFile).$client.close();
    const restore = await runScript("db-restore", [backup], targetEnv(target));
    expect(restore.lines).toEqual([expect.objectContaining({ level: "info", msg: "backup restored" })]);
    expect(restore.code).toBe(0);
  });

  const notABackup: [string, () => Promise<string>, RegExp][] = [
    [
      "random bytes",
      async () => {
        const file = `${fresh("random")}.tar.gz`;
        fs.writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)));
        return file;
      },
      /is not a Promptory backup: it is not a gzip file$/,
    ],
    [
      "a tar.gz without a manifest",
      () => alteredBackup(() => {}, ["database.sqlite", "uploads"]),
      /is not a Promptory backup: it has no manifest\.json$/,
    ],
    [
      "a manifest of an unknown format version",
      () =>
        alteredBackup((dir) => {
          const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as { version: number };
          fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, version: 2 }));
        }),
      /is not a Promptory backup: it has format version 2; this Promptory reads version 1$/,
    ],
    [
      "an entry that would land outside the target",
      () => alteredBackup((dir) => fs.writeFileSync(path.join(dir, "..", "escaped.txt"), "outside"), ["manifest.json", "database.sqlite", "uploads", "../escaped.txt"]),
      /is not a Promptory backup: it holds an entry no backup has \("\.\.\/escaped\.txt"\)$/,
    ],
  ];

  test.each(notABackup)("not a backup (%s): refused with one line, the target untouched (even with --force)", { timeout: 60_000 }, async (_, make, message) => {
    const target = await changedTarget();
    const before = fingerprint(target.dir);
    const file = await make();
    expect(refusal(await runScript("db-restore", [file, "--force"], targetEnv(target)))).toMatch(message);
    expect(fingerprint(target.dir)).toEqual(before);
  });

  test("a corrupt database in an otherwise valid backup: refused with one line, the target untouched", { timeout: 60_000 }, async () => {
    const target = await changedTarget();
    const before = fingerprint(target.dir);
    const file = await alteredBackup((dir) => {
      const database = path.join(dir, "database.sqlite");
      const fd = fs.openSync(database, "r+");
      const pageSize = 4096;
      const pages = fs.fstatSync(fd).size / pageSize;
      fs.writeSync(fd, Buffer.alloc(pageSize, 0xff), 0, pageSize, Math.floor(pages / 2) * pageSize); // same size as the manifest says
      fs.closeSync(fd);
    });
    expect(refusal(await runScript("db-restore", [file, "--force"], targetEnv(target)))).toMatch(
      /^The database in .*\.tar\.gz is corrupt \(PRAGMA integrity_check: .+\): nothing restored$/,
    );
    expect(fingerprint(target.dir)).toEqual(before);
  });

  test("a missing backup file: one line", async () => {
    const target = targetIn(fresh("nothing"));
    const missing = path.join(work, "no-such-backup.tar.gz");
    expect(refusal(await runScript("db-restore", [missing], targetEnv(target)))).toBe(`No backup file at ${missing}`);
    expect(fs.existsSync(target.dir)).toBe(false);
  });
});

describe("backup refusals and command-line usage", () => {
  test("no FILE, two FILEs or an unknown option: the usage line", { timeout: 60_000 }, async () => {
    for (const args of [[], ["a.tar.gz", "b.tar.gz"], ["--bogus", "a.tar.gz"]]) {
      const run = await runScript("db-backup", args);
      refusal(run);
      expect(run.lines[0]).toMatchObject({ usage: "npm run db:backup -- FILE" });
    }
    for (const args of [[], ["--forced", "a.tar.gz"]]) {
      const run = await runScript("db-restore", args);
      refusal(run);
      expect(run.lines[0]).toMatchObject({ usage: "npm run db:restore -- FILE [--force]" });
    }
  });

  test("a missing database: one line, no file written", async () => {
    const file = path.join(fresh("backups"), "none.tar.gz");
    const missing = path.join(work, "no-such.db");
    const run = await runScript("db-backup", [file], { DATABASE_URL: missing });
    expect(refusal(run)).toBe(`No database at ${missing} (DATABASE_URL): nothing to back up`);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
  });

  test("an existing FILE is never overwritten", async () => {
    const file = `${fresh("existing")}.tar.gz`;
    fs.writeFileSync(file, "something else");
    const run = await runScript("db-backup", [file]);
    expect(refusal(run)).toBe(`${file} already exists: a backup never overwrites a file, choose a new name`);
    expect(fs.readFileSync(file, "utf8")).toBe("something else");
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith(`.${path.basename(file)}`))).toEqual([]);
  });
});
