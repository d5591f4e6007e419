import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Prompt } from "~/models/prompts.server";
import { getSettings, setSetting, SETTING_DEFAULTS } from "~/models/settings.server";
import { setVendorApproval } from "~/models/vendors.server";
import { ONE_SETTING } from "~/api/admin.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { makeCategory, seedPrompt, signedIn, signedInVendor, type SignedInVendor } from "../factories";
import { checkoutAsNewBuyer, sell } from "./sale-fixtures";

let adminToken: string;
let seller: SignedInVendor;
let prompt: Prompt;

beforeAll(async () => {
  adminToken = await tokenFor(await makeAdmin());
});

beforeEach(async () => {
  seller = await signedInVendor();
  prompt = await seedPrompt(seller.vendor, (await makeCategory()).id, { title: "Cold email opener", priceUsd: 30 });
});

afterEach(async () => {
  for (const [key, value] of Object.entries(SETTING_DEFAULTS)) await setSetting(key as keyof typeof SETTING_DEFAULTS, value);
});

const asAdmin = (method: string, path: string, json?: unknown) => api(method, path, { token: adminToken, json });

describe("GET admin/stats", () => {
  it("answers the SPEC fields and counts a real sale", async () => {
    const before = (await asAdmin("GET", "admin/stats")).body.data;
    await sell(prompt);
    await sell(prompt);
    const { status, body } = await asAdmin("GET", "admin/stats");
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(
      ["pendingVendors", "revenueStats", "topVendors", "totalOrders", "totalPrompts", "totalUsers", "totalVendors"],
    );
    expect(body.data).toMatchObject({
      totalUsers: before.totalUsers + 2,
      totalVendors: before.totalVendors,
      totalPrompts: before.totalPrompts,
      totalOrders: before.totalOrders + 2,
      revenueStats: { totalRevenue: before.revenueStats.totalRevenue + 60 },
      pendingVendors: before.pendingVendors,
    });
    expect(body.data.topVendors).toContainEqual({ _id: seller.vendor.id, storeName: seller.vendor.storeName, sales: 2, revenue: 60 });
  });

  it("counts stores waiting for approval", async () => {
    const before = (await asAdmin("GET", "admin/stats")).body.data.pendingVendors;
    await setVendorApproval(seller.vendor.id, false);
    expect((await asAdmin("GET", "admin/stats")).body.data.pendingVendors).toBe(before + 1);
  });
});

describe("GET admin/settings", () => {
  it("answers the settings in the message field", async () => {
    const { status, body } = await asAdmin("GET", "admin/settings");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: {
        platformFeePercentage: 20,
        minimumWithdrawalAmount: 10,
        maximumWithdrawalAmount: 5000,
        payoutHoldDays: 7,
        reviewNewPrompts: false,
        approveNewVendors: false,
      },
    });
  });
});

describe("PUT admin/update-settings", () => {
  const update = (json: unknown) => asAdmin("PUT", "admin/update-settings", json);

  it("saves { name, value } and answers the new settings", async () => {
    const { status, body } = await update({ name: "platformFeePercentage", value: 25 });
    expect(status).toBe(200);
    const expected = { ...SETTING_DEFAULTS, platformFeePercentage: 25 };
    expect(body).toEqual({ success: true, message: expected, data: expected });
    expect(await getSettings()).toEqual(expected);
    expect((await asAdmin("GET", "admin/settings")).body.message).toEqual(expected);
  });

  it("saves the SPEC client's { settingName: number }", async () => {
    const { status, body } = await update({ minimumWithdrawalAmount: 15.5 });
    expect(status).toBe(200);
    expect(body.message.minimumWithdrawalAmount).toBe(15.5);
    expect((await getSettings()).minimumWithdrawalAmount).toBe(15.5);
  });

  it("sets the earnings hold in whole days, 0 to 90, and the next sale is held that long", async () => {
    expect((await update({ payoutHoldDays: 0 })).body.message.payoutHoldDays).toBe(0);
    await sell(prompt);
    expect((await api("GET", "vendors/dashboard/stats", { token: seller.token })).body.data).toMatchObject({ availableBalance: 24, pendingClearance: 0 });
    expect((await update({ name: "payoutHoldDays", value: "90" })).body.message.payoutHoldDays).toBe(90);
    await sell(prompt);
    expect((await api("GET", "vendors/dashboard/stats", { token: seller.token })).body.data).toMatchObject({ availableBalance: 24, pendingClearance: 24 });
  });

  it("takes a number sent as text, like a form field", async () => {
    expect((await update({ name: "maximumWithdrawalAmount", value: "2500" })).body.message.maximumWithdrawalAmount).toBe(2500);
  });

  it("applies a new fee to the next sale", async () => {
    await update({ platformFeePercentage: 50 });
    await sell(prompt);
    const { body } = await api("GET", "vendors/orders", { token: seller.token });
    expect(body.data.data[0].transactionId).toMatchObject({ platformFee: 15, vendorEarnings: 15 });
  });

  it("refuses a minimum above the maximum with 422 and saves nothing", async () => {
    const { status, body } = await update({ name: "minimumWithdrawalAmount", value: 6000 });
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: "Minimum withdrawal cannot be more than the maximum" });
    const lower = await update({ maximumWithdrawalAmount: 5 });
    expect(lower).toMatchObject({ status: 422, body: { message: "Maximum withdrawal cannot be less than the minimum" } });
    expect(await getSettings()).toEqual(SETTING_DEFAULTS);
  });

  it("refuses bad values with 422 and a clear message", async () => {
    const cases: [unknown, string][] = [
      [{ name: "platformFeePercentage", value: 101 }, "Platform fee must be a whole number from 0 to 100"],
      [{ platformFeePercentage: -1 }, "Platform fee must be a whole number from 0 to 100"],
      [{ name: "platformFeePercentage", value: "abc" }, "Enter a number"],
      [{ name: "platformFeePercentage" }, "Enter a number"],
      [{ name: "minimumWithdrawalAmount", value: 0.5 }, "Amount must be between $1 and $1,000,000"],
      [{ name: "maximumWithdrawalAmount", value: 100.555 }, "Amount can have at most 2 decimals"],
      [{ name: "payoutHoldDays", value: 91 }, "Earnings hold must be a whole number of days from 0 to 90"],
      [{ payoutHoldDays: 1.5 }, "Earnings hold must be a whole number of days from 0 to 90"],
      [{ payoutHoldDays: -1 }, "Earnings hold must be a whole number of days from 0 to 90"],
      [{ name: "siteName", value: 3 }, "Unknown setting"],
      [{ siteName: 3 }, ONE_SETTING],
      [{ toString: 3 }, ONE_SETTING],
      [{ platformFeePercentage: 10, minimumWithdrawalAmount: 20 }, ONE_SETTING],
      [{}, ONE_SETTING],
      [{ name: "approveNewVendors", value: "yes" }, "Value must be true or false"],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await update(json);
      expect({ json, status, message: body.message }).toEqual({ json, status: 422, message });
    }
    expect(await getSettings()).toEqual(SETTING_DEFAULTS);
  });

  it("turns the review switches on and off with a boolean", async () => {
    expect((await update({ approveNewVendors: true })).body.message.approveNewVendors).toBe(true);
    expect((await update({ name: "reviewNewPrompts", value: true })).body.data.reviewNewPrompts).toBe(true);
    expect(await getSettings()).toMatchObject({ approveNewVendors: true, reviewNewPrompts: true });
    await update({ approveNewVendors: false });
    expect((await getSettings()).approveNewVendors).toBe(false);
  });

  it("wants JSON", async () => {
    const body = new URLSearchParams({ name: "platformFeePercentage", value: "30" });
    expect((await api("PUT", "admin/update-settings", { token: adminToken, body })).status).toBe(400);
  });
});

describe("GET admin/orders", () => {
  it("answers message.orders in the SPEC Order shape, with paging fields", async () => {
    const { buyer, reference } = await sell(prompt);
    const { status, body } = await asAdmin("GET", "admin/orders?limit=1");
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(body.message.orders).toEqual([
      {
        _id: expect.any(String),
        paymentReference: reference,
        userId: { name: buyer.user.name, email: buyer.user.email },
        promptId: { _id: prompt.id, title: "Cold email opener", priceUsd: 30 },
        vendorId: { storeName: seller.vendor.storeName },
        amountUsd: 30,
        paymentStatus: "completed",
        statusDisplay: "Completed",
        licence: "personal",
        createdAt: expect.any(String),
        transactionId: { platformFee: 6, vendorEarnings: 24, status: "completed" },
      },
    ]);
  });

  it("lists unpaid orders too, with no transaction", async () => {
    const { reference } = await checkoutAsNewBuyer(prompt);
    const { body } = await asAdmin("GET", "admin/orders");
    const order = body.message.orders.find((row: { paymentReference: string }) => row.paymentReference === reference);
    expect(order).toMatchObject({ paymentStatus: "pending", statusDisplay: "Pending", transactionId: null, amountUsd: 30 });
    const total = body.message.total as number;
    const last = await asAdmin("GET", `admin/orders?limit=1&page=${total}`);
    expect(last.body.message).toMatchObject({ total, page: total, limit: 1 });
    expect(last.body.message.orders).toHaveLength(1);
  });
});

describe("who may call admin/*", () => {
  const calls: [string, string][] = [
    ["GET", "admin/stats"],
    ["GET", "admin/settings"],
    ["PUT", "admin/update-settings"],
    ["GET", "admin/orders"],
  ];
  const jsonFor = (method: string) => (method === "GET" ? undefined : { platformFeePercentage: 0 });

  it("answers 401 without a token", async () => {
    for (const [method, path] of calls) {
      expect(await api(method, path, { json: jsonFor(method) }), path).toMatchObject({ status: 401, body: { success: false } });
    }
  });

  it("answers 403 to vendors and buyers, and saves nothing", async () => {
    const buyer = await signedIn("buyer");
    for (const token of [seller.token, buyer.token]) {
      for (const [method, path] of calls) {
        expect(await api(method, path, { token, json: jsonFor(method) }), path).toMatchObject({ status: 403, body: { success: false } });
      }
    }
    expect((await getSettings()).platformFeePercentage).toBe(20);
  });
});
