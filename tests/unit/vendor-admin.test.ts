import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { sessions, vendors } from "~/db/tables.server";
import { addToCart, getCart } from "~/models/cart.server";
import { listPurchasedPrompts, searchMarketplace } from "~/models/catalogue.server";
import { AppError } from "~/utils/app-error";
import { listNotifications } from "~/models/notifications.server";
import { getPromptForViewer } from "~/models/prompt-access.server";
import type { Prompt } from "~/models/prompts.server";
import { createSession, getSessionUser } from "~/models/sessions.server";
import { setSetting } from "~/models/settings.server";
import { adminStats } from "~/models/stats.server";
import { getUserById, verifyLogin, type User, type Vendor } from "~/models/users.server";
import {
  getVendor,
  listVendors,
  setVendorApproval,
  setVendorBanned,
  updateStoreProfile,
  VENDOR_SORTS,
  type VendorRow,
  type VendorSort,
} from "~/models/vendors.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { buy, makeBuyer, makeVendor, PASSWORD, pricedPrompt } from "../factories";

const everything = parseCatalogueQuery(new URLSearchParams({ limit: "100" }));
const listedIds = async (vendorId: string) => (await searchMarketplace(everything, vendorId)).items.map((card) => card.id);
const titles = async (userId: string) => (await listNotifications(userId)).map((n) => n.title);

async function caught(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("listVendors", () => {
  const made: Record<string, { user: User; vendor: Vendor }> = {};

  beforeAll(async () => {
    // Names whose case-insensitive order differs from their byte order.
    for (const name of ["alpha", "Bravo", "charlie", "Delta"]) made[name] = await makeVendor({ storeName: name, name: `Owner ${name}` });
    // The account of each method: the PayPal e-mail, the network and wallet, the bank account's name.
    const bio = "Prompts.";
    const bank = { bio, payoutMethod: "bank", bankName: "", accountNumber: "" } as const;
    await updateStoreProfile(made.alpha!.vendor, { bio, payoutMethod: "paypal", paypalEmail: "zed@example.com" });
    await updateStoreProfile(made.Bravo!.vendor, { bio, payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" });
    await updateStoreProfile(made.charlie!.vendor, { ...bank, accountName: "amos" });
    await updateStoreProfile(made.Delta!.vendor, { ...bank, accountName: "Bea" });
    await setVendorApproval(made.charlie!.vendor.id, false);
    const day = 24 * 60 * 60 * 1000;
    for (const [name, daysAgo] of [["alpha", 3], ["Bravo", 1], ["charlie", 4], ["Delta", 2]] as const) {
      await db.update(vendors).set({ createdAt: new Date(Date.now() - daysAgo * day) }).where(eq(vendors.id, made[name]!.vendor.id));
    }
    const buyer = await makeBuyer();
    await buy(buyer, await pricedPrompt(made.Delta!.vendor, 10), await pricedPrompt(made.Delta!.vendor, 11), await pricedPrompt(made.alpha!.vendor, 12));
  });

  const all = async (sort: VendorSort, direction: "asc" | "desc") => (await listVendors({ sort, direction, page: 1, limit: 1000 })).items;
  const mine = (rows: VendorRow[]) => rows.filter((row) => Object.values(made).some((m) => m.vendor.id === row.id)).map((row) => row.storeName);

  test("one row per store with its owner, payout method, account name, approval, ban and sales", async () => {
    const row = (await all("storeName", "asc")).find((r) => r.id === made.Delta!.vendor.id);
    expect(row).toEqual({
      id: made.Delta!.vendor.id,
      storeName: "Delta",
      ownerName: "Owner Delta",
      ownerEmail: made.Delta!.user.email,
      payoutMethod: "bank",
      payout: { payoutMethod: "bank", bankName: "", accountNumber: "", accountName: "Bea" },
      isApproved: true,
      banned: false,
      sales: 2,
      createdAt: expect.any(Date),
    });
  });

  test.each([
    ["storeName", "asc", ["alpha", "Bravo", "charlie", "Delta"]],
    ["storeName", "desc", ["Delta", "charlie", "Bravo", "alpha"]],
    // Ties (two bank stores) fall back to the store name, A→Z.
    ["payoutMethod", "asc", ["charlie", "Delta", "Bravo", "alpha"]],
    ["payoutMethod", "desc", ["alpha", "Bravo", "charlie", "Delta"]],
    ["accountName", "asc", ["charlie", "Delta", "Bravo", "alpha"]],
    ["accountName", "desc", ["alpha", "Bravo", "Delta", "charlie"]],
    ["isApproved", "asc", ["charlie", "alpha", "Bravo", "Delta"]],
    ["isApproved", "desc", ["alpha", "Bravo", "Delta", "charlie"]],
    ["createdAt", "asc", ["charlie", "alpha", "Delta", "Bravo"]],
    ["createdAt", "desc", ["Bravo", "Delta", "alpha", "charlie"]],
    ["sales", "asc", ["Bravo", "charlie", "alpha", "Delta"]],
    ["sales", "desc", ["Delta", "alpha", "Bravo", "charlie"]],
  ] as const)("sorted by %s %s", async (sort, direction, expected) => {
    expect(mine(await all(sort, direction))).toEqual(expected);
  });

  test("every sort column is covered, and the whole table is in order for each", async () => {
    expect([...VENDOR_SORTS].sort()).toEqual(["accountName", "createdAt", "isApproved", "payoutMethod", "sales", "storeName"]);
    const key: Record<VendorSort, (row: VendorRow) => string | number> = {
      storeName: (row) => row.storeName.toLowerCase(),
      payoutMethod: (row) => row.payoutMethod,
      accountName: ({ payout }) =>
        (payout.payoutMethod === "bank" ? payout.accountName : payout.payoutMethod === "paypal" ? payout.paypalEmail : `${payout.cryptoNetwork} ${payout.cryptoAddress}`).toLowerCase(),
      isApproved: (row) => Number(row.isApproved),
      createdAt: (row) => row.createdAt.getTime(),
      sales: (row) => row.sales,
    };
    for (const sort of VENDOR_SORTS) {
      for (const direction of ["asc", "desc"] as const) {
        const rows = await all(sort, direction);
        const sign = direction === "asc" ? 1 : -1;
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key[sort](rows[i - 1]!), key[sort](rows[i]!)];
          expect(a === b || (a < b ? sign === 1 : sign === -1), `${sort} ${direction} at ${i}`).toBe(true);
        }
      }
    }
  });

  test("pages follow the sort; the total counts every store", async () => {
    const full = await listVendors({ sort: "storeName", direction: "asc", page: 1, limit: 1000 });
    const total = (await db.select().from(vendors)).length;
    expect(full.total).toBe(total);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listVendors({ sort: "storeName", direction: "asc", page, limit: 2 })));
    const paged = pages.flatMap((page) => page.items.map((r) => r.id));
    expect(paged).toEqual(full.items.slice(0, 8).map((r) => r.id));
    const beyond = await listVendors({ sort: "storeName", direction: "asc", page: 1000, limit: 10 });
    expect(beyond).toEqual({ items: [], total });
  });

  test("defaults: newest stores first", async () => {
    const rows = (await listVendors({ page: 1, limit: 1000 })).items;
    expect(mine(rows)).toEqual(["Bravo", "Delta", "alpha", "charlie"]);
  });
});

describe("store approval", () => {
  afterEach(() => setSetting("approveNewVendors", false));

  test("with approveNewVendors off, a new store is approved and listed at once", async () => {
    const { vendor, user } = await makeVendor();
    expect(vendor.isApproved).toBe(true);
    const prompt = await pricedPrompt(vendor, 10);
    expect(await listedIds(vendor.id)).toEqual([prompt.id]);
    expect((await listNotifications(user.id))[0]?.message).toMatch(/your store is ready/);
  });

  test("a store that waits for approval is welcomed with that, and told when it is live", async () => {
    await setSetting("approveNewVendors", true);
    const { vendor, user } = await makeVendor();
    const [welcome] = await listNotifications(user.id);
    expect(welcome?.message).toMatch(/your store is waiting for an admin's approval/);
    expect(welcome?.message).not.toMatch(/ready/);
    await setVendorApproval(vendor.id, true);
    expect((await listNotifications(user.id))[0]?.message).toMatch(/^Your store is now live/);
  });

  test("with approveNewVendors on, a new store waits: its prompts are not listed until approved", async () => {
    await setSetting("approveNewVendors", true);
    const { vendor, user } = await makeVendor();
    expect(vendor.isApproved).toBe(false);
    expect((await adminStats()).pendingVendors).toBeGreaterThanOrEqual(1);
    const prompt = await pricedPrompt(vendor, 10);
    const buyer = await makeBuyer();
    expect(await listedIds(vendor.id)).toEqual([]);
    expect(await getPromptForViewer(prompt.id, null)).toBeNull();
    expect((await caught(() => addToCart(buyer, prompt.id))).status).toBe(404);

    const pendingBefore = (await adminStats()).pendingVendors;
    expect((await setVendorApproval(vendor.id, true)).isApproved).toBe(true);
    expect((await getVendor(vendor.id))?.isApproved).toBe(true);
    expect((await adminStats()).pendingVendors).toBe(pendingBefore - 1);
    expect(await listedIds(vendor.id)).toEqual([prompt.id]);
    expect((await addToCart(buyer, prompt.id)).added).toBe(true);
    expect((await listNotifications(user.id))[0]).toMatchObject({ type: "success", title: "Store approved" });

    expect((await setVendorApproval(vendor.id, false)).isApproved).toBe(false);
    expect(await listedIds(vendor.id)).toEqual([]);
    expect(await getCart(buyer.id)).toMatchObject({ items: [], dropped: [prompt.title] });
    expect((await listNotifications(user.id))[0]).toMatchObject({ type: "warning", title: "Store approval withdrawn" });
  });

  test("setting the same approval again changes nothing and notifies nobody", async () => {
    const { vendor, user } = await makeVendor();
    const before = (await titles(user.id)).length;
    await setVendorApproval(vendor.id, true);
    expect(await titles(user.id)).toHaveLength(before);
  });

  test("an unknown store is 404", async () => {
    expect(await caught(() => setVendorApproval("missing", true))).toMatchObject({ status: 404 });
    expect(await caught(() => setVendorBanned("missing", true))).toMatchObject({ status: 404 });
  });
});

describe("banning a vendor", () => {
  let seller: { user: User; vendor: Vendor };
  let bought: Prompt;
  let inCart: Prompt;
  let buyer: User;
  let shopper: User;

  beforeAll(async () => {
    seller = await makeVendor();
    bought = await pricedPrompt(seller.vendor, 15, "Bought before the ban");
    inCart = await pricedPrompt(seller.vendor, 20, "Waiting in a cart");
    buyer = await makeBuyer();
    shopper = await makeBuyer();
    await buy(buyer, bought);
  });

  test("signs the vendor out everywhere, refuses sign-in, hides the prompts, keeps the buyers' access; unban restores", async () => {
    const [first, second] = [await createSession(seller.user.id), await createSession(seller.user.id)];
    await addToCart(shopper, inCart.id);
    expect((await listedIds(seller.vendor.id)).sort()).toEqual([bought.id, inCart.id].sort());

    await setVendorBanned(seller.vendor.id, true);

    // Signed out everywhere, and cannot sign in or keep a session.
    expect(await db.select().from(sessions).where(eq(sessions.userId, seller.user.id))).toEqual([]);
    expect(await getSessionUser(first.id)).toBeUndefined();
    expect(await getSessionUser(second.id)).toBeUndefined();
    expect(await getSessionUser((await createSession(seller.user.id)).id)).toBeUndefined();
    await expect(verifyLogin(seller.user.email, PASSWORD)).rejects.toMatchObject({
      status: 403,
      message: "This account has been suspended. Contact support.",
    });
    expect((await getUserById(seller.user.id))?.banned).toBe(true);
    expect((await listNotifications(seller.user.id))[0]).toMatchObject({ type: "warning", title: "Account suspended" });

    // The prompts leave the marketplace and carts.
    expect(await listedIds(seller.vendor.id)).toEqual([]);
    expect((await searchMarketplace(everything)).items.map((card) => card.vendorId)).not.toContain(seller.vendor.id);
    expect(await getPromptForViewer(inCart.id, null)).toBeNull();
    expect(await getPromptForViewer(inCart.id, { id: shopper.id, role: "buyer" })).toBeNull();
    expect(await getCart(shopper.id)).toMatchObject({ items: [], dropped: [inCart.title] });
    expect((await caught(() => addToCart(shopper, inCart.id))).status).toBe(404);

    // A buyer keeps what they bought, content included.
    const owned = await getPromptForViewer(bought.id, { id: buyer.id, role: "buyer" });
    expect(owned).toMatchObject({ owned: true, listed: false });
    expect(owned?.content).toBe(bought.content);
    const library = await listPurchasedPrompts(buyer.id, everything);
    expect(library.items.map((card) => [card.id, card.content])).toEqual([[bought.id, bought.content]]);

    // Banning again changes nothing.
    const notices = (await titles(seller.user.id)).length;
    await setVendorBanned(seller.vendor.id, true);
    expect(await titles(seller.user.id)).toHaveLength(notices);

    // Unban: sign-in and listing come back.
    await setVendorBanned(seller.vendor.id, false);
    expect((await getUserById(seller.user.id))?.banned).toBe(false);
    expect((await verifyLogin(seller.user.email, PASSWORD)).id).toBe(seller.user.id);
    expect((await getSessionUser((await createSession(seller.user.id)).id))?.id).toBe(seller.user.id);
    expect((await listedIds(seller.vendor.id)).sort()).toEqual([bought.id, inCart.id].sort());
    expect((await addToCart(shopper, inCart.id)).added).toBe(true);
    expect((await listNotifications(seller.user.id))[0]).toMatchObject({ type: "success", title: "Account restored" });
    expect((await listVendors({ sort: "storeName", direction: "asc", page: 1, limit: 1000 })).items.find((r) => r.id === seller.vendor.id)?.banned).toBe(false);
  });

  test("the admin table shows the ban", async () => {
    await setVendorBanned(seller.vendor.id, true);
    const row = (await listVendors({ page: 1, limit: 1000 })).items.find((r) => r.id === seller.vendor.id);
    expect(row).toMatchObject({ banned: true, isApproved: true });
    await setVendorBanned(seller.vendor.id, false);
  });
});
