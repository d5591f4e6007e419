import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { checkpointRound, checkpointsByPrimary } from "~/db/wal-checkpoints.server";

const dir = path.dirname(process.env.DATABASE_URL!);
const walSize = (file: string) => fs.statSync(`${file}-wal`).size;
const opened: Database.Database[] = [];
afterEach(() => {
  for (const sqlite of opened.splice(0)) sqlite.close();
});

function open(file: string, options?: Database.Options): Database.Database {
  const sqlite = new Database(file, options);
  opened.push(sqlite);
  return sqlite;
}

/** A WAL database with a notes table, written by a connection that never checkpoints itself. */
function notesDatabase(name: string) {
  const file = path.join(dir, name);
  const writer = open(file);
  writer.pragma("journal_mode = WAL");
  writer.pragma("wal_autocheckpoint = 0");
  writer.exec("create table notes (id integer primary key, text text)");
  return { file, writer };
}

describe("who checkpoints", () => {
  test("only a process started with PROMPTORY_WAL_CHECKPOINTS=primary leaves them to the primary", () => {
    expect(checkpointsByPrimary({ PROMPTORY_WAL_CHECKPOINTS: "primary" })).toBe(true);
    expect(checkpointsByPrimary({})).toBe(false);
    expect(checkpointsByPrimary({ PROMPTORY_WAL_CHECKPOINTS: "yes" })).toBe(false);
  });

  test("a worker's connection turns automatic checkpoints off; any other keeps SQLite's default", () => {
    const autocheckpoint = (file: string) => {
      const { $client } = openDatabase(path.join(dir, file));
      opened.push($client);
      return $client.pragma("wal_autocheckpoint", { simple: true });
    };
    expect(autocheckpoint("default-role.db")).toBe(1000);
    process.env.PROMPTORY_WAL_CHECKPOINTS = "primary";
    try {
      expect(autocheckpoint("worker-role.db")).toBe(0);
    } finally {
      delete process.env.PROMPTORY_WAL_CHECKPOINTS;
    }
  });
});

describe("a checkpoint round", () => {
  test("copies new frames without truncating, then empties the WAL once nothing was written for a round", () => {
    const { file, writer } = notesDatabase("rounds.db");
    const checkpointer = open(file, { timeout: 0 });

    for (let i = 0; i < 50; i++) writer.prepare("insert into notes (text) values (?)").run(`note ${i}`);
    const first = checkpointRound(checkpointer);
    expect(first.log).toBeGreaterThan(0);
    expect(first.checkpointed).toBe(first.log);
    expect(walSize(file)).toBeGreaterThan(0);

    // The WAL was fully copied, so this write starts it over from its first frame.
    writer.prepare("insert into notes (text) values (?)").run("one more");
    const second = checkpointRound(checkpointer, first);
    expect(second.log).toBeGreaterThan(0);
    expect(second.log).not.toBe(first.log);
    expect(walSize(file)).toBeGreaterThan(0);

    const idle = checkpointRound(checkpointer, second);
    expect(idle).toEqual({ busy: 0, log: 0, checkpointed: 0 });
    expect(walSize(file)).toBe(0);
    expect(writer.prepare("select count(*) from notes").pluck().get()).toBe(51);
  });

  test("never waits for a reader: the TRUNCATE reports busy and the next idle round finishes it", () => {
    const { file, writer } = notesDatabase("reader.db");
    const reader = open(file);
    const checkpointer = open(file, { timeout: 0 });
    writer.prepare("insert into notes (text) values (?)").run("before");
    reader.exec("begin");
    expect(reader.prepare("select count(*) from notes").pluck().get()).toBe(1);
    const first = checkpointRound(checkpointer);
    const blocked = checkpointRound(checkpointer, first);
    expect(blocked.busy).toBe(1);
    reader.exec("commit");

    expect(checkpointRound(checkpointer, blocked)).toEqual({ busy: 0, log: 0, checkpointed: 0 });
    expect(walSize(file)).toBe(0);
  });
});
