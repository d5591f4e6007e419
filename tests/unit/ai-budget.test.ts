import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { aiPreviewRuns, aiUsage } from "~/db/tables.server";
import type { AiSettings } from "~/env.server";
import { aiStateToday, reservePreview, settlePreview, tokensToday, utcDay } from "~/models/ai/budget.server";
import { makeBuyer, makeCategory, makePrompt, makeVendor } from "../factories";
import { databaseBeforeMigration } from "../support/database-before-migration";
import { onPostgres } from "../support/engine";
import { statementsRun } from "../support/query-plans";

/** Reservations a dead process never settled (docs/decisions/0319): they stop counting after the call's deadline. */

const SETTINGS: AiSettings = {
  baseUrl: "http://127.0.0.1:9/v1",
  apiKey: undefined,
  models: [{ id: "llama3.2", kind: "text" }],
  timeoutMs: 10_000,
  dailyTokens: 1000,
  previewsPerDay: 1,
  siteDailyTokens: 1_000_000,
};
/** Past AI_TIMEOUT_MS and the settling margin: no call started then can still be running. */
const ABANDONED_MS = SETTINGS.timeoutMs + 61_000;

async function buyerAndPrompt() {
  const { vendor } = await makeVendor();
  const prompt = await makePrompt(vendor, await makeCategory(), { content: "Summarise [TOPIC] for a busy reader." });
  return { buyer: await makeBuyer(), promptId: prompt.id };
}

/** What a process that died mid-preview leaves: its run and its call still `pending`. */
async function leftPending(userId: string, promptId: string, at: Date, tokens = SETTINGS.dailyTokens) {
  await db.insert(aiPreviewRuns).values({ userId, promptId, day: utcDay(at), state: "pending", createdAt: at });
  await db.insert(aiUsage).values({ userId, model: "llama3.2", kind: "preview", outcome: "pending", totalTokens: tokens, createdAt: at });
}

const reserve = async (userId: string, promptId: string, now: Date) =>
  await reservePreview({ userId, kind: "preview", calls: [{ model: "llama3.2", reserveTokens: 50 }], previewOf: promptId, now }, SETTINGS);

describe("pending reservations", () => {
  test("one a dead process left stops counting against the buyer's previews and budget once the call's deadline has passed", async () => {
    const { buyer, promptId } = await buyerAndPrompt();
    const now = new Date();
    await leftPending(buyer.id, promptId, new Date(now.getTime() - ABANDONED_MS));
    expect(await tokensToday(buyer.id, now, db, SETTINGS)).toBe(0);
    expect((await reserve(buyer.id, promptId, now)).runId).toEqual(expect.any(String));
  });

  test("one whose call may still be running still counts: the next preview and call are 429", async () => {
    const { buyer, promptId } = await buyerAndPrompt();
    const now = new Date();
    await leftPending(buyer.id, promptId, new Date(now.getTime() - SETTINGS.timeoutMs));
    await expect(reserve(buyer.id, promptId, now)).rejects.toThrowAppError(429, "You have run 1 live preview of this prompt today, the most a day. Try again after midnight UTC.");
    const { promptId: another } = await buyerAndPrompt();
    await expect(reserve(buyer.id, another, now)).rejects.toThrowAppError(429, "You have used today's AI budget of 1,000 tokens. It renews at midnight UTC.");
  });

  test("the admin's tokens today leave an abandoned reservation out", async () => {
    const { buyer, promptId } = await buyerAndPrompt();
    const now = new Date();
    const before = (await aiStateToday(SETTINGS, now)).tokensToday;
    await leftPending(buyer.id, promptId, new Date(now.getTime() - ABANDONED_MS), 700);
    await leftPending(buyer.id, promptId, new Date(now.getTime() - 1000), 300);
    expect((await aiStateToday(SETTINGS, now)).tokensToday).toBe(before + 300);
  });
});

describe("settlePreview", () => {
  test("a run with no answer is given back with its calls' reservations; a run with one counts", async () => {
    const { buyer, promptId } = await buyerAndPrompt();
    const now = new Date();
    const failed = await reserve(buyer.id, promptId, now);
    await settlePreview(failed.runId, [{ id: failed.usageIds[0]!, end: { outcome: "error", totalTokens: 0, ms: 5 } }]);
    expect(await db.select().from(aiPreviewRuns).where(eq(aiPreviewRuns.promptId, promptId))).toEqual([]);
    expect(await tokensToday(buyer.id, now, db, SETTINGS)).toBe(0);
    const answered = await reserve(buyer.id, promptId, now);
    await settlePreview(answered.runId, [{ id: answered.usageIds[0]!, end: { outcome: "ok", totalTokens: 42, ms: 5 } }]);
    expect(await db.select({ state: aiPreviewRuns.state }).from(aiPreviewRuns).where(eq(aiPreviewRuns.promptId, promptId))).toEqual([{ state: "counted" }]);
    expect(await tokensToday(buyer.id, now, db, SETTINGS)).toBe(42);
    await expect(reserve(buyer.id, promptId, now)).rejects.toThrowAppError(429, "You have run 1 live preview of this prompt today, the most a day. Try again after midnight UTC.");
  });
});

describe("drizzle/0019 on an existing database", () => {
  test("each day's count of previews becomes that many counted runs", () => {
    const { sqlite, migrateRest, close } = databaseBeforeMigration((tag) => tag === "0019_preview_run_reservations");
    try {
      sqlite.exec(`
        insert into users (id, email, name, country, role, password_hash, created_at, updated_at) values ('u', 'v@x.io', 'V', 'Kenya', 'vendor', 'h', 0, 0);
        insert into vendors (id, user_id, store_name, bio, created_at, updated_at) values ('v', 'u', 'S', 'B', 0, 0);
        insert into categories (id, name, created_at) values ('c', 'Writing', 0);
        insert into prompts (id, vendor_id, category_id, title, description, short_description, content, price_cents, created_at, updated_at)
          values ('p', 'v', 'c', 'Essay', 'd', 's', 'c', 100, 0, 0);
        insert into ai_preview_runs (user_id, prompt_id, day, count) values ('u', 'p', '2026-11-26', 3), ('u', 'p', '2026-11-25', 1);`);
      migrateRest();
      const runs = sqlite.prepare("select day, state, count(distinct id) as n from ai_preview_runs group by day, state order by day").all();
      expect(runs).toEqual([
        { day: "2026-11-25", state: "counted", n: 1 },
        { day: "2026-11-26", state: "counted", n: 3 },
      ]);
    } finally {
      close();
    }
  });
});

describe("the budgets' sums (decision 0351)", () => {
  test.skipIf(onPostgres)("the user's and the site's tokens today are read from an index alone, however many calls a day brings", async () => {
    const { buyer } = await buyerAndPrompt();
    const plans: string[] = [];
    for (const userId of [buyer.id, null]) {
      const [statement] = await statementsRun(() => tokensToday(userId, new Date(), db, SETTINGS));
      const holes = (statement!.match(/\?/g) ?? []).length;
      const rows = db.$client.prepare(`explain query plan ${statement}`).all(...Array.from({ length: holes }, () => 0)) as { detail: string }[];
      plans.push(rows.map((row) => row.detail).join(" | "));
    }
    expect(plans[0]).toMatch(/USING COVERING INDEX ai_usage_user_day_idx/);
    expect(plans[1]).toMatch(/USING COVERING INDEX ai_usage_created_idx/);
  });
});
