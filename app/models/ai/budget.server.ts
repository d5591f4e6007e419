/**
 * AI usage and its limits, kept in the database so that every server process sees them
 * (docs/decisions/0314, 0351): AI_DAILY_TOKENS per user and AI_SITE_DAILY_TOKENS for everyone per
 * UTC day, AI_PREVIEWS_PER_DAY per buyer per prompt per UTC day. A call's tokens are reserved, in the BEGIN IMMEDIATE transaction that checks
 * the limits, before it is sent; so two processes cannot both pass a limit. A reservation its
 * process never settled (it died) stops counting once the call's deadline has surely passed
 * (docs/decisions/0319).
 */
import { and, count, eq, gte, ne, or, sql, sum, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { db, type DB, type Tx, transaction, firstRow, oneRow } from "~/db/client.server";
import { type AiCallKind, type AiOutcome } from "~/db/schema";
import { aiPreviewRuns, aiUsage } from "~/db/tables.server";
import { env, type AiModel, type AiSettings } from "~/env.server";
import { AppError } from "~/utils/app-error";
import { aiConfigured } from "./provider.server";

const DAY_MS = 86_400_000;
/** What a call may take past its deadline before it is settled: an image stored, writes waiting on a busy database. */
const SETTLE_MARGIN_MS = 60_000;

/** The UTC day of `now`, "YYYY-MM-DD". */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
/** Seconds until the limits renew (the next UTC midnight): the Retry-After of every AI 429, on the API and the pages. */
export const secondsUntilLimitsRenew = (now: Date) => Math.max(1, Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000));

/**
 * Reservations still `pending` from before this were abandoned (their process died): AI_TIMEOUT_MS
 * is the deadline of a whole provider call, its retries and their pauses included (provider.server.ts).
 */
export const abandonedBefore = (now: Date, settings: AiSettings) => new Date(now.getTime() - settings.timeoutMs - SETTLE_MARGIN_MS);

/** Rows that count against a limit: settled ones, and pending ones whose call may still be running. */
const counts = (settled: SQL, createdAt: SQLiteColumn, now: Date, settings: AiSettings) => or(settled, gte(createdAt, abandonedBefore(now, settings)));
const countedCall = (now: Date, settings: AiSettings) => counts(ne(aiUsage.outcome, "pending"), aiUsage.createdAt, now, settings);

/** Tokens today, settled calls and the reservations of calls still running: one user's, or everyone's (`userId` null). */
export async function tokensToday(userId: string | null, now = new Date(), from: DB | Tx = db, settings: AiSettings = env().AI): Promise<number> {
  const today = and(gte(aiUsage.createdAt, startOfUtcDay(now)), countedCall(now, settings));
  const row = await firstRow(from
    .select({ tokens: sum(aiUsage.totalTokens) })
    .from(aiUsage)
    .where(userId === null ? today : and(eq(aiUsage.userId, userId), today)).limit(1));
  return Number(row?.tokens ?? 0);
}

export type AiCallPlan = { model: string; reserveTokens: number };

export type Reservation = {
  userId: string;
  kind: AiCallKind;
  calls: AiCallPlan[];
  now?: Date;
};

/**
 * Checks the budget and writes each call as `pending` with its reserved tokens, in one write
 * transaction; answers the usage row ids in the order of `calls`. Over the budget: a 429 AppError
 * (with Retry-After until midnight UTC) and nothing written.
 */
export async function reserveAiCalls(reservation: Reservation, settings: AiSettings = env().AI): Promise<string[]> {
  return await transaction((tx) => reserveIn(tx, reservation, settings));
}

export type PreviewReservation = { usageIds: string[]; runId: string | null };

/**
 * reserveAiCalls for a live preview; a buyer's (`previewOf` the prompt) is also one run of
 * AI_PREVIEWS_PER_DAY, written `pending` in the same transaction (`runId`) until settlePreview.
 */
export async function reservePreview(reservation: Reservation & { previewOf?: string }, settings: AiSettings = env().AI): Promise<PreviewReservation> {
  const { previewOf, userId, now = new Date() } = reservation;
  return await transaction(async (tx) => {
    const runId = previewOf ? await countPreview(tx, userId, previewOf, now, settings) : null;
    return { usageIds: await reserveIn(tx, reservation, settings), runId };
  });
}

export const SITE_BUDGET_SPENT = "Today's AI budget for the whole site is spent. It renews at midnight UTC.";

const tokenCount = (tokens: number) => `${tokens.toLocaleString("en-US")} token${tokens === 1 ? "" : "s"}`;

/**
 * Admission by worst case (CONTRACT 17, decision 0351): the calls' reserved tokens (the prompt's
 * estimate plus the answer's maximum) must fit what is left of both the user's and the site's
 * budget today, so parallel calls cannot pass either by one call each.
 */
async function reserveIn(tx: Tx, { userId, kind, calls, now = new Date() }: Reservation, settings: AiSettings): Promise<string[]> {
  const worstCase = calls.reduce((total, call) => total + call.reserveTokens, 0);
  const renews = secondsUntilLimitsRenew(now);
  const userLeft = settings.dailyTokens - (await tokensToday(userId, now, tx, settings));
  if (worstCase > userLeft) {
    const left = userLeft > 0 ? ` You have ${tokenCount(userLeft)} left; this needs up to ${tokenCount(worstCase)}.` : "";
    throw new AppError(429, `You have used today's AI budget of ${tokenCount(settings.dailyTokens)}.${left} It renews at midnight UTC.`, undefined, renews);
  }
  if (worstCase > settings.siteDailyTokens - (await tokensToday(null, now, tx, settings))) throw new AppError(429, SITE_BUDGET_SPENT, undefined, renews);
  const rows = await tx
    .insert(aiUsage)
    .values(calls.map(({ model, reserveTokens }) => ({ userId, model, kind, outcome: "pending" as const, totalTokens: reserveTokens, createdAt: now })))
    .returning({ id: aiUsage.id });
  return rows.map(({ id }) => id);
}

/** A user's live previews of one prompt today that count against AI_PREVIEWS_PER_DAY (counted ones and ones still running). */
export async function previewRunsToday(userId: string, promptId: string, now: Date, settings: AiSettings, from: DB | Tx = db): Promise<number> {
  const today = and(eq(aiPreviewRuns.userId, userId), eq(aiPreviewRuns.promptId, promptId), eq(aiPreviewRuns.day, utcDay(now)));
  const counted = counts(eq(aiPreviewRuns.state, "counted"), aiPreviewRuns.createdAt, now, settings);
  return (await firstRow(from.select({ n: count() }).from(aiPreviewRuns).where(and(today, counted)).limit(1)))?.n ?? 0;
}

/** What a user may still spend today: the smaller of what is left of their budget and of the site's. */
export async function tokensLeftToday(userId: string, now = new Date(), settings: AiSettings = env().AI): Promise<number> {
  const userLeft = settings.dailyTokens - (await tokensToday(userId, now, db, settings));
  const siteLeft = settings.siteDailyTokens - (await tokensToday(null, now, db, settings));
  return Math.max(0, Math.min(userLeft, siteLeft));
}

/** One more preview of the prompt today for this user (its run's id), or a 429 when that passes AI_PREVIEWS_PER_DAY. */
async function countPreview(tx: Tx, userId: string, promptId: string, now: Date, settings: AiSettings): Promise<string> {
  const perDay = settings.previewsPerDay;
  if (await previewRunsToday(userId, promptId, now, settings, tx) >= perDay) {
    const runs = perDay === 1 ? "1 live preview" : `${perDay} live previews`;
    throw new AppError(429, `You have run ${runs} of this prompt today, the most a day. Try again after midnight UTC.`, undefined, secondsUntilLimitsRenew(now));
  }
  return (await oneRow(tx.insert(aiPreviewRuns).values({ userId, promptId, day: utcDay(now), state: "pending", createdAt: now }).returning({ id: aiPreviewRuns.id }))).id;
}

export type AiCallEnd = { outcome: Exclude<AiOutcome, "pending">; totalTokens?: number; ms: number };

/** A reserved call's end: the provider's token count (or what is kept of the reservation), its time and outcome. */
export async function settleAiCall(id: string, result: AiCallEnd, from: DB | Tx = db): Promise<void> {
  const tokens = result.totalTokens === undefined ? {} : { totalTokens: result.totalTokens };
  await from.update(aiUsage).set({ outcome: result.outcome, ms: result.ms, ...tokens }).where(eq(aiUsage.id, id));
}

const ANSWERED: readonly AiOutcome[] = ["ok", "withheld"];

/**
 * A preview's calls settled and its run decided in one write transaction: a run that got at least
 * one answer counts; a run with none (every model failed or timed out) is given back.
 */
export async function settlePreview(runId: string | null, calls: { id: string; end: AiCallEnd }[]): Promise<void> {
  await transaction(async (tx) => {
    for (const { id, end } of calls) await settleAiCall(id, end, tx);
    if (!runId) return;
    const run = eq(aiPreviewRuns.id, runId);
    if (calls.some(({ end }) => ANSWERED.includes(end.outcome))) await tx.update(aiPreviewRuns).set({ state: "counted" }).where(run);
    else await tx.delete(aiPreviewRuns).where(run);
  });
}

export type AiStateToday = {
  configured: boolean;
  /** The provider's host[:port] only: never the key, the path or credentials in the URL. */
  host: string | null;
  models: AiModel[];
  callsToday: number;
  tokensToday: number;
  /** AI_SITE_DAILY_TOKENS: the ceiling `tokensToday` counts against. */
  siteDailyTokens: number;
};

/** The AI state for /admin/settings: the settings that may be shown and today's calls and tokens (UTC). */
export async function aiStateToday(settings: AiSettings = env().AI, now = new Date()): Promise<AiStateToday> {
  const row = await firstRow(db
    .select({ calls: count(), tokens: sql<number | null>`sum(case when ${countedCall(now, settings)} then ${aiUsage.totalTokens} end)` })
    .from(aiUsage)
    .where(gte(aiUsage.createdAt, startOfUtcDay(now))).limit(1));
  return {
    configured: aiConfigured(settings),
    host: settings.baseUrl ? new URL(settings.baseUrl).host : null,
    models: settings.models,
    callsToday: row?.calls ?? 0,
    tokensToday: Number(row?.tokens ?? 0),
    siteDailyTokens: settings.siteDailyTokens,
  };
}
