import { randomBytes } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { db, transaction, firstRow, oneRow } from "~/db/client.server";
import { prompts, users, withdrawals } from "~/db/tables.server";
import { recordPendingPayment } from "~/models/checkout.server";
import { newPaymentReference } from "~/models/payment-reference";
import { DEMO_PROVIDER } from "~/models/payments/gateway.server";
import { vendorPayout } from "~/models/payout-details";
import { upsertReview } from "~/models/reviews.server";
import { fulfilPayment } from "~/models/settlement.server";
import { getUserByEmail, getVendorByUserId, type Vendor } from "~/models/users.server";
import { approveWithdrawal, markWithdrawalPaid, requestWithdrawal, withdrawalOutlook } from "~/models/withdrawals.server";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { hashPassword } from "~/utils/password.server";
import { VERA, VICTOR } from "./accounts";
import { DEMO_PROMPTS } from "./catalogue";
import { BUYER_DOMAIN, planHistory, type PlannedEvent } from "./history-plan";

export type HistorySeedResult = { buyersCreated: number; salesCreated: number; reviewsCreated: number; withdrawalsCreated: number };

const NOTHING: HistorySeedResult = { buyersCreated: 0, salesCreated: 0, reviewsCreated: 0, withdrawalsCreated: 0 };
/**
 * Sales and reviews this recent tell the vendor and the buyer, as real ones do; older ones do not
 * (docs/decisions/0166). No replayed event sends e-mail (docs/decisions/0212).
 */
const NOTICES_WITHIN_MS = 24 * 60 * 60 * 1000;

type SoldPrompt = { promptId: string; vendorId: string; priceCents: number };

/**
 * Gives the demo catalogue a past (docs/decisions/0165): generated buyers, their sales of the
 * listed demo prompts over the last 60 days, their reviews, and a paid and a pending withdrawal
 * for the demo vendor, all through the domain code a real checkout, review and payout go
 * through, in time order, in one transaction. Runs once: when any generated buyer exists it adds nothing.
 */
export async function seedDemoHistory(now = new Date()): Promise<HistorySeedResult> {
  if (await historyExists()) return NOTHING;
  const sold = await listedDemoPrompts();
  if (sold.length === 0) return NOTHING;
  const plan = planHistory(sold.length, now);
  // One hash of a password nobody is told, shared by every generated buyer (docs/decisions/0165).
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  return await transaction(async () => {
    const buyerIds: string[] = [];
    for (const { joinedAt, ...buyer } of plan.buyers) {
      const values = { ...buyer, role: "buyer" as const, passwordHash, emailVerifiedAt: joinedAt, createdAt: joinedAt, updatedAt: joinedAt };
      buyerIds.push((await oneRow(db.insert(users).values(values).returning({ id: users.id }))).id);
    }
    const replay = await replayer(sold, buyerIds, now);
    for (const event of plan.events) await replay(event);
    return { ...replay.counts, buyersCreated: buyerIds.length };
  });
}

async function historyExists(): Promise<boolean> {
  return Boolean(await firstRow(db.select({ id: users.id }).from(users).where(like(users.email, `%@${BUYER_DOMAIN}`)).limit(1)));
}

/** The demo prompts still listed, in catalogue order (the plan's prompt numbers). */
async function listedDemoPrompts(): Promise<SoldPrompt[]> {
  const storeOf = new Map<string, string | undefined>();
  for (const email of [VERA, VICTOR]) storeOf.set(email, (await demoStore(email))?.id);
  const rows = await db
    .select({ promptId: prompts.id, title: prompts.title, vendorId: prompts.vendorId, priceCents: prompts.priceCents })
    .from(prompts)
    .where(and(inArray(prompts.title, DEMO_PROMPTS.map((prompt) => prompt.title)), eq(prompts.listed, true)));
  return DEMO_PROMPTS.flatMap(({ title, vendor }) => rows.filter((row) => row.title === title && row.vendorId === storeOf.get(vendor)));
}

async function demoStore(email: string): Promise<Vendor | undefined> {
  const user = await getUserByEmail(email);
  return user && await getVendorByUserId(user.id);
}

async function replayer(sold: SoldPrompt[], buyerIds: string[], now: Date) {
  const counts = { salesCreated: 0, reviewsCreated: 0, withdrawalsCreated: 0 };
  const notifies = (at: Date) => now.getTime() - at.getTime() <= NOTICES_WITHIN_MS;
  const payee = await payingVendor();
  const replay = async (event: PlannedEvent) => {
    switch (event.kind) {
      case "sale": {
        const reference = newPaymentReference();
        const items = event.prompts.map((prompt) => sold[prompt]!);
        await transaction((tx) => recordPendingPayment(tx, { reference, buyerId: buyerIds[event.buyer]!, provider: DEMO_PROVIDER, items, at: event.at }));
        await fulfilPayment(reference, { at: event.at, notify: notifies(event.at), mail: false });
        counts.salesCreated += items.length;
        return;
      }
      case "review": {
        const buyer = { id: buyerIds[event.buyer]!, role: "buyer" as const };
        await upsertReview(buyer, sold[event.prompt]!.promptId, { rating: event.rating, text: event.text }, { at: event.at, notify: notifies(event.at) });
        counts.reviewsCreated += 1;
        return;
      }
      case "withdrawal":
        if (payee && await withdraw(payee, event)) counts.withdrawalsCreated += 1;
    }
  };
  return Object.assign(replay, { counts });
}

/** The demo vendor's store, unless it asked for a withdrawal of its own already (a used database). */
async function payingVendor(): Promise<Vendor | undefined> {
  const vendor = await demoStore(VERA);
  const asked = vendor && await firstRow(db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.vendorId, vendor.id)).limit(1));
  return asked ? undefined : vendor;
}

/**
 * A request for whole dollars of the balance at that moment, within the limits, to the store's
 * payout details as the Withdraw dialog checks them; false when no request is possible.
 */
async function withdraw(vendor: Vendor, event: Extract<PlannedEvent, { kind: "withdrawal" }>): Promise<boolean> {
  const { availableCents, minimumCents, maximumCents, block } = await withdrawalOutlook(vendor.id, event.at);
  const amountCents = Math.min(Math.floor((availableCents * event.share) / 100) * 100, maximumCents);
  const input = WithdrawalSchema.safeParse({ ...vendorPayout(vendor), amount: amountCents / 100 });
  if (block || amountCents < minimumCents || !input.success) return false;
  const { id } = await requestWithdrawal(vendor, input.data, { at: event.at });
  if (event.approvedAt) await approveWithdrawal(id, { at: event.approvedAt, mail: false });
  if (event.paidAt) await markWithdrawalPaid(id, { at: event.paidAt, mail: false });
  return true;
}
