import { eq, sum } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { ledgerEntries, transactions } from "~/db/tables.server";
import { AppError } from "~/utils/app-error";
import { creditSale, ledgerBalance, recordPayout, releaseWithdrawal, vendorBalance } from "~/models/ledger.server";
import type { Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import { vendorStats } from "~/models/stats.server";
import type { User, Vendor } from "~/models/users.server";
import { approveWithdrawal, markWithdrawalPaid, rejectWithdrawal, requestWithdrawal } from "~/models/withdrawals.server";
import { duplicateRefused } from "../support/refusals";
import { buyCleared, makeBuyer, makeVendor, payoutDetails, pricedPrompt } from "../factories";

let vendor: Vendor;
let buyer: User;
let fifty: Prompt;
let odd: Prompt;

beforeEach(async () => {
  await setSetting("platformFeePercentage", 20);
  await setSetting("minimumWithdrawalAmount", 10);
  await setSetting("maximumWithdrawalAmount", 5000);
  ({ vendor } = await makeVendor());
  buyer = await makeBuyer();
  fifty = await pricedPrompt(vendor, 50);
  odd = await pricedPrompt(vendor, 24.49);
});

const entries = async (vendorId: string) =>
  await db.select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents, withdrawalId: ledgerEntries.withdrawalId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.vendorId, vendorId));

const entrySum = async (vendorId: string) =>
  Number((await firstRow(db.select({ total: sum(ledgerEntries.amountCents) }).from(ledgerEntries).where(eq(ledgerEntries.vendorId, vendorId)).limit(1)))?.total ?? 0);


async function expectConsistent(vendorId: string) {
  const balance = await vendorBalance(vendorId);
  expect(balance.availableCents).toBe(balance.earningsCents - balance.pendingCents - balance.heldCents - balance.paidOutCents);
  expect(balance.availableCents).toBe(await entrySum(vendorId));
  expect(await ledgerBalance(vendorId)).toBe(balance.availableCents);
  expect((await vendorStats(vendorId)).totalEarningsCents).toBe(balance.earningsCents);
  expect(balance.availableCents).toBeGreaterThanOrEqual(0);
  return balance;
}

describe("sales", () => {
  test("a new store has nothing", async () => {
    expect(await vendorBalance(vendor.id)).toEqual({ earningsCents: 0, pendingCents: 0, heldCents: 0, paidOutCents: 0, availableCents: 0 });
    expect((await vendorStats(vendor.id)).totalEarningsCents).toBe(0);
  });

  test("earnings are the sum of the sales' vendor earnings; fee + earnings = gross", async () => {
    await buyCleared(buyer, fifty, odd);
    await setSetting("platformFeePercentage", 15);
    await buyCleared(await makeBuyer(), odd);

    const sales = await db.select().from(transactions).where(eq(transactions.vendorId, vendor.id));
    expect(sales).toHaveLength(3);
    for (const sale of sales) expect(sale.platformFeeCents + sale.vendorEarningsCents).toBe(sale.grossCents);
    expect(sales.map((s) => [s.grossCents, s.feePercentage, s.platformFeeCents, s.vendorEarningsCents]).sort()).toEqual([
      [2449, 15, 367, 2082],
      [2449, 20, 490, 1959],
      [5000, 20, 1000, 4000],
    ]);

    const balance = await expectConsistent(vendor.id);
    expect(balance).toEqual({ earningsCents: 4000 + 1959 + 2082, pendingCents: 0, heldCents: 0, paidOutCents: 0, availableCents: 8041 });
    expect((await entries(vendor.id)).every((entry) => entry.kind === "sale")).toBe(true);
  });

  test("another vendor's sales and withdrawals do not touch this balance", async () => {
    const other = await makeVendor();
    await buyCleared(buyer, fifty, await pricedPrompt(other.vendor, 30));
    await requestWithdrawal(other.vendor, payoutDetails(20));
    expect(await vendorBalance(vendor.id)).toEqual({ earningsCents: 4000, pendingCents: 0, heldCents: 0, paidOutCents: 0, availableCents: 4000 });
    expect(await vendorBalance(other.vendor.id)).toEqual({ earningsCents: 2400, pendingCents: 0, heldCents: 2000, paidOutCents: 0, availableCents: 400 });
  });

  test("a sale is credited once: a second credit for the same transaction is refused", async () => {
    await buyCleared(buyer, fifty);
    const sale = (await firstRow(db.select().from(transactions).where(eq(transactions.vendorId, vendor.id)).limit(1)))!;
    await expect(creditSale(db, { vendorId: vendor.id, transactionId: sale.id, amountCents: sale.vendorEarningsCents, holdDays: 0 })).rejects.toSatisfy(duplicateRefused("ledger_entries.transaction_id"));
    expect((await vendorBalance(vendor.id)).earningsCents).toBe(4000);
  });
});

describe("withdrawals in the ledger", () => {
  beforeEach(async () => {
    await buyCleared(buyer, fifty, odd); // earnings 4000 + 1959
  });

  test("a request holds its amount; a rejection releases it", async () => {
    const withdrawal = await requestWithdrawal(vendor, payoutDetails(30));
    expect(await expectConsistent(vendor.id)).toEqual({ earningsCents: 5959, pendingCents: 0, heldCents: 3000, paidOutCents: 0, availableCents: 2959 });

    await rejectWithdrawal(withdrawal.id, "The account name does not match.");
    expect(await expectConsistent(vendor.id)).toEqual({ earningsCents: 5959, pendingCents: 0, heldCents: 0, paidOutCents: 0, availableCents: 5959 });
    expect((await entries(vendor.id)).filter((entry) => entry.withdrawalId === withdrawal.id)).toEqual([
      { kind: "withdrawal_hold", amountCents: -3000, withdrawalId: withdrawal.id },
      { kind: "withdrawal_release", amountCents: 3000, withdrawalId: withdrawal.id },
    ]);
  });

  test("an approved request stays held; paying it turns the hold into a payout", async () => {
    const withdrawal = await requestWithdrawal(vendor, payoutDetails(20.5));
    await approveWithdrawal(withdrawal.id);
    expect(await expectConsistent(vendor.id)).toEqual({ earningsCents: 5959, pendingCents: 0, heldCents: 2050, paidOutCents: 0, availableCents: 3909 });

    await markWithdrawalPaid(withdrawal.id);
    expect(await expectConsistent(vendor.id)).toEqual({ earningsCents: 5959, pendingCents: 0, heldCents: 0, paidOutCents: 2050, availableCents: 3909 });
    expect((await vendorStats(vendor.id)).totalEarningsCents).toBe(5959);
  });

  test("rejected, paid and open requests together: available = earnings − held − paid", async () => {
    const rejected = await requestWithdrawal(vendor, payoutDetails(50));
    await rejectWithdrawal(rejected.id, "Wrong bank.");
    const paid = await requestWithdrawal(vendor, payoutDetails(25));
    await approveWithdrawal(paid.id);
    await markWithdrawalPaid(paid.id);
    await buyCleared(await makeBuyer(), fifty); // +4000
    await requestWithdrawal(vendor, payoutDetails(12.34));

    expect(await expectConsistent(vendor.id)).toEqual({
      earningsCents: 9959,
      pendingCents: 0,
      heldCents: 1234,
      paidOutCents: 2500,
      availableCents: 9959 - 1234 - 2500,
    });
  });

  test("the whole balance can be withdrawn and paid, leaving exactly zero", async () => {
    const all = await requestWithdrawal(vendor, payoutDetails(59.59));
    expect((await vendorBalance(vendor.id)).availableCents).toBe(0);
    await approveWithdrawal(all.id);
    await markWithdrawalPaid(all.id);
    expect(await expectConsistent(vendor.id)).toEqual({ earningsCents: 5959, pendingCents: 0, heldCents: 0, paidOutCents: 5959, availableCents: 0 });
  });
});

describe("a withdrawal moves money once", () => {
  beforeEach(async () => {
    await buyCleared(buyer, fifty); // earnings 4000
  });

  const statusOf = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error instanceof AppError ? error.status : String(error);
    }
    return "no error";
  };

  test("paying twice, or rejecting after paying, is refused and changes nothing", async () => {
    const withdrawal = await requestWithdrawal(vendor, payoutDetails(30));
    await approveWithdrawal(withdrawal.id);
    await markWithdrawalPaid(withdrawal.id);
    const after = await vendorBalance(vendor.id);
    const count = (await entries(vendor.id)).length;

    expect(await statusOf(() => markWithdrawalPaid(withdrawal.id))).toBe(409);
    expect(await statusOf(() => rejectWithdrawal(withdrawal.id, "Changed my mind."))).toBe(409);
    expect(await vendorBalance(vendor.id)).toEqual(after);
    expect(await entries(vendor.id)).toHaveLength(count);
  });

  test("rejecting twice, or paying after rejecting, is refused and changes nothing", async () => {
    const withdrawal = await requestWithdrawal(vendor, payoutDetails(30));
    await rejectWithdrawal(withdrawal.id, "Wrong bank.");
    const after = await vendorBalance(vendor.id);

    expect(await statusOf(() => rejectWithdrawal(withdrawal.id, "Wrong bank."))).toBe(409);
    expect(await statusOf(() => approveWithdrawal(withdrawal.id))).toBe(409);
    expect(await statusOf(() => markWithdrawalPaid(withdrawal.id))).toBe(409);
    expect(await vendorBalance(vendor.id)).toEqual(after);
  });

  test("the ledger itself refuses a second payout or release for one withdrawal", async () => {
    const paid = await requestWithdrawal(vendor, payoutDetails(10));
    await approveWithdrawal(paid.id);
    await markWithdrawalPaid(paid.id);
    const entry = { vendorId: vendor.id, withdrawalId: paid.id, amountCents: paid.amountCents };
    await expect(db.transaction((tx) => recordPayout(tx, entry))).rejects.toSatisfy(duplicateRefused("ledger_entries.withdrawal_id"));
    await expect(releaseWithdrawal(db, entry)).rejects.toSatisfy(duplicateRefused("ledger_entries.withdrawal_id"));

    const rejected = await requestWithdrawal(vendor, payoutDetails(10));
    await rejectWithdrawal(rejected.id, "Wrong bank.");
    await expect(releaseWithdrawal(db, { vendorId: vendor.id, withdrawalId: rejected.id, amountCents: rejected.amountCents })).rejects.toSatisfy(duplicateRefused("ledger_entries.withdrawal_id"));

    expect(await expectConsistent(vendor.id)).toEqual({ earningsCents: 4000, pendingCents: 0, heldCents: 0, paidOutCents: 1000, availableCents: 3000 });
  });
});
