import fs from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import type { Category } from "~/models/categories.server";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { upsertReview } from "~/models/reviews.server";
import { getStorefront, listStorefrontPrompts } from "~/models/storefront.server";
import type { User, Vendor } from "~/models/users.server";
import { getVendor, setVendorApproval, setVendorBanned, updateStoreProfile } from "~/models/vendors.server";
import { action as storeSettingsAction } from "~/routes/vendor.store";
import { loader as storefrontLoader } from "~/routes/store.$vendorId";
import { MAX_IMAGE_BYTES } from "~/schemas/fields";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { uploadPath } from "~/models/uploads.server";
import { cookieFor, makeBuyer, makeCategory, makePrompt, makeVendor, recordPurchase } from "../factories";

const query = (search = "") => parseCatalogueQuery(new URLSearchParams(search));
const titles = (result: { items: { title: string }[] }) => result.items.map((item) => item.title).sort();

async function pngFile(color: string, name = "cover.png"): Promise<File> {
  const png = await sharp({ create: { width: 64, height: 16, channels: 3, background: color } }).png().toBuffer();
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}

async function review(buyer: User, prompt: Prompt, rating: number) {
  await recordPurchase(buyer.id, prompt);
  await upsertReview(buyer, prompt.id, { rating, text: `Rated ${rating} after using it for a week.` });
}

let category: Category;

beforeAll(async () => {
  category = await makeCategory();
});

describe("getStorefront", () => {
  let vendor: Vendor;
  let hidden: Prompt;

  beforeAll(async () => {
    ({ vendor } = await makeVendor());
    const other = (await makeVendor({ name: "Otto Other" })).vendor;
    const [first, second, inactive] = [
      await makePrompt(vendor, category, { title: "Cold Email Writer" }),
      await makePrompt(vendor, category, { title: "Blog Outline Builder" }),
      await makePrompt(vendor, category, { title: "Hidden Draft" }),
    ];
    const banned = await makePrompt(vendor, category, { title: "Banned Prompt" });
    await makePrompt(other, category, { title: "Someone Else's Prompt" });
    const [ann, bob, cid] = [await makeBuyer("Ann A"), await makeBuyer("Bob B"), await makeBuyer("Cid C")];
    await review(ann, first!, 5);
    await review(bob, first!, 4);
    await review(cid, second!, 2);
    // Reviews of prompts that are not listed any more do not count for the store.
    await review(ann, inactive!, 1);
    await review(ann, banned, 1);
    hidden = await setPromptStatusByAdmin(inactive!.id, "inactive");
    await setPromptStatusByAdmin(banned.id, "banned");
  });

  test("shows the public store fields with counts and rating over listed prompts only", async () => {
    const store = await getStorefront(vendor.id);
    expect(store).toEqual({
      id: vendor.id,
      storeName: vendor.storeName,
      bio: vendor.bio,
      coverImage: null,
      createdAt: vendor.createdAt,
      promptCount: 2,
      promptCountCapped: false,
      reviewCount: 3,
      // (5 + 4 + 2) / 3 = 3.67: every review weighs the same, rounded to one decimal.
      averageRating: 3.7,
    });
    expect(store).not.toHaveProperty("payoutAccountNumber");
  });

  test("lists only the store's listed prompts", async () => {
    expect(hidden.status).toBe("inactive");
    expect(titles(await listStorefrontPrompts(vendor.id, query()))).toEqual(["Blog Outline Builder", "Cold Email Writer"]);
    expect((await listStorefrontPrompts(vendor.id, query())).total).toBe(2);
    expect(titles(await listStorefrontPrompts(vendor.id, query("q=cold")))).toEqual(["Cold Email Writer"]);
    const paged = await listStorefrontPrompts(vendor.id, query("limit=1&page=2"));
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(2);
  });

  test("a store without reviews or prompts has zeroes, not NaN", async () => {
    const { vendor: empty } = await makeVendor();
    expect(await getStorefront(empty.id)).toMatchObject({ promptCount: 0, reviewCount: 0, averageRating: 0 });
    expect((await listStorefrontPrompts(empty.id, query())).items).toEqual([]);
  });

  test("an unknown store is not found", async () => {
    expect(await getStorefront("no-such-store")).toBeNull();
    expect(await getStorefront("")).toBeNull();
  });

  test("an unapproved store is hidden until it is approved again", async () => {
    const { vendor: store } = await makeVendor();
    await makePrompt(store, category);
    await setVendorApproval(store.id, false);
    expect(await getStorefront(store.id)).toBeNull();
    expect((await listStorefrontPrompts(store.id, query())).total).toBe(0);
    await setVendorApproval(store.id, true);
    expect(await getStorefront(store.id)).toMatchObject({ promptCount: 1 });
  });

  test("a banned owner's store is hidden", async () => {
    const { vendor: store } = await makeVendor();
    await makePrompt(store, category);
    await setVendorBanned(store.id, true);
    expect(await getStorefront(store.id)).toBeNull();
    expect((await listStorefrontPrompts(store.id, query())).total).toBe(0);
    await setVendorBanned(store.id, false);
    expect(await getStorefront(store.id)).not.toBeNull();
  });
});

describe("updateStoreProfile", () => {
  const details = { payoutMethod: "paypal", paypalEmail: "pay@example.com" } as const;

  test("saves bio and payout details and keeps the cover when none is sent", async () => {
    const { vendor } = await makeVendor();
    const withCover = await updateStoreProfile(vendor, { bio: "A first bio that is long enough.", ...details, coverImage: await pngFile("#7c3aed") });
    const updated = await updateStoreProfile(withCover, { bio: "Prompts for careful writers.", ...details });
    expect(updated).toMatchObject({
      bio: "Prompts for careful writers.",
      payoutMethod: "paypal",
      payoutPaypalEmail: "pay@example.com",
      coverImage: withCover.coverImage,
    });
    expect(await getVendor(vendor.id)).toEqual(updated);
  });

  test("a new cover replaces the old one, whose file is deleted", async () => {
    const { vendor } = await makeVendor();
    const first = await updateStoreProfile(vendor, { bio: vendor.bio, ...details, coverImage: await pngFile("#7c3aed") });
    const oldKey = first.coverImage!;
    expect(fs.existsSync(uploadPath(oldKey)!)).toBe(true);

    const second = await updateStoreProfile(first, { bio: vendor.bio, ...details, coverImage: await pngFile("#0ea5e9") });
    expect(second.coverImage).toMatch(/\.webp$/);
    expect(second.coverImage).not.toBe(oldKey);
    expect(fs.existsSync(uploadPath(second.coverImage!)!)).toBe(true);
    expect(fs.existsSync(uploadPath(oldKey)!)).toBe(false);
    expect((await getStorefront(vendor.id))?.coverImage).toBe(second.coverImage);
  });

  test("a file that is not an image is refused and changes nothing", async () => {
    const { vendor } = await makeVendor();
    const notImage = new File(["this is not a png"], "cover.png", { type: "image/png" });
    await expect(updateStoreProfile(vendor, { bio: "Changed bio that is long enough.", ...details, coverImage: notImage })).rejects.toMatchObject({
      status: 422,
      field: "coverImage",
      message: "Image must be a PNG, JPG or JPEG file",
    });
    expect(await getVendor(vendor.id)).toMatchObject({ bio: vendor.bio, payoutMethod: vendor.payoutMethod, coverImage: null });
  });
});

type Reply = { data: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }; init: { status: number } };

describe("/vendor/store form", () => {
  const fields = { bio: "Prompts tested on real launches.", payoutMethod: "bank", bankName: "First Bank", accountNumber: "0123456789", accountName: "Vera Vendor" };

  async function post(user: User, cover?: File) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set("coverImage", cover ?? new File([], "", { type: "application/octet-stream" }));
    const request = new Request("http://localhost/vendor/store", { method: "POST", body, headers: { Cookie: await cookieFor(user) } });
    return storeSettingsAction({ request, params: {}, context: {} });
  }

  test("saves and redirects back with the success message", async () => {
    const { user, vendor } = await makeVendor();
    const response = (await post(user, await pngFile("#16a34a"))) as Response;
    expect(response).toHaveRedirect("/vendor/store");
    expect(await getVendor(vendor.id)).toMatchObject({ bio: fields.bio, payoutBankName: "First Bank", payoutAccountNumber: "0123456789" });
    expect((await getVendor(vendor.id))?.coverImage).toMatch(/\.webp$/);
  });

  test("a cover over 5 MB is refused next to its field and every typed value comes back", async () => {
    const { user, vendor } = await makeVendor();
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES + 1024)], "huge.png", { type: "image/png" });
    const reply = (await post(user, huge)) as unknown as Reply;
    expect(reply.init.status).toBe(413);
    expect(reply.data.error).toEqual({ coverImage: ["Image must be 5 MB or smaller"] });
    expect(reply.data.initialValue).toMatchObject({ bio: fields.bio, bankName: "First Bank", accountName: "Vera Vendor" });
    expect((await getVendor(vendor.id))?.bio).toBe(vendor.bio);
  });
});

describe("/store/:vendorId", () => {
  const load = async (user: User, vendorId: string) => {
    const request = new Request(`http://localhost/store/${vendorId}`, { headers: { Cookie: await cookieFor(user) } });
    return storefrontLoader({ request, params: { vendorId }, context: {} });
  };

  test("an unknown or hidden store is a thrown 404 \"Store not found.\", not an error", async () => {
    const buyer = await makeBuyer();
    const thrown = await load(buyer, "no-such-store").catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: "Store not found.", init: { status: 404 } });
  });

  test("a buyer sees the store, its cards and where each card's store link goes", async () => {
    const buyer = await makeBuyer();
    const { vendor } = await makeVendor();
    await makePrompt(vendor, category, { title: "Store Page Prompt" });
    const page = await load(buyer, vendor.id);
    expect(page.store).toMatchObject({ storeName: vendor.storeName, promptCount: 1 });
    expect(page.cards.map((card) => [card.title, card.vendorId])).toEqual([["Store Page Prompt", vendor.id]]);
  });
});
