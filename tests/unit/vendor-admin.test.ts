import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { sessions, vendors } from "~/db/schema";
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
const listedIds = (vendorId: string) => searchMarketplace(everything, vendorId).items.map((card) => card.id);
const titles = (userId: string) => listNotifications(userId).map((n) => n.title);

function caught(run: () => unknown): AppError {
  try {
    run();
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
    setVendorApproval(made.charlie!.vendor.id, false);
    const day = 24 * 60 * 60 * 1000;
    for (const [name, daysAgo] of [["alpha", 3], ["Bravo", 1], ["charlie", 4], ["Delta", 2]] as const) {
      db.update(vendors).set({ createdAt: new Date(Date.now() - daysAgo * day) }).where(eq(vendors.id, made[name]!.vendor.id)).run();
    }
    const buyer = await makeBuyer();
    await buy(buyer, await pricedPrompt(made.Delta!.vendor, 10), await pricedPrompt(made.Delta!.vendor, 11), await pricedPrompt(made.alpha!.vendor, 12));
  });

  const all = (sort: VendorSort, direction: "asc" | "desc") => listVendors({ sort, direction, page: 1, limit: 1000 }).items;
  const mine = (rows: VendorRow[]) => rows.filter((row) => Object.values(made).some((m) => m.vendor.id === row.id)).map((row) => row.storeName);

  test("one row per store with its owner, payout method, account name, approval, ban and sales", () => {
    const row = all("storeName", "asc").find((r) => r.id === made.Delta!.vendor.id);
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
  ] as const)("sorted by %s %s", (sort, direction, expected) => {
    expect(mine(all(sort, direction))).toEqual(expected);
  });

  test("every sort column is covered, and the whole table is in order for each", () => {
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
        const rows = all(sort, direction);
        const sign = direction === "asc" ? 1 : -1;
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key[sort](rows[i - 1]!), key[sort](rows[i]!)];
          expect(a === b || (a < b ? sign === 1 : sign === -1), `${sort} ${direction} at ${i}`).toBe(true);
        }
      }
    }
  });

  test("pages follow the sort; the total counts every store", () => {
    const full = listVendors({ sort: "storeName", direction: "asc", page: 1, limit: 1000 });
    const total = db.select().from(vendors).all().length;
    expect(full.total).toBe(total);
    const paged = [1, 2, 3, 4].flatMap((page) => listVendors({ sort: "storeName", direction: "asc", page, limit: 2 }).items.map((r) => r.id));
    expect(paged).toEqual(full.items.slice(0, 8).map((r) => r.id));
    const beyond = listVendors({ sort: "storeName", direction: "asc", page: 1000, limit: 10 });
    expect(beyond).toEqual({ items: [], total });
  });

  test("defaults: newest stores first", () => {
    const rows = listVendors({ page: 1, limit: 1000 }).items;
    expect(mine(rows)).toEqual(["Bravo", "Delta", "alpha", "charlie"]);
  });
});

describe("store approval", () => {
  afterEach(() => setSetting("approveNewVendors", false));

  test("with approveNewVendors off, a new store is approved and listed at once", async () => {
    const { vendor, user } = await makeVendor();
    expect(vendor.isApproved).toBe(true);
    const prompt = await pricedPrompt(vendor, 10);
    expect(listedIds(vendor.id)).toEqual([prompt.id]);
    expect(listNotifications(user.id)[0]?.message).toMatch(/your store is ready/);
  });

  test("a store that waits for approval is welcomed with that, and told when it is live", async () => {
    setSetting("approveNewVendors", true);
    const { vendor, user } = await makeVendor();
    const [welcome] = listNotifications(user.id);
    expect(welcome?.message).toMatch(/your store is waiting for an admin's approval/);
    expect(welcome?.message).not.toMatch(/ready/);
    setVendorApproval(vendor.id, true);
    expect(listNotifications(user.id)[0]?.message).toMatch(/^Your store is now live/);
  });

  test("with approveNewVendors on, a new store waits: its prompts are not listed until approved", async () => {
    setSetting("approveNewVendors", true);
    const { vendor, user } = await makeVendor();
    expect(vendor.isApproved).toBe(false);
    expect(adminStats().pendingVendors).toBeGreaterThanOrEqual(1);
    const prompt = await pricedPrompt(vendor, 10);
    const buyer = await makeBuyer();
    expect(listedIds(vendor.id)).toEqual([]);
    expect(getPromptForViewer(prompt.id, null)).toBeNull();
    expect(caught(() => addToCart(buyer, prompt.id)).status).toBe(404);

    const pendingBefore = adminStats().pendingVendors;
    expect(setVendorApproval(vendor.id, true).isApproved).toBe(true);
    expect(getVendor(vendor.id)?.isApproved).toBe(true);
    expect(adminStats().pendingVendors).toBe(pendingBefore - 1);
    expect(listedIds(vendor.id)).toEqual([prompt.id]);
    expect(addToCart(buyer, prompt.id).added).toBe(true);
    expect(listNotifications(user.id)[0]).toMatchObject({ type: "success", title: "Store approved" });

    expect(setVendorApproval(vendor.id, false).isApproved).toBe(false);
    expect(listedIds(vendor.id)).toEqual([]);
    expect(getCart(buyer.id)).toMatchObject({ items: [], dropped: [prompt.title] });
    expect(listNotifications(user.id)[0]).toMatchObject({ type: "warning", title: "Store approval withdrawn" });
  });

  test("setting the same approval again changes nothing and notifies nobody", async () => {
    const { vendor, user } = await makeVendor();
    const before = titles(user.id).length;
    setVendorApproval(vendor.id, true);
    expect(titles(user.id)).toHaveLength(before);
  });

  test("an unknown store is 404", () => {
    expect(caught(() => setVendorApproval("missing", true))).toMatchObject({ status: 404 });
    expect(caught(() => setVendorBanned("missing", true))).toMatchObject({ status: 404 });
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
    const [first, second] = [createSession(seller.user.id), createSession(seller.user.id)];
    addToCart(shopper, inCart.id);
    expect(listedIds(seller.vendor.id).sort()).toEqual([bought.id, inCart.id].sort());

    setVendorBanned(seller.vendor.id, true);

    // Signed out everywhere, and cannot sign in or keep a session.
    expect(db.select().from(sessions).where(eq(sessions.userId, seller.user.id)).all()).toEqual([]);
    expect(getSessionUser(first.id)).toBeUndefined();
    expect(getSessionUser(second.id)).toBeUndefined();
    expect(getSessionUser(createSession(seller.user.id).id)).toBeUndefined();
    await expect(verifyLogin(seller.user.email, PASSWORD)).rejects.toMatchObject({
      status: 403,
      message: "This account has been suspended. Contact support.",
    });
    expect(getUserById(seller.user.id)?.banned).toBe(true);
    expect(listNotifications(seller.user.id)[0]).toMatchObject({ type: "warning", title: "Account suspended" });

    // The prompts leave the marketplace and carts.
    expect(listedIds(seller.vendor.id)).toEqual([]);
    expect(searchMarketplace(everything).items.map((card) => card.vendorId)).not.toContain(seller.vendor.id);
    expect(getPromptForViewer(inCart.id, null)).toBeNull();
    expect(getPromptForViewer(inCart.id, { id: shopper.id, role: "buyer" })).toBeNull();
    expect(getCart(shopper.id)).toMatchObject({ items: [], dropped: [inCart.title] });
    expect(caught(() => addToCart(shopper, inCart.id)).status).toBe(404);

    // A buyer keeps what they bought, content included.
    const owned = getPromptForViewer(bought.id, { id: buyer.id, role: "buyer" });
    expect(owned).toMatchObject({ owned: true, listed: false });
    expect(owned?.content).toBe(bought.content);
    const library = listPurchasedPrompts(buyer.id, everything);
    expect(library.items.map((card) => [card.id, card.content])).toEqual([[bought.id, bought.content]]);

    // Banning again changes nothing.
    const notices = titles(seller.user.id).length;
    setVendorBanned(seller.vendor.id, true);
    expect(titles(seller.user.id)).toHaveLength(notices);

    // Unban: sign-in and listing come back.
    setVendorBanned(seller.vendor.id, false);
    expect(getUserById(seller.user.id)?.banned).toBe(false);
    expect((await verifyLogin(seller.user.email, PASSWORD)).id).toBe(seller.user.id);
    expect(getSessionUser(createSession(seller.user.id).id)?.id).toBe(seller.user.id);
    expect(listedIds(seller.vendor.id).sort()).toEqual([bought.id, inCart.id].sort());
    expect(addToCart(shopper, inCart.id).added).toBe(true);
    expect(listNotifications(seller.user.id)[0]).toMatchObject({ type: "success", title: "Account restored" });
    expect(listVendors({ sort: "storeName", direction: "asc", page: 1, limit: 1000 }).items.find((r) => r.id === seller.vendor.id)?.banned).toBe(false);
  });

  test("the admin table shows the ban", () => {
    setVendorBanned(seller.vendor.id, true);
    const row = listVendors({ page: 1, limit: 1000 }).items.find((r) => r.id === seller.vendor.id);
    expect(row).toMatchObject({ banned: true, isApproved: true });
    setVendorBanned(seller.vendor.id, false);
  });
});
