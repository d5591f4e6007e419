import { beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { AppError } from "~/utils/app-error";
import { balanceQuery, DAY_MS, vendorBalance } from "~/models/ledger.server";
import type { Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import type { Vendor } from "~/models/users.server";
import { requestWithdrawal, withdrawalOutlook } from "~/models/withdrawals.server";
import { buy, makeBuyer, makeVendor, payoutDetails, pricedPrompt } from "../factories";
import { onPostgres } from "../support/engine";

/** The earnings hold (payoutHoldDays): time travel by passing `now`, never by changing the clock. */

let vendor: Vendor;
let fifty: Prompt;

beforeEach(async () => {
  await setSetting("platformFeePercentage", 20);
  await setSetting("minimumWithdrawalAmount", 10);
  await setSetting("maximumWithdrawalAmount", 5000);
  await setSetting("payoutHoldDays", 7);
  ({ vendor } = await makeVendor());
  fifty = await pricedPrompt(vendor, 50); // $40.00 to the vendor
});

const after = (from: number, days: number, ms = 0) => new Date(from + days * DAY_MS + ms);

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("clearance", () => {
  test("a sale is pending clearance for payoutHoldDays, then available", async () => {
    const soldAt = Date.now();
    await buy(await makeBuyer(), fifty);
    expect(await vendorBalance(vendor.id)).toEqual({ earningsCents: 4000, pendingCents: 4000, heldCents: 0, paidOutCents: 0, availableCents: 0 });
    expect(await vendorBalance(vendor.id, db, after(soldAt, 7, -1000))).toMatchObject({ pendingCents: 4000, availableCents: 0 });
    expect(await vendorBalance(vendor.id, db, after(Date.now(), 7, 1))).toMatchObject({ earningsCents: 4000, pendingCents: 0, availableCents: 4000 });
  });

  test("withdrawals take only the available balance", async () => {
    await buy(await makeBuyer(), fifty);
    expect((await withdrawalOutlook(vendor.id)).block?.reason).toBe("below-minimum");
    expect(await refusal(() => requestWithdrawal(vendor, payoutDetails(10)))).toMatchObject({ status: 422 });

    const cleared = after(Date.now(), 8);
    expect(await withdrawalOutlook(vendor.id, cleared)).toMatchObject({ availableCents: 4000, block: null });
    expect(await refusal(() => requestWithdrawal(vendor, payoutDetails(40.01), { at: cleared }))).toMatchObject({ status: 422, field: "amount" });
    await requestWithdrawal(vendor, payoutDetails(40), { at: cleared });
    expect(await vendorBalance(vendor.id, db, cleared)).toMatchObject({ heldCents: 4000, availableCents: 0 });
  });

  test("the hold is the one in force at the sale: a later change moves no past sale", async () => {
    await buy(await makeBuyer(), fifty);
    await setSetting("payoutHoldDays", 0);
    expect(await vendorBalance(vendor.id)).toMatchObject({ pendingCents: 4000, availableCents: 0 });
    await buy(await makeBuyer(), await pricedPrompt(vendor, 25));
    expect(await vendorBalance(vendor.id)).toMatchObject({ pendingCents: 4000, availableCents: 2000 });
    await setSetting("payoutHoldDays", 30);
    expect(await vendorBalance(vendor.id, db, after(Date.now(), 7, 1))).toMatchObject({ pendingCents: 0, availableCents: 6000 });
  });

  test.skipIf(onPostgres)("the balance is one query read from the covering index", () => {
    const { sql, params } = balanceQuery(vendor.id).toSQL();
    const plan = db.$client.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[];
    expect(plan.map((row) => row.detail).join("\n")).toMatch(/USING COVERING INDEX ledger_vendor_balance_idx \(vendor_id=\?\)/);
  });
});
