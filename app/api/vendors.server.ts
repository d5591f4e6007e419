import { vendorBalance } from "~/models/ledger.server";
import { listVendorOrders } from "~/models/orders.server";
import { vendorStats } from "~/models/stats.server";
import type { Vendor } from "~/models/users.server";
import { listVendors, updateStoreProfile, VENDOR_SORTS, type VendorSort } from "~/models/vendors.server";
import { listVendorWithdrawals, requestWithdrawal } from "~/models/withdrawals.server";
import { StoreProfileSchema, type StoreProfileInput } from "~/schemas/store-profile";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { requireApiRole, requireApiVendor } from "./auth-context.server";
import { isJsonRequest, readForm, readJson } from "./body.server";
import { z } from "zod";
import { exampleOrder, examplePage, exampleUser, exampleVendor, exampleWithdrawal } from "./examples.server";
import { pageInfo, PageQuerySchema, readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiOrder, apiUser, apiVendor, apiVendorRow, apiWithdrawal } from "./serializers.server";
import { formReader, jsonReader, PAYOUT_DETAILS, STORE_PROFILE, storeFields } from "./store-input.server";
import { validateForm, validateJson } from "./validate.server";

export const PROFILE_UPDATED = "Profile updated successfully!";
export const WITHDRAWAL_SENT = "Withdrawal request sent!";

/** `sort` (a VENDOR_SORTS column) and `direction`; bad values fall back to newest first. */
const VendorListQuerySchema = PageQuerySchema.extend({
  sort: z.enum(VENDOR_SORTS).optional().catch(undefined),
  direction: z.enum(["asc", "desc"]).optional().catch(undefined),
});

const tag = "Vendors";
const vendorOnly = ["vendor"] as const;
const PAYOUT_FIELDS = "Payout details may also come nested as `payoutDetails: { bankName | bank, accountNumber, accountName }` (or the PayPal or crypto fields).";

export const vendorRoutes: DocumentedRoute[] = [
  get("vendors/dashboard/stats", dashboardStats, {
    tag, summary: "The vendor's figures (money in dollars)", auth: vendorOnly,
    description: "`pendingClearance`: earnings still in the hold; `pendingWithdrawals`: asked for, not yet paid.",
    example: {
      success: true,
      data: {
        totalSales: 12, thisMonthSales: 3, totalPrompts: 8, totalViews: 940, totalFavourites: 21, averageRating: 4.6,
        pendingPrompts: 0, approvedPrompts: 8, rejectedPrompts: 0,
        totalEarnings: 120, availableBalance: 70, pendingClearance: 20, pendingWithdrawals: 10, totalPaidOut: 20,
      },
    },
  }),
  put("vendors/update-profile", updateProfile, {
    tag, summary: "Edit the store: bio, cover image, payout method and details", auth: vendorOnly, body: StoreProfileSchema, multipart: true,
    description: `JSON, or multipart/form-data with \`coverImage\`. A field left out keeps its saved value. ${PAYOUT_FIELDS}`,
    example: { success: true, message: PROFILE_UPDATED, data: { vendor: exampleVendor, user: { ...exampleUser, role: "vendor" } } },
  }),
  post("vendors/withdrawal/request", withdrawalRequest, {
    tag, summary: "Ask for a payout", auth: vendorOnly, body: WithdrawalSchema, status: 201, errors: [409],
    description: `The method is always the store's own. ${PAYOUT_FIELDS}`,
    example: { success: true, message: WITHDRAWAL_SENT, data: exampleWithdrawal },
  }),
  get("vendors/vendors", list, {
    tag, summary: "Every store", auth: ["admin"], query: VendorListQuerySchema,
    example: {
      success: true,
      data: {
        data: [
          {
            _id: exampleVendor._id,
            storeName: exampleVendor.storeName,
            userId: { name: "Vera Vendor", email: "vendor@demo.test" },
            payoutMethod: "bank",
            payoutDetails: { accountName: "Vera Vendor" },
            isApproved: true,
            isBanned: false,
            sales: 12,
            createdAt: exampleVendor.createdAt,
          },
        ],
        ...examplePage,
      },
    },
  }),
  get("vendors/orders", orders, {
    tag, summary: "The store's orders, newest first", auth: vendorOnly, query: PageQuerySchema,
    example: { success: true, data: { data: [exampleOrder], ...examplePage } },
  }),
  get("vendors/withdrawals", withdrawals, {
    tag, summary: "The store's withdrawals, newest first", auth: vendorOnly, query: PageQuerySchema,
    example: { success: true, data: { data: [exampleWithdrawal], ...examplePage } },
  }),
];

/** SPEC vendor stats (money in dollars), plus the ledger's balance breakdown. */
async function dashboardStats(ctx: ApiContext) {
  const { vendor } = await requireApiVendor(ctx);
  const { totalEarningsCents, ...counts } = await vendorStats(vendor.id);
  const { pendingCents, heldCents, paidOutCents, availableCents } = await vendorBalance(vendor.id);
  return ok({
    data: {
      ...counts,
      totalEarnings: totalEarningsCents / 100,
      availableBalance: availableCents / 100,
      /** Earnings still in the hold (payoutHoldDays), not yet withdrawable. */
      pendingClearance: pendingCents / 100,
      pendingWithdrawals: heldCents / 100,
      totalPaidOut: paidOutCents / 100,
    },
  });
}

/** Multipart as the SPEC client sends it (with an optional cover), or JSON without a cover. */
async function readStoreProfile(request: Request, vendor: Vendor): Promise<StoreProfileInput> {
  if (isJsonRequest(request)) {
    const fields = storeFields(jsonReader(await readJson(request)), vendor, STORE_PROFILE);
    return validateJson(StoreProfileSchema, { ...fields, coverImage: undefined });
  }
  const form = await readForm(request);
  const input = new FormData();
  for (const [name, value] of Object.entries(storeFields(formReader(form), vendor, STORE_PROFILE))) {
    input.set(name, value as FormDataEntryValue);
  }
  const cover = form.get("coverImage");
  if (cover !== null) input.set("coverImage", cover);
  return validateForm(StoreProfileSchema, input);
}

async function updateProfile(ctx: ApiContext) {
  const { user, vendor } = await requireApiVendor(ctx);
  const updated = await updateStoreProfile(vendor, await readStoreProfile(ctx.request, vendor));
  return ok({ message: PROFILE_UPDATED, data: { vendor: apiVendor(updated), user: apiUser(user) } });
}

/**
 * SPEC: `{ payoutMethod, payoutDetails: { bank, accountNumber, accountName }, amount }`, or the
 * PayPal or crypto details. The method is always the store's own (docs/decisions/0080).
 */
async function withdrawalRequest(ctx: ApiContext) {
  const { vendor } = await requireApiVendor(ctx);
  const read = jsonReader(await readJson(ctx.request));
  const input = validateJson(WithdrawalSchema, {
    ...storeFields(read, vendor, PAYOUT_DETAILS),
    payoutMethod: vendor.payoutMethod,
    amount: read(["amount"]),
  });
  const withdrawal = await requestWithdrawal(vendor, input);
  return ok({ message: WITHDRAWAL_SENT, data: apiWithdrawal(withdrawal) }, 201);
}

/** SPEC section 6: the vendor list is the admin's (docs/decisions/0087). */
async function list(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const page = readPage(ctx.url);
  const { items, total } = await listVendors({ ...vendorOrder(ctx.url), ...page });
  return ok({ data: { data: items.map(apiVendorRow), ...pageInfo(page, total) } });
}

function vendorOrder(url: URL): { sort?: VendorSort; direction?: "asc" | "desc" } {
  const { sort, direction } = VendorListQuerySchema.parse(Object.fromEntries(url.searchParams));
  return { ...(sort && { sort }), ...(direction && { direction }) };
}

async function orders(ctx: ApiContext) {
  const { vendor } = await requireApiVendor(ctx);
  const page = readPage(ctx.url);
  const { items, total } = await listVendorOrders(vendor.id, page);
  return ok({ data: { data: items.map(apiOrder), ...pageInfo(page, total) } });
}

async function withdrawals(ctx: ApiContext) {
  const { vendor } = await requireApiVendor(ctx);
  const page = readPage(ctx.url);
  const { items, total } = await listVendorWithdrawals(vendor.id, page);
  return ok({ data: { data: items.map(apiWithdrawal), ...pageInfo(page, total) } });
}
