import { asc, count, desc, eq, sql } from "drizzle-orm";
import { db, transaction, firstRow } from "~/db/client.server";
import { sessions, transactions, users, vendors } from "~/db/tables.server";
import type { PayoutDetails } from "~/schemas/payout-details";
import type { StoreProfileInput } from "~/schemas/store-profile";
import { deleteImage, saveImage } from "./uploads.server";
import { notFound } from "~/utils/app-error";
import { notify } from "./notifications.server";
import { vendorPayout, vendorPayoutColumns } from "./payout-details";
import type { Vendor } from "./users.server";
import { nocase } from "~/db/dialect.server";

export const VENDOR_SORTS = ["storeName", "payoutMethod", "accountName", "isApproved", "createdAt", "sales"] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

export type VendorRow = {
  id: string;
  storeName: string;
  ownerName: string;
  ownerEmail: string;
  payoutMethod: Vendor["payoutMethod"];
  /** The details of the store's method (the admin's "Account Name" column shows their account). */
  payout: PayoutDetails;
  isApproved: boolean;
  banned: boolean;
  sales: number;
  createdAt: Date;
};

const sales = sql<number>`(select count(*) from ${transactions} where ${transactions.vendorId} = ${vendors.id})`;

/** The account of the store's method: holder name, PayPal e-mail, or network and wallet. */
const account = nocase(sql`(case ${vendors.payoutMethod}
  when 'paypal' then ${vendors.payoutPaypalEmail}
  when 'crypto' then ${vendors.payoutCryptoNetwork} || ' ' || ${vendors.payoutCryptoAddress}
  else ${vendors.payoutAccountName} end)`);

const SORT_COLUMNS = {
  storeName: nocase(vendors.storeName),
  payoutMethod: vendors.payoutMethod,
  accountName: account,
  isApproved: vendors.isApproved,
  createdAt: vendors.createdAt,
  sales,
} as const;

const PAYOUT_COLUMNS = {
  payoutMethod: vendors.payoutMethod,
  payoutBankName: vendors.payoutBankName,
  payoutAccountNumber: vendors.payoutAccountNumber,
  payoutAccountName: vendors.payoutAccountName,
  payoutPaypalEmail: vendors.payoutPaypalEmail,
  payoutCryptoNetwork: vendors.payoutCryptoNetwork,
  payoutCryptoAddress: vendors.payoutCryptoAddress,
};

/** The admin's vendor table: sorted by one column, then by store name (A→Z, any case) so pages are stable. */
export async function listVendors({
  sort = "createdAt",
  direction = "desc",
  page,
  limit,
}: {
  sort?: VendorSort;
  direction?: "asc" | "desc";
  page: number;
  limit: number;
}): Promise<{ items: VendorRow[]; total: number }> {
  const order = direction === "asc" ? asc : desc;
  const items = (await db
    .select({
      id: vendors.id,
      storeName: vendors.storeName,
      ownerName: users.name,
      ownerEmail: users.email,
      payoutMethod: vendors.payoutMethod,
      payoutColumns: PAYOUT_COLUMNS,
      isApproved: vendors.isApproved,
      banned: users.banned,
      sales,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .orderBy(order(SORT_COLUMNS[sort]), asc(SORT_COLUMNS.storeName), asc(vendors.id))
    .limit(limit)
    .offset((page - 1) * limit))
    .map(({ payoutColumns, ...row }) => ({ ...row, payout: vendorPayout(payoutColumns) }));
  const total = (await firstRow(db.select({ n: count() }).from(vendors).limit(1)))?.n ?? 0;
  return { items, total };
}

export async function getVendor(id: string): Promise<Vendor | undefined> {
  return await firstRow(db.select().from(vendors).where(eq(vendors.id, id)).limit(1));
}

async function requireVendor(id: string): Promise<Vendor> {
  const vendor = await getVendor(id);
  if (!vendor) throw notFound("Vendor not found");
  return vendor;
}

/** Approving lists the store's prompts; unapproving takes them out of the marketplace. */
export async function setVendorApproval(id: string, approved: boolean): Promise<Vendor> {
  const vendor = await requireVendor(id);
  if (vendor.isApproved === approved) return vendor;
  return await transaction(async (tx) => {
    const updated = (await firstRow(tx.update(vendors).set({ isApproved: approved }).where(eq(vendors.id, id)).returning()))!;
    await notify(
      vendor.userId,
      approved
        ? { type: "success", title: "Store approved", message: "Your store is now live: buyers can see it, and your active prompts are listed in the marketplace." }
        : { type: "warning", title: "Store approval withdrawn", message: "An admin withdrew your store's approval: your prompts are not listed until it is approved again." },
      tx,
    );
    return updated;
  });
}

/**
 * A ban signs the vendor out everywhere and refuses new sign-ins; their prompts leave the
 * marketplace and carts (listing checks the owner), while buyers keep what they bought.
 */
export async function setVendorBanned(id: string, banned: boolean): Promise<Vendor> {
  const vendor = await requireVendor(id);
  const owner = await firstRow(db.select({ banned: users.banned }).from(users).where(eq(users.id, vendor.userId)).limit(1));
  // A repeated click (or a second admin) changes nothing and sends no second notification.
  if (owner?.banned === banned) return vendor;
  await transaction(async (tx) => {
    await tx.update(users).set({ banned }).where(eq(users.id, vendor.userId));
    if (banned) await tx.delete(sessions).where(eq(sessions.userId, vendor.userId));
    await notify(
      vendor.userId,
      banned
        ? { type: "warning", title: "Account suspended", message: "Your account was suspended for breaking the community standards. Contact support to appeal." }
        : { type: "success", title: "Account restored", message: "Your account was restored: you can sign in and sell again." },
      tx,
    );
  });
  return vendor;
}

/**
 * The vendor's own store settings; a new cover replaces (and deletes) the old one. Saving a payout
 * method clears the other methods' details (docs/decisions/0135).
 */
export async function updateStoreProfile(vendor: Vendor, input: StoreProfileInput): Promise<Vendor> {
  const coverImage = input.coverImage ? await saveImage(input.coverImage, { field: "coverImage" }) : undefined;
  const updated = await firstRow(db
    .update(vendors)
    .set({
      bio: input.bio,
      ...vendorPayoutColumns(input),
      ...(coverImage && { coverImage }),
    })
    .where(eq(vendors.id, vendor.id))
    .returning());
  if (!updated) {
    await deleteImage(coverImage);
    throw notFound("Store not found");
  }
  if (coverImage && vendor.coverImage) await deleteImage(vendor.coverImage);
  return updated;
}
