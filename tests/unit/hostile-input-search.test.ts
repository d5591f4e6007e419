import { beforeAll, describe, expect, it } from "vitest";
import { listAllPrompts, listVendorPrompts, searchMarketplace } from "~/models/catalogue.server";
import type { Prompt } from "~/models/prompts.server";
import { searchAsAdmin, searchAsBuyer, searchAsVendor } from "~/models/search.server";
import type { Vendor } from "~/models/users.server";
import { loader as storeLoader } from "~/routes/store._index";
import { loader as buyerSearchLoader } from "~/routes/home.search";
import { api, cookieFor } from "../factories";
import { makeBuyer, makeVendor, pricedPrompt } from "../factories";

/** Issue 11: whatever a search box or URL carries, a search answers (no FTS5 syntax error, no 500). */
const HOSTILE = [
  "ink\0well", "\0", "\u0001\u0002\u001f", "\u007f", "ink\u0085", "\ud800", "ink\udc00well", "\ud83d",
  'NEAR(ink', "ink*", "^ink", '"', '"ink', 'ink"well', "ink OR well", "AND", "NOT ink", "(", ")", "{title}: ink",
  "title:ink", "-ink", "+", "ink\tdrop\nwell\r", "'; drop table prompts; --", "\\", "%_", "\uffff", "\u{10ffff}",
];

let vendor: Vendor;
let ink: Prompt;
beforeAll(async () => {
  vendor = (await makeVendor()).vendor;
  ink = await pricedPrompt(vendor, 9, "Inkwell Newsletter Writer");
});

const page = (q: string) => ({ q, page: 1, limit: 24 });

describe("hostile search text", () => {
  it.each(HOSTILE)("every prompt list and search answers %j", async (q) => {
    await searchMarketplace(page(q));
    await listVendorPrompts(vendor.id, page(q));
    await listAllPrompts(page(q));
    await searchAsBuyer(q);
    await searchAsVendor(vendor.id, q);
    await searchAsAdmin(q);
  });

  it("a control character splits words instead of ending the search: ink\\0well finds Inkwell by its first word", async () => {
    expect((await searchMarketplace(page("inkwell\0news"))).items.map((card) => card.id)).toEqual([ink.id]);
  });

  it.each(HOSTILE)("GET /api/v1/prompt/prompts?q=%j answers 200", async (q) => {
    const query = new URLSearchParams({ q, search: q });
    const { status, body } = await api("GET", `prompt/prompts?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it("the store page and the buyer's search page answer a NUL in ?q=", async () => {
    const cookie = await cookieFor(await makeBuyer());
    for (const loader of [storeLoader, buyerSearchLoader]) {
      const request = new Request(`http://localhost/x?q=ink%00well`, { headers: { Cookie: cookie } });
      await expect(loader({ request, params: {}, context: {} })).resolves.toBeTruthy();
    }
  });
});
