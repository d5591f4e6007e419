import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { loginFailures, prompts } from "~/db/tables.server";
import { CHECKPOINTS_BY_PRIMARY, startWalCheckpoints } from "~/db/wal-checkpoints.server";
import { countCartItems } from "~/models/cart.server";
import { countNotifications } from "~/models/notifications.server";
import type { Prompt } from "~/models/prompts.server";
import { buy, makeBuyer, makeVendor, pricedPrompt } from "../factories";
import { startModelProcess, type ModelProcess } from "./model-processes";

const ROOT = path.resolve(__dirname, "../..");

describe("two processes writing at the same time", () => {
  const processes: ModelProcess[] = [];
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });

  type StormResult = { errors: string[]; ratings: Record<string, number> };
  const ROUNDS = 500; // per process: 100 each of failure, notification, cart add, cart removal, review

  test("2 × 500 mixed writes through the model functions: no SQLITE_BUSY, every write lands", async () => {
    // Set up as in production: the workers leave checkpoints to the primary, played by this process.
    const pair = [startModelProcess(CHECKPOINTS_BY_PRIMARY), startModelProcess(CHECKPOINTS_BY_PRIMARY)];
    processes.push(...pair);
    const checkpoints = startWalCheckpoints(process.env.DATABASE_URL!, 25);
    const { vendor } = await makeVendor();
    const reviewed: Prompt[] = [];
    for (let i = 0; i < 3; i++) reviewed.push(await pricedPrompt(vendor, 5));
    const carted: Prompt[] = [];
    for (let i = 0; i < 4; i++) carted.push(await pricedPrompt(vendor, 7));
    const buyers = [await makeBuyer("Ann Storm"), await makeBuyer("Bob Storm")];
    for (const buyer of buyers) await buy(buyer, ...reviewed);
    const inbox = await makeBuyer("Ivy Inbox");
    const inboxBefore = await countNotifications(inbox.id);
    await Promise.all(pair.map((p) => p.ready));

    const start = Date.now() + 300;
    const results = await Promise.all(
      pair.map((p, i) =>
        p.call<StormResult>("writeStorm", {
          start,
          rounds: ROUNDS,
          buyerId: buyers[i]!.id,
          cartPromptIds: carted.map((prompt) => prompt.id),
          reviewPromptIds: reviewed.map((prompt) => prompt.id),
          notifyUserId: inbox.id,
          failureKey: "storm@example.com",
        }),
      ),
    );
    checkpoints.stop();

    for (const { errors } of results) expect(errors).toEqual([]);
    expect(await countNotifications(inbox.id) - inboxBefore).toBe((2 * ROUNDS) / 5);
    const failures = await firstRow(db.select().from(loginFailures).where(eq(loginFailures.key, "email:storm@example.com")).limit(1));
    expect(failures?.count).toBe((2 * ROUNDS) / 5);
    for (const buyer of buyers) expect(await countCartItems(buyer.id)).toBe(0);
    const counters = await db
      .select({ id: prompts.id, reviewCount: prompts.reviewCount, ratingSum: prompts.ratingSum })
      .from(prompts)
      .where(inArray(prompts.id, reviewed.map((prompt) => prompt.id)));
    expect(counters).toHaveLength(3);
    for (const prompt of counters) {
      const [a, b] = results.map((result) => result.ratings[prompt.id]!);
      expect(prompt).toEqual({ id: prompt.id, reviewCount: 2, ratingSum: a! + b! });
    }
    // The primary's last checkpoint on stop leaves an empty WAL.
    expect(fs.statSync(`${process.env.DATABASE_URL}-wal`).size).toBe(0);
  });
});

describe("every transaction takes the write lock at BEGIN", () => {
  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
  }

  test("app/ and scripts/ open transactions only through transaction (BEGIN IMMEDIATE)", () => {
    // transaction() itself, and PostgreSQL's engine behind it (decision 0340).
    const helpers = ["app/db/client.server.ts", "app/db/postgres.server.ts"].map((file) => path.join(ROOT, file));
    const offenders = [...sourceFiles(path.join(ROOT, "app")), ...sourceFiles(path.join(ROOT, "scripts"))]
      .filter((file) => !helpers.includes(file) && /\.transaction\(/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
