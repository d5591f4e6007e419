import { describe, expect, it } from "vitest";
import { listVendorPrompts } from "~/models/catalogue.server";
import { managedPromptListPage, promptListPage } from "~/pages/catalogue.server";
import { makeCategory, makePrompt, makeVendor } from "../factories";

/**
 * The loader data of a prompt grid repeats what the page renders (it is sent again for hydration):
 * a buyer's or visitor's card carries only what a card draws (issue 26, point 3; decision 0330).
 */
const SHOWN = ["averageRating", "categoryName", "featuredImage", "id", "modelName", "priceCents", "reviewCount", "shortDescription", "storeName", "title", "vendorId"];

async function vendorWithPrompt() {
  const { vendor } = await makeVendor();
  await makePrompt(vendor, await makeCategory(), { tags: ["one", "two"] });
  return (query: Parameters<typeof listVendorPrompts>[1]) => listVendorPrompts(vendor.id, query);
}

const request = new Request("http://localhost/home/prompts");

describe("the cards a grid page sends the browser", () => {
  it("are what a card draws: no state, status, moderation, tags, favourites count or e-mail", async () => {
    const { cards } = await promptListPage(request, await vendorWithPrompt());
    expect(Object.keys(cards[0]!).sort()).toEqual(SHOWN);
  });

  it("carry the content only when the page shows it", async () => {
    const { cards } = await promptListPage(request, await vendorWithPrompt(), { withContent: true });
    expect(Object.keys(cards[0]!).sort()).toEqual([...SHOWN, "content"].sort());
  });

  it("on a vendor's or admin's grid add the state and what their actions read", async () => {
    const { cards } = await managedPromptListPage(request, await vendorWithPrompt());
    expect(Object.keys(cards[0]!).sort()).toEqual([...SHOWN, "favouritesCount", "moderation", "state", "status"].sort());
    expect(cards[0]!.favouritesCount).toBe(0);
  });
});
