import { and, asc, eq, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments, users, vendors } from "~/db/tables.server";
import { containsText, startsWith } from "~/db/text-match.server";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { listAllPrompts, listVendorPrompts, searchMarketplace, type PromptCard } from "./catalogue.server";
import { searchVendorSales, type VendorOrder } from "./orders.server";
import { looksLikeReference } from "./payment-reference";
import { isOpen } from "./storefront.server";
import { nocase } from "~/db/dialect.server";

/**
 * "Search Anything": what each role can see, a few of each kind, every group one bounded query
 * (docs/decisions/0121). An empty search reads nothing.
 */
export const GROUP_SIZE = 5;

const promptQuery = (q: string): CatalogueQuery => ({ q, page: 1, limit: GROUP_SIZE });

export type StoreHit = { id: string; storeName: string };
export type VendorHit = StoreHit & { ownerName: string; ownerEmail: string; isApproved: boolean; banned: boolean };
export type PaymentHit = { reference: string; buyerEmail: string; amountCents: number; status: string; createdAt: Date };

export async function searchAsBuyer(q: string): Promise<{ prompts: PromptCard[]; stores: StoreHit[] }> {
  if (!q) return { prompts: [], stores: [] };
  return { prompts: (await searchMarketplace(promptQuery(q))).items, stores: await findOpenStores(q) };
}

export async function searchAsVendor(vendorId: string, q: string): Promise<{ prompts: PromptCard[]; sales: VendorOrder[] }> {
  if (!q) return { prompts: [], sales: [] };
  return { prompts: (await listVendorPrompts(vendorId, promptQuery(q))).items, sales: await searchVendorSales(vendorId, q, GROUP_SIZE) };
}

export async function searchAsAdmin(q: string): Promise<{ prompts: PromptCard[]; vendors: VendorHit[]; payments: PaymentHit[] }> {
  if (!q) return { prompts: [], vendors: [], payments: [] };
  return {
    prompts: (await listAllPrompts(promptQuery(q))).items,
    vendors: await findVendors(q),
    payments: looksLikeReference(q) ? await findPaymentsByReference(q) : [],
  };
}

const byStoreName = asc(nocase(vendors.storeName));
/**
 * Stores are matched by scanning vendors and looking their owners up by key. An inner join lets
 * SQLite scan users instead (every buyer too); a CROSS JOIN keeps the order as written.
 */
const ownerOf = eq(users.id, vendors.userId);

/** Public stores whose name contains `q`: a limited scan of the small vendors table. */
async function findOpenStores(q: string): Promise<StoreHit[]> {
  return await db
    .select({ id: vendors.id, storeName: vendors.storeName })
    .from(vendors)
    .crossJoin(users)
    .where(and(ownerOf, containsText(vendors.storeName, q), isOpen))
    .orderBy(byStoreName)
    .limit(GROUP_SIZE);
}

/** Any store whose name, or whose owner's name or e-mail, contains `q` (the vendors table, scanned). */
async function findVendors(q: string): Promise<VendorHit[]> {
  return await db
    .select({
      id: vendors.id,
      storeName: vendors.storeName,
      ownerName: users.name,
      ownerEmail: users.email,
      isApproved: vendors.isApproved,
      banned: users.banned,
    })
    .from(vendors)
    .crossJoin(users)
    .where(and(ownerOf, or(containsText(vendors.storeName, q), containsText(users.name, q), containsText(users.email, q))))
    .orderBy(byStoreName)
    .limit(GROUP_SIZE);
}

/** Payments whose reference starts with `q`, in reference order: a range of the primary key. */
async function findPaymentsByReference(q: string): Promise<PaymentHit[]> {
  return await db
    .select({
      reference: payments.reference,
      buyerEmail: users.email,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(startsWith(payments.reference, q))
    .orderBy(asc(payments.reference))
    .limit(GROUP_SIZE);
}
