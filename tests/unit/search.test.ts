import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listCategories } from "~/models/categories.server";
import { checkout } from "~/models/checkout.server";
import { addToCart } from "~/models/cart.server";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { GROUP_SIZE, searchAsAdmin, searchAsBuyer, searchAsVendor } from "~/models/search.server";
import type { User, Vendor } from "~/models/users.server";
import { setVendorApproval } from "~/models/vendors.server";
import { parseSearch } from "~/schemas/search";
import { buy, makeBuyer, makeCategory, makeVendor, pricedPrompt } from "../factories";
import { planOf, statementsRun } from "../support/query-plans";
import { onPostgres } from "../support/engine";

let seller: { user: User; vendor: Vendor };
let rival: { user: User; vendor: Vendor };
let closed: Vendor;
let ink: Prompt;
let hidden: Prompt;
let saleReference: string;
let pendingReference: string;

beforeAll(async () => {
  seller = await makeVendor({ storeName: "Quillwork 100% Studio", name: "Quentin Quill" });
  rival = await makeVendor({ storeName: "Rival Quill Shop", name: "Rita Rival" });
  closed = (await makeVendor({ storeName: "Quill Closed Corner" })).vendor;
  await setVendorApproval(closed.id, false);
  ink = await pricedPrompt(seller.vendor, 9, "Inkwell Newsletter Writer");
  hidden = await pricedPrompt(seller.vendor, 5, "Inkwell Hidden Draft");
  await setPromptStatusByAdmin(hidden.id, "inactive");
  const rivalInk = await pricedPrompt(rival.vendor, 7, "Inkwell Rival Edition");
  const buyer = await makeBuyer();
  saleReference = await buy(buyer, ink);
  await buy(await makeBuyer(), rivalInk);
  const waiting = await makeBuyer();
  await addToCart(waiting, rivalInk.id);
  pendingReference = (await checkout(waiting)).reference;
});

const titles = (prompts: { title: string }[]) => prompts.map((prompt) => prompt.title).sort();

describe("the search words", () => {
  it("are trimmed and cut at 100 characters; a missing or repeated q is an empty search", () => {
    expect(parseSearch(new URLSearchParams("q=%20%20ink%20"))).toBe("ink");
    expect(parseSearch(new URLSearchParams(`q=${"a".repeat(150)}`))).toHaveLength(100);
    expect(parseSearch(new URLSearchParams(""))).toBe("");
  });

  it("an empty search finds nothing and reads nothing", async () => {
    const statements = await statementsRun(async () => {
      expect(await searchAsBuyer("")).toEqual({ prompts: [], stores: [] });
      expect(await searchAsVendor(seller.vendor.id, "")).toEqual({ prompts: [], sales: [] });
      expect(await searchAsAdmin("")).toEqual({ prompts: [], vendors: [], payments: [] });
    });
    expect(statements).toEqual([]);
  });
});

describe("searchAsBuyer", () => {
  it("finds listed prompts, and open stores by any part of their name in any case", async () => {
    const { prompts, stores } = await searchAsBuyer("inkwell");
    expect(titles(prompts)).toEqual(["Inkwell Newsletter Writer", "Inkwell Rival Edition"]);
    expect(stores).toEqual([]);
    expect((await searchAsBuyer("QUILL")).stores.map((store) => store.storeName)).toEqual(["Quillwork 100% Studio", "Rival Quill Shop"]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect((await searchAsBuyer("100%")).stores.map((store) => store.storeName)).toEqual(["Quillwork 100% Studio"]);
    expect((await searchAsBuyer("100_")).stores).toEqual([]);
  });
});

describe("searchAsVendor", () => {
  it("finds only the vendor's own prompts, listed or not", async () => {
    expect(titles((await searchAsVendor(seller.vendor.id, "inkwell")).prompts)).toEqual(["Inkwell Hidden Draft", "Inkwell Newsletter Writer"]);
  });

  it("finds the vendor's own sales by prompt title and by the start of the reference", async () => {
    const byTitle = (await searchAsVendor(seller.vendor.id, "newsletter")).sales;
    expect(byTitle.map((sale) => [sale.reference, sale.prompt.title])).toEqual([[saleReference, "Inkwell Newsletter Writer"]]);
    expect((await searchAsVendor(seller.vendor.id, saleReference.slice(0, 10))).sales.map((sale) => sale.reference)).toEqual([saleReference]);
    expect((await searchAsVendor(seller.vendor.id, "Rival Edition")).sales).toEqual([]);
    expect((await searchAsVendor(rival.vendor.id, saleReference)).sales).toEqual([]);
  });

  it("does not read references for a bare prefix", async () => {
    expect((await searchAsVendor(seller.vendor.id, "PRM-")).sales).toEqual([]);
  });
});

describe("searchAsAdmin", () => {
  it("finds every prompt, and any vendor by store, owner name or e-mail", async () => {
    const { prompts, vendors } = await searchAsAdmin("inkwell");
    expect(titles(prompts)).toEqual(["Inkwell Hidden Draft", "Inkwell Newsletter Writer", "Inkwell Rival Edition"]);
    expect(vendors).toEqual([]);
    expect((await searchAsAdmin("quill")).vendors.map((vendor) => [vendor.storeName, vendor.isApproved])).toEqual([
      ["Quill Closed Corner", false],
      ["Quillwork 100% Studio", true],
      ["Rival Quill Shop", true],
    ]);
    expect((await searchAsAdmin("rita")).vendors.map((vendor) => vendor.storeName)).toEqual(["Rival Quill Shop"]);
    expect((await searchAsAdmin(seller.user.email.toUpperCase())).vendors.map((vendor) => vendor.ownerName)).toEqual(["Quentin Quill"]);
  });

  it("finds payments by the start of their reference, whatever their status", async () => {
    expect((await searchAsAdmin(pendingReference.slice(0, 9))).payments).toEqual([
      expect.objectContaining({ reference: pendingReference, status: "pending", amountCents: 700 }),
    ]);
    expect((await searchAsAdmin(saleReference)).payments.map((payment) => payment.status)).toEqual(["completed"]);
  });

  it("shows a few of each kind", async () => {
    expect((await searchAsAdmin("store")).vendors.length).toBeLessThanOrEqual(GROUP_SIZE);
  });
});

describe.skipIf(onPostgres)("query plans (SQLite's, see tests/support/query-plans.ts)", () => {
  afterEach(() => vi.restoreAllMocks());

  /** The plans of the selects `run` executes. */
  async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
    return (await statementsRun(run)).filter((text) => text.startsWith("select")).map(planOf);
  }

  it("references are read as a range of an index", async () => {
    expect((await plansOf(() => searchAsAdmin("PRM-abcd"))).join("\n")).toMatch(/SEARCH payments USING INDEX sqlite_autoindex_payments_1 \(reference>/);
    expect((await plansOf(() => searchVendorSalesOf("PRM-abcd"))).join("\n")).toMatch(/SEARCH orders USING INDEX orders_reference_idx \(payment_reference>/);
  });

  it("stores and vendors: the vendors table is the one scanned, owners are looked up by key", async () => {
    for (const plans of [await plansOf(() => searchAsBuyer("quill")), await plansOf(() => searchAsAdmin("quill"))]) {
      const plan = plans.find((text) => text.includes("vendors"));
      expect(plan).toMatch(/SCAN vendors/);
      expect(plan).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
    }
  });

  it("a title search reads a window of the vendor's newest sales through their index", async () => {
    const plan = (await plansOf(() => searchVendorSalesOf("newsletter"))).find((text) => text.includes("transactions"));
    expect(plan).toMatch(/transactions_vendor_idx/);
  });
});

const searchVendorSalesOf = async (q: string) => (await searchAsVendor(seller.vendor.id, q)).sales;

describe("listCategories", () => {
  it("is limited when asked", async () => {
    await makeCategory("Zeta extra category");
    expect(await listCategories(1)).toHaveLength(1);
    expect((await listCategories()).length).toBeGreaterThan(1);
  });
});
