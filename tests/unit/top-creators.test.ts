import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { bestSellersQuery, listTopCreators, STORE_COUNT_LIMIT } from "~/models/top-creators.server";
import { setVendorBanned } from "~/models/vendors.server";
import { makePrompt, makeVendor } from "../factories";
import { onPostgres } from "../support/engine";
import { copiesOfPrompt } from "../support/prompt-copies";

/** Issue 23, point 10: the landing page's "Top creators". Sales counts are set as fulfilment keeps them. */

async function promptWithSales(vendor: Awaited<ReturnType<typeof makeVendor>>["vendor"], sales: number): Promise<Prompt> {
  const prompt = await makePrompt(vendor);
  await db.update(prompts).set({ salesCount: sales }).where(eq(prompts.id, prompt.id));
  return prompt;
}

const names = async () => (await listTopCreators()).map((store) => store.storeName);

describe("listTopCreators", () => {
  test("nobody has sold anything yet: no creators", async () => {
    const { vendor } = await makeVendor({ storeName: "Quiet Store" });
    await promptWithSales(vendor, 0);
    expect(await listTopCreators()).toEqual([]);
  });

  test("stores are ranked by the sales of their listed prompts, ties by name, with their listed prompt count", async () => {
    const { vendor: steady } = await makeVendor({ storeName: "Steady Sellers" });
    await promptWithSales(steady, 6);
    await promptWithSales(steady, 6);
    await promptWithSales(steady, 0);
    const { vendor: hit } = await makeVendor({ storeName: "One Hit" });
    await promptWithSales(hit, 10);
    const { vendor: alpha } = await makeVendor({ storeName: "Alpha Tie" });
    await promptWithSales(alpha, 1);
    const { vendor: beta } = await makeVendor({ storeName: "Beta Tie" });
    await promptWithSales(beta, 1);

    expect(await names()).toEqual(["Steady Sellers", "One Hit", "Alpha Tie", "Beta Tie"]);
    expect(await listTopCreators(2)).toEqual([
      { id: steady.id, storeName: "Steady Sellers", coverImage: null, promptCount: 3, promptCountCapped: false },
      { id: hit.id, storeName: "One Hit", coverImage: null, promptCount: 1, promptCountCapped: false },
    ]);
  });

  test("a store's prompts are counted up to STORE_COUNT_LIMIT: the landing page counts for each store on every visit", async () => {
    const { vendor } = await makeVendor({ storeName: "Prolific" });
    const first = await promptWithSales(vendor, 5);
    // STORE_COUNT_LIMIT more copies of the prompt, unsold, under new ids.
    await copiesOfPrompt(first.id, STORE_COUNT_LIMIT);
    const prolific = (await listTopCreators(10)).find((store) => store.id === vendor.id);
    expect(prolific).toMatchObject({ promptCount: STORE_COUNT_LIMIT, promptCountCapped: true });
  });

  test("what is not listed does not count: a hidden prompt's sales, a banned owner's store", async () => {
    const { vendor: hidden } = await makeVendor({ storeName: "Hidden Hit" });
    const hit = await promptWithSales(hidden, 100);
    await setPromptStatusByAdmin(hit.id, "inactive");
    const { vendor: banned } = await makeVendor({ storeName: "Banned Store" });
    await promptWithSales(banned, 100);
    await setVendorBanned(banned.id, true);

    expect(await names()).not.toContain("Hidden Hit");
    expect(await names()).not.toContain("Banned Store");
  });

  test.skipIf(onPostgres)("the best sellers are read from the top of the listed sales index, which the LIMIT stops", () => {
    const { sql, params } = bestSellersQuery().toSQL();
    const plan = db.$client.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[];
    const detail = plan.map((row) => row.detail).join("\n");
    expect(detail).toMatch(/USING INDEX prompts_listed_sales_idx \(sales_count>\?\)/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });
});
