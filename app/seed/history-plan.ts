import { BUYER_COUNTRIES, FIRST_NAMES, LAST_NAMES, REVIEW_TEXTS } from "./history-words";
import { createRandom, type Random } from "./random";

/**
 * The demo history as a plan: who bought which demo prompt when, who reviewed it, and when the
 * demo vendor asked for payouts. Pure and deterministic (the same prompts and `now` give the same
 * plan); app/seed/history.server.ts replays it through the real checkout, review and withdrawal code.
 */

export const BUYER_DOMAIN = "buyers.demo.test";
export const HISTORY_DAYS = 60;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BUYERS = 48;
/** Prompts at the end of the popularity order that sell nothing: "most prompts", not all. */
const UNSOLD = 3;
/** Prompts whose reviews are mixed rather than mostly 4-5 stars. */
const MIXED = 3;

export type PlannedBuyer = { name: string; email: string; country: string; joinedAt: Date };

/** Prompts are indexes into the list the plan was made for, buyers into `buyers`. */
export type PlannedEvent =
  | { kind: "sale"; at: Date; buyer: number; prompts: number[] }
  | { kind: "review"; at: Date; buyer: number; prompt: number; rating: 1 | 2 | 3 | 4 | 5; text: string }
  /** A payout request for `share` of the available balance, approved and paid when those are given. */
  | { kind: "withdrawal"; at: Date; share: number; approvedAt?: Date; paidAt?: Date };

export type HistoryPlan = { buyers: PlannedBuyer[]; events: PlannedEvent[] };

export function planHistory(promptCount: number, now: Date): HistoryPlan {
  const rng = createRandom("demo-history");
  const end = now.getTime();
  const popularity = promptWeights(rng, promptCount);
  const mixed = new Set(rng.sample(popularity.map((_, i) => i).filter((i) => popularity[i]! > 0), MIXED));
  const buyers: PlannedBuyer[] = [];
  const events: PlannedEvent[] = [];
  const reviewed = new Set<number>();
  const textsUsed = new Map<number, Set<string>>();

  const lastNames = rng.sample(LAST_NAMES, BUYERS);
  rng.sample(FIRST_NAMES, BUYERS).forEach((first, buyer) => {
    const last = lastNames[buyer]!;
    const owned = new Set<number>();
    const sales = Array.from({ length: 1 + Math.floor(rng.next() ** 2 * 6) }, () => saleTime(rng, end)).sort((a, b) => a - b);
    for (const at of sales) {
      const basket = pickPrompts(rng, popularity, owned, basketSize(rng));
      if (basket.length === 0) continue;
      events.push({ kind: "sale", at: new Date(at), buyer, prompts: basket });
      for (const prompt of basket) {
        owned.add(prompt);
        // A sold prompt's first review is always written (so most prompts show a rating), later ones one time in two.
        if (reviewed.has(prompt) && rng.next() >= 0.5) continue;
        const reviewAt = at + rng.between(2 * HOUR, 12 * DAY);
        if (reviewAt > end - 5 * MINUTE) continue;
        reviewed.add(prompt);
        const rating = starRating(rng, mixed.has(prompt));
        events.push({ kind: "review", at: new Date(reviewAt), buyer, prompt, rating, text: reviewText(rng, rating, textsUsed, prompt) });
      }
    }
    const firstSale = sales[0] ?? end;
    buyers.push({
      name: `${first} ${last}`,
      email: `${first}.${last}@${BUYER_DOMAIN}`.toLowerCase(),
      country: rng.pick(BUYER_COUNTRIES),
      joinedAt: new Date(firstSale - rng.between(HOUR, 20 * DAY)),
    });
  });

  const paidAsked = end - rng.between(33 * DAY, 36 * DAY);
  events.push(
    { kind: "withdrawal", at: new Date(paidAsked), share: 0.8, approvedAt: new Date(paidAsked + DAY), paidAt: new Date(paidAsked + 2 * DAY) },
    { kind: "withdrawal", at: new Date(end - rng.between(DAY, 3 * DAY)), share: 0.6 },
  );
  return { buyers, events: events.sort((a, b) => a.at.getTime() - b.at.getTime()) };
}

/** A shuffled popularity order: a few best sellers, a long tail, and a few that never sold. */
function promptWeights(rng: Random, count: number): number[] {
  const order = rng.sample(Array.from({ length: count }, (_, i) => i), count);
  const weights = new Array<number>(count).fill(0);
  order.forEach((prompt, rank) => {
    weights[prompt] = rank < count - UNSOLD ? 1 / (rank + 1) ** 0.9 : 0;
  });
  return weights;
}

/** Within the last HISTORY_DAYS days, more of them recent (a store that is growing). */
function saleTime(rng: Random, end: number): number {
  return end - 10 * MINUTE - rng.next() ** 1.3 * (HISTORY_DAYS * DAY - HOUR);
}

function basketSize(rng: Random): number {
  const roll = rng.next();
  return roll < 0.65 ? 1 : roll < 0.9 ? 2 : 3;
}

/** Up to `size` prompts by popularity that the buyer does not own yet. */
function pickPrompts(rng: Random, weights: number[], owned: Set<number>, size: number): number[] {
  const picked: number[] = [];
  while (picked.length < size) {
    const open = weights.map((weight, i) => (owned.has(i) || picked.includes(i) ? 0 : weight));
    const total = open.reduce((sum, weight) => sum + weight, 0);
    if (total === 0) break;
    let roll = rng.next() * total;
    let choice = -1;
    // Stops where the roll runs out; rounding can only leave it at the last prompt that may sell.
    for (let i = 0; i < open.length && roll >= 0; i++) {
      if (open[i]! === 0) continue;
      choice = i;
      roll -= open[i]!;
    }
    picked.push(choice);
  }
  return picked;
}

const MOSTLY_GOOD = [[5, 0.58], [4, 0.3], [3, 0.08], [2, 0.03], [1, 0.01]] as const;
const MIXED_BAG = [[5, 0.25], [4, 0.3], [3, 0.25], [2, 0.12], [1, 0.08]] as const;

function starRating(rng: Random, mixed: boolean): 1 | 2 | 3 | 4 | 5 {
  let roll = rng.next();
  for (const [stars, chance] of mixed ? MIXED_BAG : MOSTLY_GOOD) {
    if ((roll -= chance) < 0) return stars;
  }
  return 5;
}

/** A text for the rating that this prompt's reviews have not used yet (while there are any). */
function reviewText(rng: Random, rating: 1 | 2 | 3 | 4 | 5, used: Map<number, Set<string>>, prompt: number): string {
  const seen = used.get(prompt) ?? new Set<string>();
  const fresh = REVIEW_TEXTS[rating].filter((text) => !seen.has(text));
  const text = rng.pick(fresh.length > 0 ? fresh : REVIEW_TEXTS[rating]);
  used.set(prompt, seen.add(text));
  return text;
}
