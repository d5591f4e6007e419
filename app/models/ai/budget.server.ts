/**
 * AI usage and its limits, kept in the database so that every server process sees them
 * (docs/decisions/0314): AI_DAILY_TOKENS per user per UTC day, AI_PREVIEWS_PER_DAY per buyer per
 * prompt per UTC day. A call's tokens are reserved, in the BEGIN IMMEDIATE transaction that checks
 * the limits, before it is sent; so two processes cannot both pass a limit.
 */
import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import { db, type DB, type Tx, writeTransaction } from "~/db/client.server";
import { aiPreviewRuns, aiUsage, type AiCallKind, type AiOutcome } from "~/db/schema";
import { env, type AiModel, type AiSettings } from "~/env.server";
import { AppError } from "~/utils/app-error";
import { aiConfigured } from "./provider.server";

const DAY_MS = 86_400_000;

/** The UTC day of `now`, "YYYY-MM-DD". */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
/** Seconds until the limits renew (the next UTC midnight). */
const untilMidnight = (now: Date) => Math.max(1, Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000));

/** A user's tokens today: settled calls and the reservations of calls still running. */
export function tokensToday(userId: string, now = new Date(), from: DB | Tx = db): number {
  const row = from
    .select({ tokens: sum(aiUsage.totalTokens) })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfUtcDay(now))))
    .get();
  return Number(row?.tokens ?? 0);
}

export type AiCallPlan = { model: string; reserveTokens: number };

export type Reservation = {
  userId: string;
  kind: AiCallKind;
  calls: AiCallPlan[];
  /** A buyer's live preview of this prompt: counted against AI_PREVIEWS_PER_DAY. */
  previewOf?: string;
  now?: Date;
};

/**
 * Checks the limits and writes each call as `pending` with its reserved tokens, in one write
 * transaction; answers the usage row ids in the order of `calls`. Over a limit: a 429 AppError
 * (with Retry-After until midnight UTC) and nothing written.
 */
export function reserveAiCalls({ userId, kind, calls, previewOf, now = new Date() }: Reservation, settings: AiSettings = env().AI): string[] {
  return writeTransaction((tx) => {
    if (previewOf) countPreview(tx, userId, previewOf, settings.previewsPerDay, now);
    if (tokensToday(userId, now, tx) >= settings.dailyTokens) {
      const budget = `${settings.dailyTokens.toLocaleString("en-US")} token${settings.dailyTokens === 1 ? "" : "s"}`;
      throw new AppError(429, `You have used today's AI budget of ${budget}. It renews at midnight UTC.`, undefined, untilMidnight(now));
    }
    return calls.map(({ model, reserveTokens }) =>
      tx
        .insert(aiUsage)
        .values({ userId, model, kind, outcome: "pending", totalTokens: reserveTokens, createdAt: now })
        .returning({ id: aiUsage.id })
        .get().id,
    );
  });
}

/** One more preview of the prompt today for this user, or a 429 when that passes AI_PREVIEWS_PER_DAY. */
function countPreview(tx: Tx, userId: string, promptId: string, perDay: number, now: Date): void {
  const day = utcDay(now);
  const key = and(eq(aiPreviewRuns.userId, userId), eq(aiPreviewRuns.promptId, promptId), eq(aiPreviewRuns.day, day));
  const done = tx.select({ count: aiPreviewRuns.count }).from(aiPreviewRuns).where(key).get()?.count ?? 0;
  if (done >= perDay) {
    const runs = perDay === 1 ? "1 live preview" : `${perDay} live previews`;
    throw new AppError(429, `You have run ${runs} of this prompt today, the most a day. Try again after midnight UTC.`, undefined, untilMidnight(now));
  }
  tx.insert(aiPreviewRuns)
    .values({ userId, promptId, day, count: 1 })
    .onConflictDoUpdate({ target: [aiPreviewRuns.userId, aiPreviewRuns.promptId, aiPreviewRuns.day], set: { count: sql`${aiPreviewRuns.count} + 1` } })
    .run();
}

/** A reserved call's end: the provider's token count (or what is kept of the reservation), its time and outcome. */
export function settleAiCall(id: string, result: { outcome: Exclude<AiOutcome, "pending">; totalTokens?: number; ms: number }): void {
  const tokens = result.totalTokens === undefined ? {} : { totalTokens: result.totalTokens };
  db.update(aiUsage).set({ outcome: result.outcome, ms: result.ms, ...tokens }).where(eq(aiUsage.id, id)).run();
}

export type AiStateToday = {
  configured: boolean;
  /** The provider's host[:port] only: never the key, the path or credentials in the URL. */
  host: string | null;
  models: AiModel[];
  callsToday: number;
  tokensToday: number;
};

/** The AI state for /admin/settings: the settings that may be shown and today's calls and tokens (UTC). */
export function aiStateToday(settings: AiSettings = env().AI, now = new Date()): AiStateToday {
  const row = db
    .select({ calls: count(), tokens: sum(aiUsage.totalTokens) })
    .from(aiUsage)
    .where(gte(aiUsage.createdAt, startOfUtcDay(now)))
    .get();
  return {
    configured: aiConfigured(settings),
    host: settings.baseUrl ? new URL(settings.baseUrl).host : null,
    models: settings.models,
    callsToday: row?.calls ?? 0,
    tokensToday: Number(row?.tokens ?? 0),
  };
}
