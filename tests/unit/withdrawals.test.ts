import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { ledgerEntries, withdrawals } from "~/db/schema";
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
  setSetting("platformFeePercentage", 20);
  setSetting("minimumWithdrawalAmount", 10);
  setSetting("maximumWithdrawalAmount", 100);
  ({ vendor, user: vendorUser } = await sellerWith160());
});

function caught(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

const request = (amount: number, who: Vendor = vendor) => requestWithdrawal(who, payoutDetails(amount));
const rowsOf = (vendorId: string) => db.select().from(withdrawals).where(eq(withdrawals.vendorId, vendorId)).all();
const holdsOf = (vendorId: string) => db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorId, vendorId)).all().filter((e) => e.kind !== "sale");

describe("amount bounds and balance", () => {
  test("below the admin's minimum is refused on the amount field, and nothing is held", () => {
    const error = caught(() => request(9.99));
    expect(error).toMatchObject({ status: 422, field: "amount", message: "The minimum withdrawal is $10.00" });
    expect(rowsOf(vendor.id)).toHaveLength(0);
    expect(holdsOf(vendor.id)).toHaveLength(0);
    expect(vendorBalance(vendor.id).availableCents).toBe(16000);
  });

  test("above the admin's maximum is refused", () => {
    expect(caught(() => request(100.01))).toMatchObject({ status: 422, field: "amount", message: "The maximum withdrawal is $100.00" });
    expect(rowsOf(vendor.id)).toHaveLength(0);
  });

  test("exactly the minimum and exactly the maximum are accepted", () => {
    const atMinimum = request(10);
    expect(atMinimum).toMatchObject({ amountCents: 1000, status: "pending" });
    rejectWithdrawal(atMinimum.id, "Testing the bounds.");
    expect(request(100)).toMatchObject({ amountCents: 10000, status: "pending" });
  });

  test("bounds with cents: a $10.15 minimum refuses $10.14 and accepts $10.15", () => {
    setSetting("minimumWithdrawalAmount", 10.15);
    expect(() => request(10.14)).toThrowAppError(422, "The minimum withdrawal is $10.15");
    expect(request(10.15).amountCents).toBe(1015);
  });

  test("more than the available balance is refused; exactly the balance is accepted", () => {
    setSetting("maximumWithdrawalAmount", 5000);
    expect(caught(() => request(160.01))).toMatchObject({
      status: 422,
      field: "amount",
      message: "You can withdraw at most $160.00, your available balance",
    });
    expect(rowsOf(vendor.id)).toHaveLength(0);
    expect(request(160).amountCents).toBe(16000);
    expect(vendorBalance(vendor.id).availableCents).toBe(0);
  });

  test("the balance counts earlier payouts", () => {
    setSetting("maximumWithdrawalAmount", 5000);
    const paid = request(100);
    approveWithdrawal(paid.id);
    markWithdrawalPaid(paid.id);
    expect(caught(() => request(60.01)).message).toBe("You can withdraw at most $60.00, your available balance");
    expect(request(60).amountCents).toBe(6000);
  });

  test("a store whose balance is below the minimum cannot withdraw, whatever the amount", async () => {
    const { vendor: empty } = await makeVendor();
    for (const amount of [5, 10, 50]) {
      const error = caught(() => request(amount, empty));
      expect(error).toMatchObject({ status: 422, message: "Your available balance ($0.00) is below the minimum withdrawal of $10.00." });
      expect(error.field).toBeUndefined();
    }
  });

  test("amounts in cents are kept exactly (no floating point drift)", () => {
    for (const [amount, cents] of [[10.07, 1007], [19.99, 1999], [0.1 + 0.2 + 10, 1030]] as const) {
      const withdrawal = request(amount);
      expect(withdrawal.amountCents).toBe(cents);
      rejectWithdrawal(withdrawal.id, "Again.");
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

  test("details for another method than the store's are refused, and nothing is held", () => {
    const posted = WithdrawalSchema.parse({ payoutMethod: "paypal", paypalEmail: "vera@example.com", amount: "20" });
    expect(() => requestWithdrawal(vendor, posted)).toThrowAppError(409, PAYOUT_METHOD_CHANGED);
    expect(rowsOf(vendor.id)).toHaveLength(0);
    expect(holdsOf(vendor.id)).toHaveLength(0);
  });
});

describe("one open request per vendor", () => {
  test("a pending request blocks another, even a small one", () => {
    request(20);
    expect(() => request(10)).toThrowAppError(409, ONE_OPEN_REQUEST);
    expect(rowsOf(vendor.id)).toHaveLength(1);
    expect(vendorBalance(vendor.id).heldCents).toBe(2000);
  });

  test("an approved request blocks another", () => {
    approveWithdrawal(request(20).id);
    expect(() => request(10)).toThrowAppError(409, ONE_OPEN_REQUEST);
  });

  test("after a payout or a rejection a new request is allowed", () => {
    const paid = request(20);
    approveWithdrawal(paid.id);
    markWithdrawalPaid(paid.id);
    const rejected = request(30);
    rejectWithdrawal(rejected.id, "Wrong account.");
    const third = request(40);
    expect(rowsOf(vendor.id).map((w) => w.status).sort()).toEqual(["paid", "pending", "rejected"]);
    expect(vendorBalance(vendor.id)).toMatchObject({ heldCents: 4000, paidOutCents: 2000, availableCents: 10000 });
    expect(third.status).toBe("pending");
  });

  test("another vendor's open request does not block this one", async () => {
    const other = await sellerWith160();
    request(20, other.vendor);
    expect(request(20).status).toBe("pending");
  });

  test("the database refuses a second open request even past the checks (partial unique index)", () => {
    const open = request(20);
    const row = { vendorId: vendor.id, amountCents: 1000, payoutMethod: "bank" as const, bankName: "B", accountNumber: "1", accountName: "A" };
    expect(() => db.insert(withdrawals).values({ ...row, status: "pending" }).run()).toThrow("UNIQUE constraint failed: withdrawals.vendor_id");
    expect(() => db.insert(withdrawals).values({ ...row, status: "approved" }).run()).toThrow("UNIQUE constraint failed: withdrawals.vendor_id");
    // Closed requests are not limited.
    db.insert(withdrawals).values([{ ...row, status: "paid" }, { ...row, status: "rejected" }, { ...row, status: "rejected" }]).run();
    // And it applies to a request moving back to open, too.
    approveWithdrawal(open.id);
    const closed = rowsOf(vendor.id).find((w) => w.status === "rejected")!;
    expect(() => db.update(withdrawals).set({ status: "pending" }).where(eq(withdrawals.id, closed.id)).run()).toThrow("UNIQUE constraint failed");
  });
});

describe("what the Withdraw dialog says before anything is typed", () => {
  test("a store with a balance and nothing open may ask", () => {
    expect(withdrawalOutlook(vendor.id)).toEqual({ availableCents: 16000, minimumCents: 1000, maximumCents: 10000, hasOpenRequest: false, block: null });
  });

  test("a store without sales is below the minimum", async () => {
    const { vendor: empty } = await makeVendor();
    expect(withdrawalOutlook(empty.id).block).toEqual({
      reason: "below-minimum",
      message: "Your available balance ($0.00) is below the minimum withdrawal of $10.00.",
    });
  });

  test("an open request blocks until it is paid or rejected", () => {
    const open = request(20);
    expect(withdrawalOutlook(vendor.id).block).toEqual({ reason: "open-request", message: ONE_OPEN_REQUEST });
    approveWithdrawal(open.id);
    expect(withdrawalOutlook(vendor.id).block?.reason).toBe("open-request");
    markWithdrawalPaid(open.id);
    expect(withdrawalOutlook(vendor.id)).toMatchObject({ availableCents: 14000, hasOpenRequest: false, block: null });
  });
});

describe("transitions", () => {
  let withdrawal: Withdrawal;
  beforeEach(() => {
    withdrawal = request(30);
  });

  test("pending → approved → paid", () => {
    expect(approveWithdrawal(withdrawal.id)).toMatchObject({ id: withdrawal.id, status: "approved", rejectionReason: null });
    expect(markWithdrawalPaid(withdrawal.id)).toMatchObject({ id: withdrawal.id, status: "paid" });
    expect(rowsOf(vendor.id)[0]?.status).toBe("paid");
  });

  test("approve only a pending request", () => {
    approveWithdrawal(withdrawal.id);
    expect(() => approveWithdrawal(withdrawal.id)).toThrowAppError(409, "This withdrawal is already approved");
    markWithdrawalPaid(withdrawal.id);
    expect(() => approveWithdrawal(withdrawal.id)).toThrowAppError(409, "This withdrawal is already paid");
  });

  test("pay only an approved request", () => {
    expect(() => markWithdrawalPaid(withdrawal.id)).toThrowAppError(409, "Approve this withdrawal before marking it paid");
    expect(vendorBalance(vendor.id)).toMatchObject({ heldCents: 3000, paidOutCents: 0 });
    rejectWithdrawal(withdrawal.id, "No.");
    expect(() => markWithdrawalPaid(withdrawal.id)).toThrowAppError(409, "This withdrawal is already rejected");
    expect(vendorBalance(vendor.id)).toMatchObject({ heldCents: 0, paidOutCents: 0, availableCents: 16000 });
  });

  test("reject a pending request with its reason", () => {
    expect(rejectWithdrawal(withdrawal.id, "The account number is incomplete.")).toMatchObject({
      status: "rejected",
      rejectionReason: "The account number is incomplete.",
    });
  });

  test("reject an approved request; the hold is released", () => {
    approveWithdrawal(withdrawal.id);
    expect(rejectWithdrawal(withdrawal.id, "Bank refused the transfer.")).toMatchObject({ status: "rejected", rejectionReason: "Bank refused the transfer." });
    expect(vendorBalance(vendor.id)).toMatchObject({ heldCents: 0, availableCents: 16000 });
  });

  test("a paid or rejected request cannot be rejected (stale click → 409)", () => {
    approveWithdrawal(withdrawal.id);
    markWithdrawalPaid(withdrawal.id);
    expect(() => rejectWithdrawal(withdrawal.id, "Too late.")).toThrowAppError(409, "This withdrawal is already paid");
    const second = request(10);
    rejectWithdrawal(second.id, "First reason.");
    expect(() => rejectWithdrawal(second.id, "Second reason.")).toThrowAppError(409, "This withdrawal is already rejected");
    expect(rowsOf(vendor.id).find((w) => w.id === second.id)?.rejectionReason).toBe("First reason.");
  });

  test("an unknown withdrawal is 404", () => {
    for (const act of [() => approveWithdrawal("missing"), () => markWithdrawalPaid("missing"), () => rejectWithdrawal("missing", "Why.")]) {
      expect(caught(act)).toMatchObject({ status: 404, message: "Withdrawal not found" });
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
  const titles = (userId: string) => listNotifications(userId).map((n) => n.title);

  test("admins hear of a request; the vendor hears of each step", () => {
    const first = request(30);
    const [vendorNotice] = listNotifications(vendorUser.id);
    expect(vendorNotice).toMatchObject({ title: "Withdrawal requested", message: "Your request for $30.00 is waiting for review." });
    for (const admin of admins) {
      expect(listNotifications(admin.id)[0]).toMatchObject({ title: "New withdrawal request", message: `${vendor.storeName} asked for $30.00.` });
    }

    approveWithdrawal(first.id);
    expect(listNotifications(vendorUser.id)[0]).toMatchObject({ type: "success", title: "Withdrawal approved" });
    expect(listNotifications(vendorUser.id)[0]?.message).toContain("$30.00");

    markWithdrawalPaid(first.id);
    expect(listNotifications(vendorUser.id)[0]).toMatchObject({ type: "success", title: "Withdrawal paid", message: "$30.00 was sent to your bank account." });

    const second = request(12.5);
    rejectWithdrawal(second.id, "The account name does not match the store owner");
    expect(listNotifications(vendorUser.id)[0]).toMatchObject({
      type: "warning",
      title: "Withdrawal rejected",
      message: "Your withdrawal of $12.50 was rejected: The account name does not match the store owner. The amount is back in your balance.",
    });
    expect(titles(vendorUser.id).filter((t) => t.startsWith("Withdrawal"))).toEqual([
      "Withdrawal rejected",
      "Withdrawal requested",
      "Withdrawal paid",
      "Withdrawal approved",
      "Withdrawal requested",
    ]);
    // Admins are told of requests, not of their own decisions.
    for (const admin of admins) expect(titles(admin.id).filter((t) => t === "New withdrawal request").length).toBeGreaterThanOrEqual(2);
  });

  test("a refused request notifies nobody", () => {
    const before = { vendor: titles(vendorUser.id).length, admin: titles(admins[0]!.id).length };
    caught(() => request(5));
    caught(() => request(150));
    expect(titles(vendorUser.id)).toHaveLength(before.vendor);
    expect(titles(admins[0]!.id)).toHaveLength(before.admin);
  });

  test("a stale admin action notifies nobody", () => {
    const withdrawal = request(30);
    approveWithdrawal(withdrawal.id);
    const before = titles(vendorUser.id).length;
    caught(() => approveWithdrawal(withdrawal.id));
    expect(titles(vendorUser.id)).toHaveLength(before);
  });
});

describe("listings", () => {
  /** Sets a withdrawal's creation time, to order requests without waiting. */
  const at = (withdrawal: Withdrawal, minutesAgo: number) => {
    db.update(withdrawals).set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(withdrawals.id, withdrawal.id)).run();
    return withdrawal.id;
  };
  const closed = (amount: number, outcome: "paid" | "rejected", who: Vendor = vendor) => {
    const withdrawal = request(amount, who);
    if (outcome === "rejected") rejectWithdrawal(withdrawal.id, "Not now.");
    else markWithdrawalPaid(approveWithdrawal(withdrawal.id).id);
    return withdrawal;
  };
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  test("a vendor sees only their own requests, newest first, paged", async () => {
    const other = await sellerWith160();
    request(10, other.vendor);
    // Made in this order, but dated so that the second is the oldest and the first the newest.
    const newest = at(closed(11, "rejected"), 1);
    const oldest = at(closed(12, "paid"), 30);
    const middle = at(closed(13, "rejected"), 20);
    const open = at(request(14), 10);

    const firstPage = listVendorWithdrawals(vendor.id, { page: 1, limit: 3 });
    expect(firstPage.total).toBe(4);
    expect(ids(firstPage.items)).toEqual([newest, open, middle]);
    expect(listVendorWithdrawals(vendor.id, { page: 2, limit: 3 })).toMatchObject({ total: 4, items: [{ id: oldest, amountCents: 1200, status: "paid" }] });
    expect(listVendorWithdrawals(vendor.id, { page: 3, limit: 3 }).items).toEqual([]);
  });

  test("requests made in the same millisecond keep a stable order", () => {
    const made = [closed(10, "rejected"), closed(11, "rejected"), closed(12, "rejected")];
    const sameTime = new Date();
    db.update(withdrawals).set({ createdAt: sameTime }).where(eq(withdrawals.vendorId, vendor.id)).run();
    const pages = [1, 2, 3].flatMap((page) => ids(listVendorWithdrawals(vendor.id, { page, limit: 1 }).items));
    expect(pages).toEqual(ids(made).reverse());
  });

  test("the admin queue: open requests oldest first, then the rest newest first; filter by status; paged", async () => {
    db.delete(ledgerEntries).where(eq(ledgerEntries.kind, "withdrawal_hold")).run();
    db.delete(ledgerEntries).where(eq(ledgerEntries.kind, "withdrawal_release")).run();
    db.delete(ledgerEntries).where(eq(ledgerEntries.kind, "payout")).run();
    db.delete(withdrawals).run();
    const b = await sellerWith160();
    const c = await sellerWith160();

    const aRejected = at(closed(10, "rejected"), 50);
    const bPaid = at(closed(11, "paid", b.vendor), 5);
    const cRejected = at(closed(12, "rejected", c.vendor), 20);
    const aPending = at(request(13), 3);
    const bApproved = at(approveWithdrawal(request(14, b.vendor).id), 40);
    const cPending = at(request(15, c.vendor), 30);

    const all = listWithdrawalQueue({ page: 1, limit: 10 });
    expect(all.total).toBe(6);
    expect(ids(all.items)).toEqual([bApproved, cPending, aPending, bPaid, cRejected, aRejected]);
    expect(all.items[0]).toMatchObject({ storeName: b.vendor.storeName, vendorEmail: b.user.email, amountCents: 1400, status: "approved" });

    expect(ids(listWithdrawalQueue({ page: 1, limit: 4 }).items)).toEqual([bApproved, cPending, aPending, bPaid]);
    expect(listWithdrawalQueue({ page: 2, limit: 4 })).toMatchObject({ total: 6 });
    expect(ids(listWithdrawalQueue({ page: 2, limit: 4 }).items)).toEqual([cRejected, aRejected]);

    expect(listWithdrawalQueue({ status: "pending", page: 1, limit: 10 })).toMatchObject({ total: 2 });
    expect(ids(listWithdrawalQueue({ status: "pending", page: 1, limit: 10 }).items)).toEqual([cPending, aPending]);
    expect(ids(listWithdrawalQueue({ status: "rejected", page: 1, limit: 10 }).items)).toEqual([cRejected, aRejected]);
    expect(ids(listWithdrawalQueue({ status: "paid", page: 1, limit: 1 }).items)).toEqual([bPaid]);
  });

  test("the admin queue keeps requests made in the same millisecond in order: open ones as made, closed ones latest first", async () => {
    const b = await sellerWith160();
    const closedOnes = [closed(10, "rejected"), closed(11, "rejected"), closed(12, "rejected")];
    const openOnes = [request(13), request(14, b.vendor)];
    const sameTime = new Date(Date.now() - 1000);
    db.update(withdrawals).set({ createdAt: sameTime }).where(inArray(withdrawals.id, ids([...closedOnes, ...openOnes]))).run();
    const mine = new Set(ids([...closedOnes, ...openOnes]));
    const queue = ids(listWithdrawalQueue({ page: 1, limit: 1000 }).items).filter((id) => mine.has(id));
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
    setSetting("maximumWithdrawalAmount", 5000);
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
    stores.forEach((store, round) => {
      const pair = [thirties![round]!, twentyFives![round]!];
      expect(pair.map((a) => a.vendorId)).toEqual([store.id, store.id]);
      // Exactly one wins; the other gets a clear answer, never a raw database error.
      expect(pair.filter((a) => a.ok)).toHaveLength(1);
      const loser = pair.find((a) => !a.ok)!;
      expect(loser.error).toBeUndefined();
      expect([409, 422]).toContain(loser.status);
      if (loser.status === 409) expect(loser.message).toBe(ONE_OPEN_REQUEST);

      const winner = pair.find((a) => a.ok)!;
      const balance = vendorBalance(store.id);
      expect(balance).toEqual({ earningsCents: 4000, pendingCents: 0, heldCents: winner.amountCents, paidOutCents: 0, availableCents: 4000 - winner.amountCents! });
      expect(rowsOf(store.id).map((w) => w.id)).toEqual([winner.id]);
      if (pair[0]!.startedAt < pair[1]!.finishedAt && pair[1]!.startedAt < pair[0]!.finishedAt) overlapping += 1;
    });
    // The two processes really did act at the same time (not one after the other).
    expect(overlapping).toBeGreaterThan(0);
  }, 30_000);
});
