import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Prompt } from "~/models/prompts.server";
import { setSetting, SETTING_DEFAULTS } from "~/models/settings.server";
import { getVendor } from "~/models/vendors.server";
import { approveWithdrawal, markWithdrawalPaid, ONE_OPEN_REQUEST, rejectWithdrawal } from "~/models/withdrawals.server";
import { AMOUNT_REQUIRED } from "~/schemas/withdrawal";
import { uploadsDir } from "~/models/uploads.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { formOf, makeCategory, pngFile, seedPrompt, signedIn, signedInVendor, type SignedInVendor } from "../factories";
import { sell, sellCleared } from "./sale-fixtures";

let seller: SignedInVendor;
let prompt: Prompt;

beforeEach(async () => {
  seller = await signedInVendor();
  prompt = await seedPrompt(seller.vendor, (await makeCategory()).id, { title: "Pitch deck writer", priceUsd: 50 });
});

afterEach(async () => {
  for (const [key, value] of Object.entries(SETTING_DEFAULTS)) await setSetting(key as keyof typeof SETTING_DEFAULTS, value);
});

const asSeller = (method: string, path: string, json?: unknown) => api(method, path, { token: seller.token, json });

const bankDetails = { bankName: "Equity Bank", accountNumber: "0123456789", accountName: "Vera Vendor" };

/** Saves payout details on the store, as the store page would. */
async function savePayoutDetails() {
  const { status } = await asSeller("PUT", "vendors/update-profile", { payoutMethod: "bank", payoutDetails: bankDetails });
  expect(status).toBe(200);
}

describe("GET vendors/dashboard/stats", () => {
  it("answers the SPEC fields, all zero for a new store with one prompt", async () => {
    const { status, body } = await asSeller("GET", "vendors/dashboard/stats");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        totalSales: 0,
        thisMonthSales: 0,
        totalPrompts: 1,
        totalViews: 0,
        totalFavourites: 0,
        totalEarnings: 0,
        averageRating: 0,
        pendingPrompts: 0,
        approvedPrompts: 1,
        rejectedPrompts: 0,
        availableBalance: 0,
        pendingClearance: 0,
        pendingWithdrawals: 0,
        totalPaidOut: 0,
      },
    });
  });

  it("counts real sales and earnings in dollars after the platform fee", async () => {
    await sellCleared(prompt);
    await sell(prompt);
    const { body } = await asSeller("GET", "vendors/dashboard/stats");
    // 20% of $50 goes to the platform: $40 per sale; the newest waits out the earnings hold.
    expect(body.data).toMatchObject({ totalSales: 2, thisMonthSales: 2, totalEarnings: 80, availableBalance: 40, pendingClearance: 40 });
  });
});

describe("PUT vendors/update-profile", () => {
  it("takes the SPEC multipart form with a PNG cover and answers vendor and user", async () => {
    const form = formOf({
      bio: "Decks that raise money, written by a founder.",
      payoutMethod: "bank",
      "payoutDetails[bankName]": "Equity Bank",
      "payoutDetails[accountNumber]": "0123456789",
      "payoutDetails[accountName]": "Vera V.",
      coverImage: await pngFile(),
    });
    const { status, body } = await api("PUT", "vendors/update-profile", { token: seller.token, body: form });
    expect(status).toBe(200);
    expect(body.message).toBe("Profile updated successfully!");
    expect(body.data.user).toMatchObject({ _id: seller.user.id, email: seller.user.email, role: "vendor" });
    expect(body.data.vendor).toMatchObject({
      _id: seller.vendor.id,
      bio: "Decks that raise money, written by a founder.",
      payoutMethod: "bank",
      payoutDetails: { bankName: "Equity Bank", accountNumber: "0123456789", accountName: "Vera V." },
    });
    const cover = body.data.vendor.coverImage as string;
    expect(cover).toMatch(/^\/uploads\/.+\.webp$/);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(cover)))).toBe(true);
    expect(await getVendor(seller.vendor.id)).toMatchObject({ payoutMethod: "bank", payoutAccountName: "Vera V." });
  });

  it("takes PayPal details as payoutDetails[paypalEmail], answers only them and drops the bank details", async () => {
    await savePayoutDetails();
    const form = formOf({ bio: "Paid out through PayPal now.", payoutMethod: "paypal", "payoutDetails[paypalEmail]": "Vera@Example.test" });
    const { status, body } = await api("PUT", "vendors/update-profile", { token: seller.token, body: form });
    expect(status).toBe(200);
    expect(body.data.vendor).toMatchObject({ payoutMethod: "paypal", payoutDetails: { paypalEmail: "vera@example.test" } });
    expect(body.data.vendor.payoutDetails).toEqual({ paypalEmail: "vera@example.test" });
    expect(await getVendor(seller.vendor.id)).toMatchObject({ payoutPaypalEmail: "vera@example.test", payoutBankName: "", payoutAccountNumber: "", payoutAccountName: "" });
  });

  it("takes crypto details over JSON and checks the address against its network", async () => {
    const crypto = { cryptoNetwork: "tron", cryptoAddress: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" };
    const wrong = await asSeller("PUT", "vendors/update-profile", { payoutMethod: "crypto", payoutDetails: { ...crypto, cryptoAddress: "0x52908400098527886E0F7030069857D2E4169EE7" } });
    expect(wrong).toMatchObject({
      status: 422,
      body: { success: false, message: "A Tron address starts with T and has 34 letters and digits", errors: { cryptoAddress: [expect.any(String)] } },
    });
    const { status, body } = await asSeller("PUT", "vendors/update-profile", { payoutMethod: "crypto", payoutDetails: crypto });
    expect(status).toBe(200);
    expect(body.data.vendor).toMatchObject({ payoutMethod: "crypto", payoutDetails: crypto });
  });

  it("refuses PayPal without a valid e-mail, on its field", async () => {
    const missing = await asSeller("PUT", "vendors/update-profile", { payoutMethod: "paypal" });
    expect(missing).toMatchObject({ status: 422, body: { message: "PayPal e-mail is required", errors: { paypalEmail: ["PayPal e-mail is required"] } } });
    const bad = await asSeller("PUT", "vendors/update-profile", { payoutMethod: "paypal", payoutDetails: { paypalEmail: "vera" } });
    expect(bad).toMatchObject({ status: 422, body: { message: "Enter a valid PayPal e-mail address" } });
    expect((await getVendor(seller.vendor.id))?.payoutMethod).toBe("bank");
  });

  it("accepts payoutDetails[bank] for the bank name", async () => {
    const form = formOf({ bio: "A bio that is long enough.", payoutMethod: "bank", "payoutDetails[bank]": "KCB" });
    const { status, body } = await api("PUT", "vendors/update-profile", { token: seller.token, body: form });
    expect(status).toBe(200);
    expect(body.data.vendor.payoutDetails.bankName).toBe("KCB");
  });

  it("refuses a cover that is not an image with 422 and changes nothing", async () => {
    const text = new File(["just text"], "cover.png", { type: "image/png" });
    const form = formOf({
      bio: "A brand new bio for the store.",
      payoutMethod: "crypto",
      "payoutDetails[cryptoNetwork]": "tron",
      "payoutDetails[cryptoAddress]": "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      coverImage: text,
    });
    const { status, body } = await api("PUT", "vendors/update-profile", { token: seller.token, body: form });
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: "Image must be a PNG, JPG or JPEG file" });
    expect(await getVendor(seller.vendor.id)).toMatchObject({ bio: seller.vendor.bio, payoutMethod: "bank", coverImage: null });
  });

  it("takes JSON with nested payoutDetails", async () => {
    const { status, body } = await asSeller("PUT", "vendors/update-profile", {
      bio: "Updated over JSON, no cover.",
      payoutMethod: "bank",
      payoutDetails: { bank: "Equity Bank", accountNumber: "0123456789", accountName: "Vera Vendor" },
    });
    expect(status).toBe(200);
    expect(body.data.vendor).toMatchObject({ bio: "Updated over JSON, no cover.", payoutDetails: bankDetails });
  });

  it("keeps the saved values of fields left out", async () => {
    await savePayoutDetails();
    const { body } = await asSeller("PUT", "vendors/update-profile", { bio: "Only the bio changes here." });
    expect(body.data.vendor).toMatchObject({ bio: "Only the bio changes here.", payoutMethod: "bank", payoutDetails: bankDetails });
  });

  it("names the bad field with 422", async () => {
    const bad = await asSeller("PUT", "vendors/update-profile", { payoutMethod: "cash" });
    expect(bad).toMatchObject({ status: 422, body: { message: "Payout method must be bank, crypto or paypal" } });
    const short = await asSeller("PUT", "vendors/update-profile", { bio: "short" });
    expect(short).toMatchObject({ status: 422, body: { message: "Bio must be at least 10 characters" } });
  });
});

describe("POST vendors/withdrawal/request", () => {
  const request = (json: unknown) => asSeller("POST", "vendors/withdrawal/request", json);
  const spec = (amount?: unknown) => ({
    payoutMethod: "bank",
    payoutDetails: { bank: "Equity Bank", accountNumber: "0123456789", accountName: "Vera Vendor" },
    ...(amount !== undefined && { amount }),
  });

  beforeEach(async () => {
    await sellCleared(prompt); // $40 available
  });

  it("sends a request in the SPEC shape and holds the amount", async () => {
    const { status, body } = await request(spec(25));
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: "Withdrawal request sent!",
      data: {
        id: expect.any(String),
        amount: 25,
        payoutMethod: "bank",
        payoutDetails: bankDetails,
        status: "pending",
        statusDisplay: "Pending",
        rejectionReason: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const stats = (await asSeller("GET", "vendors/dashboard/stats")).body.data;
    expect(stats).toMatchObject({ totalEarnings: 40, availableBalance: 15, pendingWithdrawals: 25 });
  });

  it("refuses a missing amount with the SPEC message", async () => {
    for (const json of [spec(), spec(""), spec(null)]) {
      const { status, body } = await request(json);
      expect(status).toBe(422);
      expect(body).toMatchObject({ success: false, message: AMOUNT_REQUIRED, errors: { amount: [AMOUNT_REQUIRED] } });
    }
  });

  it("refuses amounts below the minimum, above the maximum and above the balance with 422", async () => {
    expect(await request(spec(5))).toMatchObject({ status: 422, body: { message: "The minimum withdrawal is $10.00" } });
    await setSetting("maximumWithdrawalAmount", 30);
    expect(await request(spec(35))).toMatchObject({ status: 422, body: { message: "The maximum withdrawal is $30.00" } });
    await setSetting("maximumWithdrawalAmount", 5000);
    const tooMuch = await request(spec(40.01));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("You can withdraw at most $40.00, your available balance");
    expect(await request(spec("abc"))).toMatchObject({ status: 422, body: { message: "Amount must be a number" } });
  });

  it("refuses any amount with the dialog's message when the balance is below the minimum", async () => {
    const fresh = await signedInVendor();
    const { status, body } = await api("POST", "vendors/withdrawal/request", { token: fresh.token, json: spec(10) });
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: "Your available balance ($0.00) is below the minimum withdrawal of $10.00." });
  });

  it("a PayPal store's request carries its PayPal e-mail; bank details sent with it are ignored", async () => {
    await asSeller("PUT", "vendors/update-profile", { payoutMethod: "paypal", payoutDetails: { paypalEmail: "vera@example.test" } });
    const { status, body } = await request(spec(12));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ amount: 12, payoutMethod: "paypal" });
    expect(body.data.payoutDetails).toEqual({ paypalEmail: "vera@example.test" });
  });

  it("refuses a second request while one is open with 409", async () => {
    expect((await request(spec(10))).status).toBe(201);
    expect(await request(spec(10))).toMatchObject({ status: 409, body: { success: false, message: ONE_OPEN_REQUEST } });
  });

  it("uses the store's saved payout details when the request leaves them out", async () => {
    await savePayoutDetails();
    const { status, body } = await request({ amount: 12.5 });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ amount: 12.5, payoutDetails: bankDetails });
  });

  it("asks for payout details the store has not saved", async () => {
    const { status, body } = await request({ amount: 12 });
    expect(status).toBe(422);
    expect(body.message).toBe("Bank name is required");
  });

  it("wants JSON", async () => {
    const { status } = await api("POST", "vendors/withdrawal/request", { token: seller.token, body: formOf({ amount: 10 }) });
    expect(status).toBe(400);
  });
});

describe("GET vendors/withdrawals", () => {
  it("answers an empty first page", async () => {
    const { status, body } = await asSeller("GET", "vendors/withdrawals");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { data: [], total: 0, page: 1, limit: 24 } });
  });

  it("lists the requests newest first with their status and the rejection reason", async () => {
    await sellCleared(prompt);
    await savePayoutDetails();
    const first = (await asSeller("POST", "vendors/withdrawal/request", { amount: 10 })).body.data.id;
    await approveWithdrawal(first);
    await markWithdrawalPaid(first);
    const second = (await asSeller("POST", "vendors/withdrawal/request", { amount: 20 })).body.data.id;
    await rejectWithdrawal(second, "The account name does not match.");

    const { body } = await asSeller("GET", "vendors/withdrawals");
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 24 });
    expect(body.data.data).toMatchObject([
      { id: second, amount: 20, status: "rejected", statusDisplay: "Rejected", rejectionReason: "The account name does not match." },
      { id: first, amount: 10, payoutMethod: "bank", status: "paid", statusDisplay: "Paid", rejectionReason: null },
    ]);
    const paged = (await asSeller("GET", "vendors/withdrawals?page=2&limit=1")).body.data;
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, data: [{ id: first }] });
    // $40 earned, $10 paid out, the rejected $20 released.
    const stats = (await asSeller("GET", "vendors/dashboard/stats")).body.data;
    expect(stats).toMatchObject({ totalEarnings: 40, availableBalance: 30, pendingWithdrawals: 0, totalPaidOut: 10 });
  });
});

describe("GET vendors/orders", () => {
  it("answers the vendor's sales in the SPEC Order shape", async () => {
    const { buyer, reference } = await sell(prompt);
    const { status, body } = await asSeller("GET", "vendors/orders");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 1, page: 1, limit: 24 });
    expect(body.data.data).toEqual([
      {
        _id: expect.any(String),
        paymentReference: reference,
        userId: { name: buyer.user.name, email: buyer.user.email },
        promptId: { _id: prompt.id, title: "Pitch deck writer", priceUsd: 50 },
        amountUsd: 50,
        paymentStatus: "completed",
        statusDisplay: "Completed",
        licence: "personal",
        createdAt: expect.any(String),
        transactionId: { platformFee: 10, vendorEarnings: 40, status: "completed" },
      },
    ]);
  });

  it("shows only this vendor's sales, with paging", async () => {
    const other = await signedInVendor();
    await sell(await seedPrompt(other.vendor, (await makeCategory()).id));
    await sell(prompt);
    await sell(prompt);
    const { body } = await asSeller("GET", "vendors/orders?limit=1&page=2");
    expect(body.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(body.data.data).toHaveLength(1);
    expect(body.data.data[0].promptId._id).toBe(prompt.id);
  });
});

describe("GET vendors/vendors", () => {
  it("lists every store for the admin, newest first, with paging", async () => {
    const adminToken = await tokenFor(await makeAdmin());
    await sell(prompt);
    const { status, body } = await api("GET", "vendors/vendors?limit=1", { token: adminToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(body.data.total).toBeGreaterThan(1);
    expect(body.data.data).toEqual([
      {
        _id: seller.vendor.id,
        storeName: seller.vendor.storeName,
        userId: { name: seller.user.name, email: seller.user.email },
        payoutMethod: "bank",
        payoutDetails: { accountName: "" },
        isApproved: true,
        isBanned: false,
        sales: 1,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("sorts by a column in either direction", async () => {
    const adminToken = await tokenFor(await makeAdmin());
    await sell(prompt);
    const sales = async (direction: string) => {
      const { body } = await api("GET", `vendors/vendors?sort=sales&direction=${direction}&limit=100`, { token: adminToken });
      return body.data.data.map((row: { sales: number }) => row.sales) as number[];
    };
    const descending = await sales("desc");
    expect(descending[0]).toBeGreaterThan(0);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await sales("asc")).toEqual([...descending].reverse());
  });

  it("ignores unknown sort values", async () => {
    const adminToken = await tokenFor(await makeAdmin());
    const { status, body } = await api("GET", "vendors/vendors?sort=password&direction=up", { token: adminToken });
    expect(status).toBe(200);
    expect(body.data.data.length).toBeGreaterThan(0);
  });

  it("is the admin's list: 403 for vendors and buyers", async () => {
    const buyer = await signedIn("buyer");
    for (const token of [seller.token, buyer.token]) {
      expect(await api("GET", "vendors/vendors", { token })).toMatchObject({ status: 403, body: { success: false } });
    }
  });
});

describe("who may call vendors/*", () => {
  const calls: [string, string][] = [
    ["GET", "vendors/dashboard/stats"],
    ["PUT", "vendors/update-profile"],
    ["POST", "vendors/withdrawal/request"],
    ["GET", "vendors/vendors"],
    ["GET", "vendors/orders"],
    ["GET", "vendors/withdrawals"],
  ];

  it("answers 401 without a token", async () => {
    for (const [method, path] of calls) {
      expect(await api(method, path, { json: method === "GET" ? undefined : {} }), path).toMatchObject({
        status: 401,
        body: { success: false },
      });
    }
  });

  it("answers 403 to buyers and admins on the vendor's own calls", async () => {
    const tokens = [(await signedIn("buyer")).token, await tokenFor(await makeAdmin())];
    for (const token of tokens) {
      for (const [method, path] of calls.filter(([, p]) => p !== "vendors/vendors")) {
        const json = method === "GET" ? undefined : { amount: 10, bio: "Not my store at all." };
        expect(await api(method, path, { token, json }), path).toMatchObject({ status: 403, body: { success: false } });
      }
    }
  });
});
