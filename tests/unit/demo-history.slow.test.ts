import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { and, count, eq, gt, inArray, like, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { cartItems, ledgerEntries, mailMessages, notifications, orders, payments, prompts, purchases, reviews, transactions, users, withdrawals } from "~/db/tables.server";
import { DAY_MS, vendorBalance } from "~/models/ledger.server";
import { dailySales, listAllOrders, listVendorOrders } from "~/models/orders.server";
import { ratingSummary, recentReviews } from "~/models/reviews.server";
import { getSettings } from "~/models/settings.server";
import { adminStats, vendorStats } from "~/models/stats.server";
import { getUserByEmail, getVendorByUserId, verifyLogin, type Vendor } from "~/models/users.server";
import { listVendorWithdrawals, withdrawalOutlook } from "~/models/withdrawals.server";
import { DEMO_PROMPTS } from "~/seed/catalogue";
import { seedDemo, type DemoSeedResult } from "~/seed/demo.server";
import { BUYER_DOMAIN, HISTORY_DAYS, planHistory } from "~/seed/history-plan";

const DAY = 24 * 60 * 60 * 1000;
const tables = { users, payments, orders, transactions, purchases, ledgerEntries, reviews, withdrawals, notifications };
const countAll = async () =>
  Object.fromEntries(
    await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await firstRow(db.select({ n: count() }).from(table).limit(1)))!.n])),
  );

const ROOT = path.resolve(__dirname, "../..");
const NOTHING_NEW = {
  usersCreated: 0,
  storesCreated: 0,
  categoriesCreated: 0,
  promptsCreated: 0,
  buyersCreated: 0,
  salesCreated: 0,
  reviewsCreated: 0,
  withdrawalsCreated: 0,
};

const seedProcesses: ChildProcess[] = [];
afterEach(() => {
  for (const child of seedProcesses.splice(0)) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
});

/** `npm run db:seed` as its own process group on this file's database; answers its log lines and exit code. */
async function runSeedScript(): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info" };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "NODE_ENV") delete env[name];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/seed.ts"], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "inherit"] });
  seedProcesses.push(child);
  let stdout = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  const [code] = (await once(child, "close")) as [number | null];
  return { code, lines: stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

let firstRun: DemoSeedResult;
let seededFrom: number;
let seededUntil: number;
let vera: Vendor;
let victor: Vendor;

const store = async (email: string) => (await getVendorByUserId((await getUserByEmail(email))!.id))!;
const demoPromptIds = async () =>
  (await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(inArray(prompts.vendorId, [vera.id, victor.id]), inArray(prompts.title, DEMO_PROMPTS.map((p) => p.title)))))
    .map((row) => row.id);

beforeAll(async () => {
  seededFrom = Date.now();
  firstRun = await seedDemo();
  seededUntil = Date.now();
  vera = await store("vendor@demo.test");
  victor = await store("vendor2@demo.test");
}, 120_000);

describe("demo history: sales", () => {
  it("reports what it made: a few dozen buyers, over a hundred sales, reviews, two withdrawals", async () => {
    expect(firstRun.buyersCreated).toBeGreaterThanOrEqual(24);
    expect(firstRun.salesCreated).toBeGreaterThanOrEqual(100);
    expect(firstRun.reviewsCreated).toBeGreaterThanOrEqual(40);
    expect(firstRun.withdrawalsCreated).toBe(2);
    expect((await firstRow(db.select({ n: count() }).from(transactions).limit(1)))!.n).toBe(firstRun.salesCreated);
  });

  it("spreads the sales over the last 60 days: many distinct days, none in the future", async () => {
    const times = (await db.select({ at: transactions.createdAt }).from(transactions)).map((row) => row.at.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(seededFrom - HISTORY_DAYS * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(seededUntil);
    const days = new Set(times.map((time) => new Date(time).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(30);
    // Older than a month and within the last week: a history, not a burst.
    expect(times.some((time) => time < seededFrom - 40 * DAY)).toBe(true);
    expect(times.some((time) => time > seededFrom - 7 * DAY)).toBe(true);
  });

  it("sells most demo prompts of both stores, some far more than others", async () => {
    const sold = await db
      .select({ vendorId: prompts.vendorId, sales: prompts.salesCount })
      .from(prompts)
      .where(inArray(prompts.id, await demoPromptIds()));
    const selling = sold.filter((row) => row.sales > 0);
    expect(selling.length).toBeGreaterThanOrEqual(Math.ceil(DEMO_PROMPTS.length * 0.75));
    expect(new Set(selling.map((row) => row.vendorId))).toEqual(new Set([vera.id, victor.id]));
    const counts = selling.map((row) => row.sales);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(5 * Math.min(...counts));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(firstRun.salesCreated);
  });

  it("records each sale as checkout's fulfilment does: completed payment and order, purchase, 20% fee, ledger credit", async () => {
    expect(await db.select().from(payments).where(sql`${payments.status} <> 'completed'`)).toEqual([]);
    expect(await db.select().from(orders).where(sql`${orders.paymentStatus} <> 'completed'`)).toEqual([]);
    const sales = await db
      .select({ order: orders, transaction: transactions, ledger: ledgerEntries, purchase: purchases })
      .from(orders)
      .innerJoin(transactions, eq(transactions.orderId, orders.id))
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, transactions.id))
      .innerJoin(purchases, eq(purchases.orderId, orders.id));
    expect(sales).toHaveLength(firstRun.salesCreated);
    for (const { order, transaction, ledger, purchase } of sales) {
      expect(transaction).toMatchObject({ feePercentage: 20, grossCents: order.amountCents, platformFeeCents: Math.round(order.amountCents * 0.2) });
      expect(transaction.platformFeeCents + transaction.vendorEarningsCents).toBe(order.amountCents);
      expect(ledger).toMatchObject({ kind: "sale", amountCents: transaction.vendorEarningsCents, vendorId: order.vendorId });
      expect(purchase).toMatchObject({ userId: order.buyerId, promptId: order.promptId });
      for (const at of [transaction.createdAt, ledger.createdAt, purchase.createdAt, order.completedAt]) {
        expect(at?.getTime()).toBe(order.createdAt.getTime());
      }
    }
  });

  it("buys from generated buyers with non-routable addresses, who cannot sign in with the demo password", async () => {
    const buyers = await db.select().from(users).where(like(users.email, `%@${BUYER_DOMAIN}`));
    expect(buyers).toHaveLength(firstRun.buyersCreated);
    expect(buyers.every((buyer) => buyer.role === "buyer" && /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(buyer.name))).toBe(true);
    const buyerIds = new Set(buyers.map((buyer) => buyer.id));
    expect((await db.select({ buyerId: orders.buyerId }).from(orders)).every((row) => buyerIds.has(row.buyerId))).toBe(true);
    await expect(verifyLogin(buyers[0]!.email, "promptory-demo")).rejects.toThrow("Invalid email or password");
  });

  it("leaves buyer@demo.test owning nothing, with an empty cart and no orders", async () => {
    const ben = (await getUserByEmail("buyer@demo.test"))!;
    expect(await db.select().from(purchases).where(eq(purchases.userId, ben.id))).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, ben.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.buyerId, ben.id))).toEqual([]);
  });
});

describe("demo history: reviews", () => {
  it("rates most demo prompts, mostly 4 and 5 stars with some lower, and the cards show the average", async () => {
    const ids = await demoPromptIds();
    const summaries = (await Promise.all(ids.map(ratingSummary))).filter((summary) => summary.count > 0);
    expect(summaries.length).toBeGreaterThanOrEqual(Math.ceil(ids.length * 0.75));
    const ratings = (await db.select({ rating: reviews.rating }).from(reviews)).map((row) => row.rating);
    expect(ratings.filter((rating) => rating >= 4).length / ratings.length).toBeGreaterThanOrEqual(0.7);
    expect(ratings.some((rating) => rating <= 3)).toBe(true);
    const rows = await db.select().from(prompts).where(inArray(prompts.id, ids));
    for (const row of rows.filter((r) => r.reviewCount > 0)) {
      const summary = await ratingSummary(row.id);
      expect(row.reviewCount).toBe(summary.count);
      expect(row.rating).toBeGreaterThan(0);
      expect(summary.average).toBeCloseTo(Math.round((row.ratingSum / row.reviewCount) * 10) / 10);
    }
  });

  it("is written only by buyers who bought the prompt, after the sale and not in the future", async () => {
    const written = await db
      .select({ review: reviews, boughtAt: purchases.createdAt })
      .from(reviews)
      .leftJoin(purchases, and(eq(purchases.userId, reviews.userId), eq(purchases.promptId, reviews.promptId)));
    expect(written).toHaveLength(firstRun.reviewsCreated);
    for (const { review, boughtAt } of written) {
      expect(boughtAt).not.toBeNull();
      expect(review.createdAt.getTime()).toBeGreaterThan(boughtAt!.getTime());
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(seededUntil);
      expect(review.text.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("demo history: Vera's money", () => {
  it("has a paid withdrawal and a newer pending one, within the limits, to the store's bank details", async () => {
    const { items } = await listVendorWithdrawals(vera.id, { page: 1, limit: 10 });
    expect(items.map((w) => w.status)).toEqual(["pending", "paid"]);
    const [pending, paid] = items as [(typeof items)[number], (typeof items)[number]];
    expect(paid.createdAt.getTime()).toBeLessThan(pending.createdAt.getTime() - 20 * DAY);
    expect(pending.createdAt.getTime()).toBeLessThanOrEqual(seededUntil);
    const { minimumWithdrawalAmount, maximumWithdrawalAmount } = await getSettings();
    for (const withdrawal of items) {
      expect(withdrawal.amountCents).toBeGreaterThanOrEqual(minimumWithdrawalAmount * 100);
      expect(withdrawal.amountCents).toBeLessThanOrEqual(maximumWithdrawalAmount * 100);
      expect(withdrawal).toMatchObject({
        payoutMethod: "bank",
        bankName: vera.payoutBankName,
        accountNumber: vera.payoutAccountNumber,
        accountName: vera.payoutAccountName,
      });
    }
    expect((await listVendorWithdrawals(victor.id, { page: 1, limit: 10 })).total).toBe(0);
  });

  it("balances: credits are sales minus fees, the paid one has left, the pending one is held", async () => {
    const { items } = await listVendorWithdrawals(vera.id, { page: 1, limit: 10 });
    const amountOf = (status: string) => items.find((w) => w.status === status)!.amountCents;
    const sales = (await firstRow(db
      .select({ gross: sql<number>`sum(${transactions.grossCents})`, fees: sql<number>`sum(${transactions.platformFeeCents})` })
      .from(transactions)
      .where(eq(transactions.vendorId, vera.id)).limit(1)))!;
    // Sales of the last 7 days (the default earnings hold) still wait for clearance.
    const recent = (await firstRow(db
      .select({ earnings: sql<number>`coalesce(sum(${transactions.vendorEarningsCents}), 0)` })
      .from(transactions)
      .where(and(eq(transactions.vendorId, vera.id), gt(transactions.createdAt, new Date(Date.now() - 7 * DAY_MS)))).limit(1)))!;
    const balance = await vendorBalance(vera.id);
    expect(balance).toEqual({
      earningsCents: sales.gross - sales.fees,
      pendingCents: recent.earnings,
      paidOutCents: amountOf("paid"),
      heldCents: amountOf("pending"),
      availableCents: sales.gross - sales.fees - recent.earnings - amountOf("paid") - amountOf("pending"),
    });
    expect(balance.pendingCents).toBeGreaterThan(0);
    expect(balance.availableCents).toBeGreaterThan(0);
    expect((await vendorStats(vera.id)).totalEarningsCents).toBe(balance.earningsCents);
    // The open request blocks a second one, as the Withdraw dialog says.
    expect((await withdrawalOutlook(vera.id)).block?.reason).toBe("open-request");
  });
});

describe("demo history: dashboards", () => {
  it("fills the vendor dashboard: stats, chart, recent orders, reviews", async () => {
    for (const vendor of [vera, victor]) {
      const stats = await vendorStats(vendor.id);
      expect(stats.totalSales).toBeGreaterThan(0);
      expect(stats.totalEarningsCents).toBeGreaterThan(0);
      expect(stats.averageRating).toBeGreaterThan(3);
      const chart = await dailySales({ vendorId: vendor.id, days: 30 });
      expect(chart.filter((day) => day.sales > 0).length).toBeGreaterThanOrEqual(5);
      expect((await listVendorOrders(vendor.id, { page: 1, limit: 10 })).items).toHaveLength(10);
      expect(await recentReviews({ vendorId: vendor.id })).toHaveLength(5);
    }
  });

  it("fills the admin dashboard: orders, revenue, both stores among the top vendors", async () => {
    const stats = await adminStats();
    expect(stats.totalOrders).toBe(firstRun.salesCreated);
    expect(stats.totalRevenueCents).toBeGreaterThan(0);
    expect(stats.topVendors.map((row) => row.vendorId).sort()).toEqual([vera.id, victor.id].sort());
    expect((await listAllOrders({ page: 1, limit: 5 })).total).toBe(firstRun.salesCreated);
    expect((await dailySales({ days: 60 })).filter((day) => day.sales > 0).length).toBeGreaterThanOrEqual(20);
  });

  it("keeps only recent notices: no flood of 'New sale' for the vendors, none dated in the future", async () => {
    const veraUserId = vera.userId;
    const sales = (await firstRow(db.select({ n: count() }).from(transactions).where(eq(transactions.vendorId, vera.id)).limit(1)))!.n;
    const notices = await db.select().from(notifications).where(eq(notifications.userId, veraUserId));
    const newSales = notices.filter((notice) => notice.title === "New sale");
    expect(newSales.length).toBeLessThan(sales / 4);
    expect(newSales.length).toBeGreaterThan(0);
    expect(newSales.every((notice) => notice.createdAt.getTime() >= seededFrom - DAY)).toBe(true);
    // The withdrawals tell their story: requested, approved, paid; requested again.
    expect(notices.filter((notice) => notice.title.startsWith("Withdrawal")).map((notice) => notice.title).sort()).toEqual([
      "Withdrawal approved",
      "Withdrawal paid",
      "Withdrawal requested",
      "Withdrawal requested",
    ]);
    const newest = (await firstRow(db.select({ at: sql<number>`max(${notifications.createdAt})` }).from(notifications).limit(1)))!.at;
    expect(newest).toBeLessThanOrEqual(seededUntil);
  });

  it("queues no e-mail: no receipts, sale notices or withdrawal mail for replayed events (docs/decisions/0212)", async () => {
    expect(firstRun.salesCreated).toBeGreaterThan(0);
    expect((await firstRow(db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, "paid")).limit(1)))!.n).toBe(1);
    expect((await firstRow(db.select({ n: count() }).from(mailMessages).limit(1)))!.n).toBe(0);
  });
});

describe("demo history: repeatable", () => {
  it("is the same plan for the same moment", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    expect(planHistory(DEMO_PROMPTS.length, now)).toEqual(planHistory(DEMO_PROMPTS.length, now));
  });

  it("adds nothing on a second run", async () => {
    const before = await countAll();
    await expect(seedDemo()).resolves.toEqual(NOTHING_NEW);
    expect(await countAll()).toEqual(before);
  });

  it("adds nothing on a second `npm run db:seed`, in a process of its own", { timeout: 60_000 }, async () => {
    const before = await countAll();
    const { code, lines } = await runSeedScript();
    expect(code).toBe(0);
    expect(lines.find((line) => line.msg === "seed finished")).toMatchObject(NOTHING_NEW);
    expect(await countAll()).toEqual(before);
  });
});
