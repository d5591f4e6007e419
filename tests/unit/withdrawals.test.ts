import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { duplicateRefused } from "../support/refusals";
import { createInterface } from "node:readline";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { ledgerEntries, withdrawals } from "~/db/tables.server";
import { AppError } from "~/utils/app-error";
import { vendorBalance } from "~/models/ledger.server";
import { listNotifications } from "~/models/notifications.server";
import { setSetting } from "~/models/settings.server";
import type { User, Vendor } from "~/models/users.server";
import {
  approveWithdrawal,
  listVendorWithdrawals,
  listWithdrawalQueue,
  markWithdrawalPaid,
  ONE_OPEN_REQUEST,
  PAYOUT_METHOD_CHANGED,
  rejectWithdrawal,
  requestWithdrawal,
  withdrawalOutlook,
  withdrawalStatusDisplay,
  type Withdrawal,
} from "~/models/withdrawals.server";
import { AMOUNT_REQUIRED, WithdrawalSchema } from "~/schemas/withdrawal";
import { buyCleared, makeAdmin, makeBuyer, makeVendor, payoutDetails, pricedPrompt } from "../factories";

let admins: User[];
let vendor: Vendor;
let vendorUser: User;

beforeAll(async () => {
  admins = [await makeAdmin(), await makeAdmin()];
});

/** A store with one $200 sale at a 20% fee: $160.00 to withdraw. */
async function sellerWith160() {
  const seller = await makeVendor();
  await buyCleared(await makeBuyer(), await pricedPrompt(seller.vendor, 200));
  return seller;
}

beforeEach(async () => {
  await setSetting("platformFeePercentage", 20);
  await setSetting("minimumWithdrawalAmount", 10);
  await setSetting("maximumWithdrawalAmount", 100);
  ({ vendor, user: vendorUser } = await sellerWith160());
});

async function caught(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

/** A failed statement: drizzle's error carries SQLite's own as its cause. */

const request = (amount: number, who: Vendor = vendor) => requestWithdrawal(who, payoutDetails(amount));
const rowsOf = async (vendorId: string) => await db.select().from(withdrawals).where(eq(withdrawals.vendorId, vendorId));
const holdsOf = async (vendorId: string) => (await db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorId, vendorId))).filter((e) => e.kind !== "sale");

describe("amount bounds and balance", () => {
  test("below the admin's minimum is refused on the amount field, and nothing is held", async () => {
    const error = await caught(() => request(9.99));
    expect(error).toMatchObject({ status: 422, field: "amount", message: "The minimum withdrawal is $10.00" });
    expect(await rowsOf(vendor.id)).toHaveLength(0);
    expect(await holdsOf(vendor.id)).toHaveLength(0);
    expect((await vendorBalance(vendor.id)).availableCents).toBe(16000);
  });

  test("above the admin's maximum is refused", async () => {
    expect(await caught(() => request(100.01))).toMatchObject({ status: 422, field: "amount", message: "The maximum withdrawal is $100.00" });
    expect(await rowsOf(vendor.id)).toHaveLength(0);
  });

  test("exactly the minimum and exactly the maximum are accepted", async () => {
    const atMinimum = await request(10);
    expect(atMinimum).toMatchObject({ amountCents: 1000, status: "pending" });
    await rejectWithdrawal(atMinimum.id, "Testing the bounds.");
    expect(await request(100)).toMatchObject({ amountCents: 10000, status: "pending" });
  });

  test("bounds with cents: a $10.15 minimum refuses $10.14 and accepts $10.15", async () => {
    await setSetting("minimumWithdrawalAmount", 10.15);
    await expect(request(10.14)).rejects.toThrowAppError(422, "The minimum withdrawal is $10.15");
    expect((await request(10.15)).amountCents).toBe(1015);
  });

  test("more than the available balance is refused; exactly the balance is accepted", async () => {
    await setSetting("maximumWithdrawalAmount", 5000);
    expect(await caught(() => request(160.01))).toMatchObject({
      status: 422,
      field: "amount",
      message: "You can withdraw at most $160.00, your available balance",
    });
    expect(await rowsOf(vendor.id)).toHaveLength(0);
    expect((await request(160)).amountCents).toBe(16000);
    expect((await vendorBalance(vendor.id)).availableCents).toBe(0);
  });

  test("the balance counts earlier payouts", async () => {
    await setSetting("maximumWithdrawalAmount", 5000);
    const paid = await request(100);
    await approveWithdrawal(paid.id);
    await markWithdrawalPaid(paid.id);
    expect((await caught(() => request(60.01))).message).toBe("You can withdraw at most $60.00, your available balance");
    expect((await request(60)).amountCents).toBe(6000);
  });

  test("a store whose balance is below the minimum cannot withdraw, whatever the amount", async () => {
    const { vendor: empty } = await makeVendor();
    for (const amount of [5, 10, 50]) {
      const error = await caught(() => request(amount, empty));
      expect(error).toMatchObject({ status: 422, message: "Your available balance ($0.00) is below the minimum withdrawal of $10.00." });
      expect(error.field).toBeUndefined();
    }
  });

  test("amounts in cents are kept exactly (no floating point drift)", async () => {
    for (const [amount, cents] of [[10.07, 1007], [19.99, 1999], [0.1 + 0.2 + 10, 1030]] as const) {
      const withdrawal = await request(amount);
      expect(withdrawal.amountCents).toBe(cents);
      await rejectWithdrawal(withdrawal.id, "Again.");
    }
  });

  test("the form schema: amount required, a number, positive, at most 2 decimals", () => {
    const amountError = (amount: unknown) => {
      const result = WithdrawalSchema.safeParse({ ...payoutDetails(0), amount });
      return result.success ? result.data.amount : result.error.flatten().fieldErrors.amount?.[0];
    };
    expect(amountError("")).toBe(AMOUNT_REQUIRED);
    expect(amountError(undefined)).toBe(AMOUNT_REQUIRED);
    expect(amountError("  ")).toBe("Amount must be a number");
    expect(amountError("ten")).toBe("Amount must be a number");
    expect(amountError("0")).toBe("Amount must be more than 0");
    expect(amountError("-5")).toBe("Amount must be more than 0");
    expect(amountError("10.555")).toBe("Amount can have at most 2 decimals");
    expect(amountError("10.5")).toBe(10.5);
    expect(amountError("10.07")).toBe(10.07);
    expect(amountError("25")).toBe(25);
  });

  test("the form schema: bank details are required for a bank payout", () => {
    const result = WithdrawalSchema.safeParse({ amount: "20", bankName: "", accountNumber: " ", payoutMethod: "bank" });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toMatchObject({
      bankName: ["Bank name is required"],
      accountNumber: ["Account number is required"],
      accountName: ["Account name is required"],
    });
  });

  test("details for another method than the store's are refused, and nothing is held", async () => {
    const posted = WithdrawalSchema.parse({ payoutMethod: "paypal", paypalEmail: "vera@example.com", amount: "20" });
    await expect(requestWithdrawal(vendor, posted)).rejects.toThrowAppError(409, PAYOUT_METHOD_CHANGED);
    expect(await rowsOf(vendor.id)).toHaveLength(0);
    expect(await holdsOf(vendor.id)).toHaveLength(0);
  });
});

describe("one open request per vendor", () => {
  test("a pending request blocks another, even a small one", async () => {
    await request(20);
    await expect(request(10)).rejects.toThrowAppError(409, ONE_OPEN_REQUEST);
    expect(await rowsOf(vendor.id)).toHaveLength(1);
    expect((await vendorBalance(vendor.id)).heldCents).toBe(2000);
  });

  test("an approved request blocks another", async () => {
    await approveWithdrawal((await request(20)).id);
    await expect(request(10)).rejects.toThrowAppError(409, ONE_OPEN_REQUEST);
  });

  test("after a payout or a rejection a new request is allowed", async () => {
    const paid = await request(20);
    await approveWithdrawal(paid.id);
    await markWithdrawalPaid(paid.id);
    const rejected = await request(30);
    await rejectWithdrawal(rejected.id, "Wrong account.");
    const third = await request(40);
    expect((await rowsOf(vendor.id)).map((w) => w.status).sort()).toEqual(["paid", "pending", "rejected"]);
    expect(await vendorBalance(vendor.id)).toMatchObject({ heldCents: 4000, paidOutCents: 2000, availableCents: 10000 });
    expect(third.status).toBe("pending");
  });

  test("another vendor's open request does not block this one", async () => {
    const other = await sellerWith160();
    await request(20, other.vendor);
    expect((await request(20)).status).toBe("pending");
  });

  test("the database refuses a second open request even past the checks (partial unique index)", async () => {
    const open = await request(20);
    const row = { vendorId: vendor.id, amountCents: 1000, payoutMethod: "bank" as const, bankName: "B", accountNumber: "1", accountName: "A" };
    await expect(db.insert(withdrawals).values({ ...row, status: "pending" })).rejects.toSatisfy(duplicateRefused("withdrawals.vendor_id"));
    await expect(db.insert(withdrawals).values({ ...row, status: "approved" })).rejects.toSatisfy(duplicateRefused("withdrawals.vendor_id"));
    // Closed requests are not limited.
    await db.insert(withdrawals).values([{ ...row, status: "paid" }, { ...row, status: "rejected" }, { ...row, status: "rejected" }]);
    // And it applies to a request moving back to open, too.
    await approveWithdrawal(open.id);
    const closed = (await rowsOf(vendor.id)).find((w) => w.status === "rejected")!;
    await expect(db.update(withdrawals).set({ status: "pending" }).where(eq(withdrawals.id, closed.id))).rejects.toSatisfy(duplicateRefused("withdrawals.vendor_id"));
  });
});

describe("what the Withdraw dialog says before anything is typed", () => {
  test("a store with a balance and nothing open may ask", async () => {
    expect(await withdrawalOutlook(vendor.id)).toEqual({ availableCents: 16000, minimumCents: 1000, maximumCents: 10000, hasOpenRequest: false, block: null });
  });

  test("a store without sales is below the minimum", async () => {
    const { vendor: empty } = await makeVendor();
    expect((await withdrawalOutlook(empty.id)).block).toEqual({
      reason: "below-minimum",
      message: "Your available balance ($0.00) is below the minimum withdrawal of $10.00.",
    });
  });

  test("an open request blocks until it is paid or rejected", async () => {
    const open = await request(20);
    expect((await withdrawalOutlook(vendor.id)).block).toEqual({ reason: "open-request", message: ONE_OPEN_REQUEST });
    await approveWithdrawal(open.id);
    expect((await withdrawalOutlook(vendor.id)).block?.reason).toBe("open-request");
    await markWithdrawalPaid(open.id);
    expect(await withdrawalOutlook(vendor.id)).toMatchObject({ availableCents: 14000, hasOpenRequest: false, block: null });
  });
});

describe("transitions", () => {
  let withdrawal: Withdrawal;
  beforeEach(async () => {
    withdrawal = await request(30);
  });

  test("pending → approved → paid", async () => {
    expect(await approveWithdrawal(withdrawal.id)).toMatchObject({ id: withdrawal.id, status: "approved", rejectionReason: null });
    expect(await markWithdrawalPaid(withdrawal.id)).toMatchObject({ id: withdrawal.id, status: "paid" });
    expect((await rowsOf(vendor.id))[0]?.status).toBe("paid");
  });

  test("approve only a pending request", async () => {
    await approveWithdrawal(withdrawal.id);
    await expect(approveWithdrawal(withdrawal.id)).rejects.toThrowAppError(409, "This withdrawal is already approved");
    await markWithdrawalPaid(withdrawal.id);
    await expect(approveWithdrawal(withdrawal.id)).rejects.toThrowAppError(409, "This withdrawal is already paid");
  });

  test("pay only an approved request", async () => {
    await expect(markWithdrawalPaid(withdrawal.id)).rejects.toThrowAppError(409, "Approve this withdrawal before marking it paid");
    expect(await vendorBalance(vendor.id)).toMatchObject({ heldCents: 3000, paidOutCents: 0 });
    await rejectWithdrawal(withdrawal.id, "No.");
    await expect(markWithdrawalPaid(withdrawal.id)).rejects.toThrowAppError(409, "This withdrawal is already rejected");
    expect(await vendorBalance(vendor.id)).toMatchObject({ heldCents: 0, paidOutCents: 0, availableCents: 16000 });
  });

  test("reject a pending request with its reason", async () => {
    expect(await rejectWithdrawal(withdrawal.id, "The account number is incomplete.")).toMatchObject({
      status: "rejected",
      rejectionReason: "The account number is incomplete.",
    });
  });

  test("reject an approved request; the hold is released", async () => {
    await approveWithdrawal(withdrawal.id);
    expect(await rejectWithdrawal(withdrawal.id, "Bank refused the transfer.")).toMatchObject({ status: "rejected", rejectionReason: "Bank refused the transfer." });
    expect(await vendorBalance(vendor.id)).toMatchObject({ heldCents: 0, availableCents: 16000 });
  });

  test("a paid or rejected request cannot be rejected (stale click → 409)", async () => {
    await approveWithdrawal(withdrawal.id);
    await markWithdrawalPaid(withdrawal.id);
    await expect(rejectWithdrawal(withdrawal.id, "Too late.")).rejects.toThrowAppError(409, "This withdrawal is already paid");
    const second = await request(10);
    await rejectWithdrawal(second.id, "First reason.");
    await expect(rejectWithdrawal(second.id, "Second reason.")).rejects.toThrowAppError(409, "This withdrawal is already rejected");
    expect((await rowsOf(vendor.id)).find((w) => w.id === second.id)?.rejectionReason).toBe("First reason.");
  });

  test("an unknown withdrawal is 404", async () => {
    for (const act of [() => approveWithdrawal("missing"), () => markWithdrawalPaid("missing"), () => rejectWithdrawal("missing", "Why.")]) {
      expect(await caught(act)).toMatchObject({ status: 404, message: "Withdrawal not found" });
    }
  });

  test("status labels", () => {
    expect(["pending", "approved", "paid", "rejected"].map((s) => withdrawalStatusDisplay(s as Withdrawal["status"]))).toEqual([
      "Pending",
      "Approved",
      "Paid",
      "Rejected",
    ]);
  });
});

describe("notifications", () => {
  const titles = async (userId: string) => (await listNotifications(userId)).map((n) => n.title);

  test("admins hear of a request; the vendor hears of each step", async () => {
    const first = await request(30);
    const [vendorNotice] = await listNotifications(vendorUser.id);
    expect(vendorNotice).toMatchObject({ title: "Withdrawal requested", message: "Your request for $30.00 is waiting for review." });
    for (const admin of admins) {
      expect((await listNotifications(admin.id))[0]).toMatchObject({ title: "New withdrawal request", message: `${vendor.storeName} asked for $30.00.` });
    }

    await approveWithdrawal(first.id);
    expect((await listNotifications(vendorUser.id))[0]).toMatchObject({ type: "success", title: "Withdrawal approved" });
    expect((await listNotifications(vendorUser.id))[0]?.message).toContain("$30.00");

    await markWithdrawalPaid(first.id);
    expect((await listNotifications(vendorUser.id))[0]).toMatchObject({ type: "success", title: "Withdrawal paid", message: "$30.00 was sent to your bank account." });

    const second = await request(12.5);
    await rejectWithdrawal(second.id, "The account name does not match the store owner");
    expect((await listNotifications(vendorUser.id))[0]).toMatchObject({
      type: "warning",
      title: "Withdrawal rejected",
      message: "Your withdrawal of $12.50 was rejected: The account name does not match the store owner. The amount is back in your balance.",
    });
    expect((await titles(vendorUser.id)).filter((t) => t.startsWith("Withdrawal"))).toEqual([
      "Withdrawal rejected",
      "Withdrawal requested",
      "Withdrawal paid",
      "Withdrawal approved",
      "Withdrawal requested",
    ]);
    // Admins are told of requests, not of their own decisions.
    for (const admin of admins) expect((await titles(admin.id)).filter((t) => t === "New withdrawal request").length).toBeGreaterThanOrEqual(2);
  });

  test("a refused request notifies nobody", async () => {
    const before = { vendor: (await titles(vendorUser.id)).length, admin: (await titles(admins[0]!.id)).length };
    await caught(() => request(5));
    await caught(() => request(150));
    expect(await titles(vendorUser.id)).toHaveLength(before.vendor);
    expect(await titles(admins[0]!.id)).toHaveLength(before.admin);
  });

  test("a stale admin action notifies nobody", async () => {
    const withdrawal = await request(30);
    await approveWithdrawal(withdrawal.id);
    const before = (await titles(vendorUser.id)).length;
    await caught(() => approveWithdrawal(withdrawal.id));
    expect(await titles(vendorUser.id)).toHaveLength(before);
  });
});

describe("listings", () => {
  /** Sets a withdrawal's creation time, to order requests without waiting. */
  const at = async (withdrawal: Withdrawal, minutesAgo: number) => {
    await db.update(withdrawals).set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(withdrawals.id, withdrawal.id));
    return withdrawal.id;
  };
  const closed = async (amount: number, outcome: "paid" | "rejected", who: Vendor = vendor) => {
    const withdrawal = await request(amount, who);
    if (outcome === "rejected") await rejectWithdrawal(withdrawal.id, "Not now.");
    else await markWithdrawalPaid((await approveWithdrawal(withdrawal.id)).id);
    return withdrawal;
  };
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  test("a vendor sees only their own requests, newest first, paged", async () => {
    const other = await sellerWith160();
    await request(10, other.vendor);
    // Made in this order, but dated so that the second is the oldest and the first the newest.
    const newest = await at(await closed(11, "rejected"), 1);
    const oldest = await at(await closed(12, "paid"), 30);
    const middle = await at(await closed(13, "rejected"), 20);
    const open = await at(await request(14), 10);

    const firstPage = await listVendorWithdrawals(vendor.id, { page: 1, limit: 3 });
    expect(firstPage.total).toBe(4);
    expect(ids(firstPage.items)).toEqual([newest, open, middle]);
    expect(await listVendorWithdrawals(vendor.id, { page: 2, limit: 3 })).toMatchObject({ total: 4, items: [{ id: oldest, amountCents: 1200, status: "paid" }] });
    expect((await listVendorWithdrawals(vendor.id, { page: 3, limit: 3 })).items).toEqual([]);
  });

  test("requests made in the same millisecond keep a stable order", async () => {
    const made = [await closed(10, "rejected"), await closed(11, "rejected"), await closed(12, "rejected")];
    const sameTime = new Date();
    await db.update(withdrawals).set({ createdAt: sameTime }).where(eq(withdrawals.vendorId, vendor.id));
    const pages = await Promise.all([1, 2, 3].map((page) => listVendorWithdrawals(vendor.id, { page, limit: 1 })));
    expect(pages.flatMap((page) => ids(page.items))).toEqual(ids(made).reverse());
  });

  test("the admin queue: open requests oldest first, then the rest newest first; filter by status; paged", async () => {
    await db.delete(ledgerEntries).where(eq(ledgerEntries.kind, "withdrawal_hold"));
    await db.delete(ledgerEntries).where(eq(ledgerEntries.kind, "withdrawal_release"));
    await db.delete(ledgerEntries).where(eq(ledgerEntries.kind, "payout"));
    await db.delete(withdrawals);
    const b = await sellerWith160();
    const c = await sellerWith160();

    const aRejected = await at(await closed(10, "rejected"), 50);
    const bPaid = await at(await closed(11, "paid", b.vendor), 5);
    const cRejected = await at(await closed(12, "rejected", c.vendor), 20);
    const aPending = await at(await request(13), 3);
    const bApproved = await at(await approveWithdrawal((await request(14, b.vendor)).id), 40);
    const cPending = await at(await request(15, c.vendor), 30);

    const all = await listWithdrawalQueue({ page: 1, limit: 10 });
    expect(all.total).toBe(6);
    expect(ids(all.items)).toEqual([bApproved, cPending, aPending, bPaid, cRejected, aRejected]);
    expect(all.items[0]).toMatchObject({ storeName: b.vendor.storeName, vendorEmail: b.user.email, amountCents: 1400, status: "approved" });

    expect(ids((await listWithdrawalQueue({ page: 1, limit: 4 })).items)).toEqual([bApproved, cPending, aPending, bPaid]);
    expect(await listWithdrawalQueue({ page: 2, limit: 4 })).toMatchObject({ total: 6 });
    expect(ids((await listWithdrawalQueue({ page: 2, limit: 4 })).items)).toEqual([cRejected, aRejected]);

    expect(await listWithdrawalQueue({ status: "pending", page: 1, limit: 10 })).toMatchObject({ total: 2 });
    expect(ids((await listWithdrawalQueue({ status: "pending", page: 1, limit: 10 })).items)).toEqual([cPending, aPending]);
    expect(ids((await listWithdrawalQueue({ status: "rejected", page: 1, limit: 10 })).items)).toEqual([cRejected, aRejected]);
    expect(ids((await listWithdrawalQueue({ status: "paid", page: 1, limit: 1 })).items)).toEqual([bPaid]);
  });

  test("the admin queue keeps requests made in the same millisecond in order: open ones as made, closed ones latest first", async () => {
    const b = await sellerWith160();
    const closedOnes = [await closed(10, "rejected"), await closed(11, "rejected"), await closed(12, "rejected")];
    const openOnes = [await request(13), await request(14, b.vendor)];
    const sameTime = new Date(Date.now() - 1000);
    await db.update(withdrawals).set({ createdAt: sameTime }).where(inArray(withdrawals.id, ids([...closedOnes, ...openOnes])));
    const mine = new Set(ids([...closedOnes, ...openOnes]));
    const queue = ids((await listWithdrawalQueue({ page: 1, limit: 1000 })).items).filter((id) => mine.has(id));
    expect(queue).toEqual([...ids(openOnes), ...ids(closedOnes).reverse()]);
  });
});

describe("two requests at the same moment from two processes", () => {
  const script = path.resolve(__dirname, "fixtures/withdraw-race.ts");
  type Attempt = {
    vendorId: string;
    ok: boolean;
    id?: string;
    amountCents?: number;
    status?: number;
    message?: string;
    error?: string;
    startedAt: number;
    finishedAt: number;
  };

  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
  });

  /** Starts one racer; `ready` once it has opened the database, `done` with its attempts. */
  function racer(amount: number) {
    const child = spawn(process.execPath, ["--import", "tsx", script, String(amount)], {
      cwd: path.resolve(__dirname, "../.."),
      env: process.env, // the same DATABASE_URL as this test file
      stdio: ["pipe", "pipe", "pipe"],
    });
    children.push(child);
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const attempts: Attempt[] = [];
    let markReady = () => {};
    let failed: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => ((markReady = resolve), (failed = reject)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line === "ready") markReady();
      else attempts.push(JSON.parse(line) as Attempt);
    });
    const done = new Promise<Attempt[]>((resolve, reject) => {
      child.on("error", reject);
      // "close", not "exit": every line of its output has been read by then.
      child.on("close", (code) => {
        failed(new Error(`racer ended before it was ready (${code}): ${stderr}`));
        if (code === 0) resolve(attempts);
        else reject(new Error(`racer exited with ${code}: ${stderr}`));
      });
    });
    // Awaited by the test; these only keep a racer killed after a failure from reporting twice.
    ready.catch(() => {});
    done.catch(() => {});
    const go = (start: number, vendorIds: string[]) => child.stdin.end(`${JSON.stringify({ start, vendorIds })}\n`);
    return { ready, done, go };
  }

  test("each of 12 stores with $40.00 gets $30 or $25, never both, and no error escapes", async () => {
    // The racers start up while the stores are made.
    const racers = [racer(30), racer(25)];
    await setSetting("maximumWithdrawalAmount", 5000);
    const buyer = await makeBuyer();
    const stores = await Promise.all(Array.from({ length: 12 }, async () => (await makeVendor()).vendor));
    const items = [];
    for (const store of stores) items.push(await pricedPrompt(store, 50)); // $40.00 after the 20% fee
    await buyCleared(buyer, ...items);
    const vendorIds = stores.map((store) => store.id);

    await Promise.all(racers.map((r) => r.ready));
    const start = Date.now() + 200;
    for (const r of racers) r.go(start, vendorIds);
    const [thirties, twentyFives] = await Promise.all(racers.map((r) => r.done));

    expect(thirties).toHaveLength(12);
    expect(twentyFives).toHaveLength(12);
    let overlapping = 0;
    for (const [round, store] of stores.entries()) {
      const pair = [thirties![round]!, twentyFives![round]!];
      expect(pair.map((a) => a.vendorId)).toEqual([store.id, store.id]);
      // Exactly one wins; the other gets a clear answer, never a raw database error.
      expect(pair.filter((a) => a.ok)).toHaveLength(1);
      const loser = pair.find((a) => !a.ok)!;
      expect(loser.error).toBeUndefined();
      expect([409, 422]).toContain(loser.status);
      if (loser.status === 409) expect(loser.message).toBe(ONE_OPEN_REQUEST);

      const winner = pair.find((a) => a.ok)!;
      const balance = await vendorBalance(store.id);
      expect(balance).toEqual({ earningsCents: 4000, pendingCents: 0, heldCents: winner.amountCents, paidOutCents: 0, availableCents: 4000 - winner.amountCents! });
      expect((await rowsOf(store.id)).map((w) => w.id)).toEqual([winner.id]);
      if (pair[0]!.startedAt < pair[1]!.finishedAt && pair[1]!.startedAt < pair[0]!.finishedAt) overlapping += 1;
    }
    // The two processes really did act at the same time (not one after the other).
    expect(overlapping).toBeGreaterThan(0);
  }, 30_000);
});
