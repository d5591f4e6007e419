import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { Category } from "~/models/categories.server";
import { getPrompt } from "~/models/prompts.server";
import { uploadsDir } from "~/models/uploads.server";
import { api, makeAdmin, tokenFor } from "../factories";
import {
  formOf,
  makeCategory,
  pngFile,
  promptApiCast,
  promptFields,
  recordPurchase,
  seedPrompt,
  type SignedIn,
  type SignedInVendor,
  signedInVendor,
} from "../factories";

const PROMPT_KEYS = [
  "_id", "averageRating", "categoryId", "createdAt", "description", "featuredImage", "moderation",
  "modelId", "priceUsd", "reviewCount", "shortDescription", "status", "tags", "teamPriceUsd", "title", "variables", "vendorId",
];

let category: Category;
let seller: SignedInVendor;
let buyer: SignedIn;

beforeEach(async () => {
  ({ category, seller, buyer } = await promptApiCast());
});

const titles = (items: { title: string }[]) => items.map((item) => item.title).sort();

describe("POST prompt/create-prompt", () => {
  it("creates from multipart with an image and answers 201 with the SPEC shape", async () => {
    const form = formOf({ ...promptFields(category.id), featuredImage: await pngFile() });
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, body: form });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "Prompt created successfully" });
    const prompt = body.data.data;
    expect(Object.keys(prompt).sort()).toEqual([...PROMPT_KEYS, "content", "examples", "previewMode", "previewExamples", "allowPreview", "previewModels"].sort());
    expect(prompt).toMatchObject({
      title: "Cinematic product photos",
      priceUsd: 12.5,
      status: "active",
      moderation: "approved",
      tags: ["photo", "studio"],
      reviewCount: 0,
      averageRating: 0,
      categoryId: { _id: category.id, name: category.name },
      vendorId: { _id: seller.vendor.id, storeName: "Test Store", name: seller.user.name, email: seller.user.email },
      content: promptFields(category.id).content,
    });
    expect(prompt.featuredImage).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(prompt.featuredImage)))).toBe(true);
  });

  it("accepts JSON without an image", async () => {
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(category.id) });
    expect(status).toBe(201);
    expect(body.data.data.featuredImage).toBeNull();
  });

  it("takes repeated and comma-separated tags, trimmed and de-duplicated", async () => {
    const tags = ["photo", " Studio , light", "PHOTO", "light", " "];
    const form = formOf(promptFields(category.id, { tags }));
    const { body } = await api("POST", "prompt/create-prompt", { token: seller.token, body: form });
    expect(body.data.data.tags).toEqual(["photo", "Studio", "light"]);

    const single = formOf(promptFields(category.id, { tags: "a, b, a" }));
    expect((await api("POST", "prompt/create-prompt", { token: seller.token, body: single })).body.data.data.tags).toEqual(["a", "b"]);
  });

  it("refuses prices outside 0.99 to 999.99 with 422", async () => {
    for (const [price, message] of [
      ["0.98", "Price must be at least $0.99"],
      ["1000", "Price must be at most $999.99"],
    ]) {
      const form = formOf(promptFields(category.id, { priceUsd: price }));
      const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, body: form });
      expect(status).toBe(422);
      expect(body).toMatchObject({ success: false, message });
    }
  });

  it("refuses missing fields and an unknown category with 422", async () => {
    const noTitle = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(category.id, { title: "" }) });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors.title).toBeDefined();
    const unknown = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields("nope") });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe("Choose a category from the list");
  });

  it("is for vendors only", async () => {
    const json = promptFields(category.id);
    expect((await api("POST", "prompt/create-prompt", { json })).status).toBe(401);
    expect((await api("POST", "prompt/create-prompt", { token: buyer.token, json })).status).toBe(403);
    const admin = await tokenFor(await makeAdmin());
    expect((await api("POST", "prompt/create-prompt", { token: admin, json })).status).toBe(403);
  });
});

describe("GET prompt/prompts", () => {
  it("gives a vendor its own prompts, inactive ones included, with content", async () => {
    await seedPrompt(seller.vendor, category.id, { title: "Own active" });
    await seedPrompt(seller.vendor, category.id, { title: "Own inactive", status: "inactive" });
    const other = await signedInVendor();
    await seedPrompt(other.vendor, category.id, { title: "Someone else's" });

    const { status, body } = await api("GET", "prompt/prompts", { token: seller.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 2, page: 1, limit: 24 });
    expect(titles(body.data)).toEqual(["Own active", "Own inactive"]);
    expect(body.data.every((p: { content?: string }) => typeof p.content === "string")).toBe(true);

    const inactive = await api("GET", "prompt/prompts?status=inactive", { token: seller.token });
    expect(titles(inactive.body.data)).toEqual(["Own inactive"]);
  });

  it("gives buyers and visitors the marketplace, never with content", async () => {
    await seedPrompt(seller.vendor, category.id, { title: "Listed one" });
    await seedPrompt(seller.vendor, category.id, { title: "Hidden one", status: "inactive" });
    for (const token of [buyer.token, undefined]) {
      const { status, body } = await api("GET", "prompt/prompts", { token });
      expect(status).toBe(200);
      expect(titles(body.data)).toContain("Listed one");
      expect(titles(body.data)).not.toContain("Hidden one");
      for (const prompt of body.data) {
        expect(prompt).not.toHaveProperty("content");
        // A signed-in buyer also learns which are favourites (decision 0224).
        expect(Object.keys(prompt).sort()).toEqual([...PROMPT_KEYS, ...(token ? ["isFavourite"] : [])].sort());
      }
    }
  });

  it("finds by title and by tag, and filters by category and price", async () => {
    const other = await makeCategory();
    await seedPrompt(seller.vendor, category.id, { title: "Watercolour landscapes", tags: ["painting"], priceUsd: 5 });
    await seedPrompt(seller.vendor, other.id, { title: "Sales email writer", tags: ["copywriting"], priceUsd: 80 });
    const search = async (query: string) => titles((await api("GET", `prompt/prompts?${query}`, { token: buyer.token })).body.data);

    expect(await search("q=watercolour")).toEqual(["Watercolour landscapes"]);
    expect(await search("q=copywriting")).toEqual(["Sales email writer"]);
    expect(await search(`category=${other.id}`)).toEqual(["Sales email writer"]);
    expect(await search("q=e&minPrice=50&maxPrice=100")).toEqual(["Sales email writer"]);
    expect(await search("minPrice=4.99&maxPrice=5.00")).toEqual(["Watercolour landscapes"]);
  });

  it("refuses a Min price above the Max price with 422, as the web filter does", async () => {
    const { status, body } = await api("GET", "prompt/prompts?minPrice=30&maxPrice=20", { token: buyer.token });
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: "Min price must not be above Max price" });
  });

  it("pages with page and limit and says the total", async () => {
    for (const n of [1, 2, 3]) await seedPrompt(seller.vendor, category.id, { title: `Paged prompt ${n}` });
    const { body } = await api("GET", "prompt/prompts?page=2&limit=2", { token: seller.token });
    expect(body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(body.data).toHaveLength(1);
    expect((await api("GET", "prompt/prompts?limit=1000", { token: seller.token })).body.limit).toBe(100);
  });

  it("answers 401 for a bad token instead of browsing anonymously", async () => {
    expect((await api("GET", "prompt/prompts", { token: "not-a-token" })).status).toBe(401);
  });
});

describe("GET prompt/purchased", () => {
  it("lists what the buyer bought, with content", async () => {
    const bought = await seedPrompt(seller.vendor, category.id, { title: "Bought one" });
    await seedPrompt(seller.vendor, category.id, { title: "Not bought" });
    await recordPurchase(buyer.user.id, bought);
    const { status, body } = await api("GET", "prompt/purchased", { token: buyer.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 1, page: 1, limit: 24 });
    expect(body.data[0]).toMatchObject({ _id: bought.id, content: bought.content });
  });

  it("is for signed-in buyers", async () => {
    expect((await api("GET", "prompt/purchased")).status).toBe(401);
    expect((await api("GET", "prompt/purchased", { token: seller.token })).status).toBe(403);
  });
});

describe("GET prompt/get-single-prompt/:id", () => {
  it("shows a teaser, not the content, to visitors and buyers who did not buy it", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    for (const token of [undefined, buyer.token, (await signedInVendor()).token]) {
      const { status, body } = await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token });
      expect(status).toBe(200);
      expect(body.data.data).toMatchObject({ _id: prompt.id, title: prompt.title, priceUsd: 12.5 });
      expect(body.data.data).not.toHaveProperty("content");
      expect(body.data.data.teaser).toMatch(/…$/);
      expect(prompt.content.startsWith(body.data.data.teaser.slice(0, -1))).toBe(true);
    }
  });

  it("shows the content to its buyer, its vendor and admins", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    await recordPurchase(buyer.user.id, prompt);
    const admin = await tokenFor(await makeAdmin());
    for (const token of [buyer.token, seller.token, admin]) {
      const { body } = await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token });
      expect(body.data.data.content).toBe(prompt.content);
      expect(body.data.data).not.toHaveProperty("teaser");
    }
  });

  it("counts views, except the vendor's own", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: buyer.token });
    await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: seller.token });
    expect((await getPrompt(prompt.id))!.views).toBe(1);
  });

  it("answers 404 for unknown and unlisted prompts", async () => {
    const hidden = await seedPrompt(seller.vendor, category.id, { status: "inactive" });
    const notFound = { success: false, message: "Prompt not found." };
    expect((await api("GET", "prompt/get-single-prompt/nope")).body).toEqual(notFound);
    const { status, body } = await api("GET", `prompt/get-single-prompt/${hidden.id}`, { token: buyer.token });
    expect(status).toBe(404);
    expect(body).toEqual(notFound);
    expect((await api("GET", `prompt/get-single-prompt/${hidden.id}`, { token: seller.token })).status).toBe(200);
  });
});

describe("PUT prompt/update-prompt/:id", () => {
  it("updates the vendor's own prompt, status and image included", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const fields = promptFields(category.id, { title: "Renamed prompt", priceUsd: "19.99", status: "inactive" });
    const form = formOf({ ...fields, featuredImage: await pngFile() });
    const { status, body } = await api("PUT", `prompt/update-prompt/${prompt.id}`, { token: seller.token, body: form });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Prompt updated successfully" });
    expect(body.data.data).toMatchObject({ _id: prompt.id, title: "Renamed prompt", priceUsd: 19.99, status: "inactive" });
    expect(body.data.data.featuredImage).toMatch(/^\/uploads\//);

    const market = await api("GET", "prompt/prompts", { token: buyer.token });
    expect(titles(market.body.data)).not.toContain("Renamed prompt");
  });

  it("refuses another vendor's prompt with 403 and leaves it unchanged", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const intruder = await signedInVendor();
    const json = promptFields(category.id, { title: "Hijacked" });
    const { status, body } = await api("PUT", `prompt/update-prompt/${prompt.id}`, { token: intruder.token, json });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: "You can only change your own prompts." });
    expect((await getPrompt(prompt.id))!.title).toBe(prompt.title);
  });

  it("answers 404, 422, 401 and 403 where due", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const json = promptFields(category.id);
    const path = `prompt/update-prompt/${prompt.id}`;
    expect((await api("PUT", "prompt/update-prompt/nope", { token: seller.token, json })).status).toBe(404);
    const badPrice = await api("PUT", path, { token: seller.token, json: { ...json, priceUsd: 1000 } });
    expect(badPrice.status).toBe(422);
    const banned = await api("PUT", path, { token: seller.token, json: { ...json, status: "banned" } });
    expect(banned.body).toMatchObject({ success: false, message: "Status must be active or inactive" });
    expect((await api("PUT", path, { json })).status).toBe(401);
    expect((await api("PUT", path, { token: buyer.token, json })).status).toBe(403);
  });
});

describe("POST prompt/delete-prompt/:id", () => {
  it("deletes the vendor's own unsold prompt", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const { status, body } = await api("POST", `prompt/delete-prompt/${prompt.id}`, { token: seller.token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Prompt deleted successfully" });
    expect(await getPrompt(prompt.id)).toBeUndefined();
    expect((await api("POST", `prompt/delete-prompt/${prompt.id}`, { token: seller.token })).status).toBe(404);
  });

  it("archives a sold prompt and its buyer keeps it", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    await recordPurchase(buyer.user.id, prompt);
    const { body } = await api("POST", `prompt/delete-prompt/${prompt.id}`, { token: seller.token });
    expect(body).toEqual({ success: true, message: "Prompt archived: buyers keep access" });
    const owned = await api("GET", "prompt/purchased", { token: buyer.token });
    expect(owned.body.data[0]).toMatchObject({ _id: prompt.id, content: prompt.content });
  });

  it("refuses another vendor (403), buyers (403) and visitors (401)", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const path = `prompt/delete-prompt/${prompt.id}`;
    expect((await api("POST", path, { token: (await signedInVendor()).token })).status).toBe(403);
    expect((await api("POST", path, { token: buyer.token })).status).toBe(403);
    expect((await api("POST", path)).status).toBe(401);
    expect(await getPrompt(prompt.id)).toBeDefined();
  });
});
