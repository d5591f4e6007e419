import { parseWithZod } from "@conform-to/zod";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, prompts } from "~/db/tables.server";
import { AppError } from "~/utils/app-error";
import { createPrompt, deletePrompt, getPrompt, setPromptStatusByAdmin, updatePrompt, type Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import type { User, Vendor } from "~/models/users.server";
import { PromptSchema, type PromptInput } from "~/schemas/prompt";
import { uploadPath } from "~/models/uploads.server";
import { makeBuyer, makeCategory, makeVendor, pngFile, recordPurchase } from "../factories";

let vendor: Vendor;
let otherVendor: Vendor;
let buyer: User;
let categoryId: string;

const valid = () => ({
  title: "Meeting Notes Distiller",
  description: "Turns rough meeting notes into a crisp summary. Owners and deadlines included.",
  categoryId,
  priceUsd: 12.5,
  content: "You are a chief of staff. Summarise the notes into decisions, owners and dates.",
  tags: ["notes"],
});

/** The messages PromptSchema gives for `changes` over a valid prompt, by field. */
function errorsFor(changes: Record<string, unknown>) {
  const result = PromptSchema.safeParse({ ...valid(), ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

const input = (changes: Record<string, unknown> = {}): PromptInput => PromptSchema.parse({ ...valid(), ...changes });

const stored = (key: string | null) => Boolean(key && fs.existsSync(uploadPath(key)!));

async function addToCart(prompt: Prompt) {
  await db.insert(cartItems).values({ userId: buyer.id, promptId: prompt.id });
}

const inCart = async (prompt: Prompt) => (await db.select().from(cartItems).where(eq(cartItems.promptId, prompt.id))).length;

async function expectAppError(run: () => unknown, status: number) {
  const error = await Promise.resolve().then(run).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
}

beforeAll(async () => {
  categoryId = (await makeCategory("Productivity")).id;
  vendor = (await makeVendor()).vendor;
  otherVendor = (await makeVendor()).vendor;
  buyer = await makeBuyer();
});

afterEach(() => setSetting("reviewNewPrompts", false));

describe("PromptSchema", () => {
  test("price from $0.99 to $999.99 with at most two decimals", () => {
    expect(errorsFor({ priceUsd: 0.98 }).priceUsd).toEqual(["Price must be at least $0.99"]);
    expect(errorsFor({ priceUsd: 0.99 })).toEqual({});
    expect(errorsFor({ priceUsd: 999.99 })).toEqual({});
    expect(errorsFor({ priceUsd: 1000 }).priceUsd).toEqual(["Price must be at most $999.99"]);
    expect(errorsFor({ priceUsd: 12.345 }).priceUsd).toEqual(["Price can have at most 2 decimals"]);
    expect(errorsFor({ priceUsd: "abc" }).priceUsd).toEqual(["Price must be a number"]);
    expect(input({ priceUsd: "19.90" }).priceUsd).toBe(19.9);
  });

  test("title between 3 and 120 characters once trimmed", () => {
    expect(errorsFor({ title: "  ab  " }).title).toEqual(["Title must be at least 3 characters"]);
    expect(input({ title: "  abc  " }).title).toBe("abc");
    expect(errorsFor({ title: "x".repeat(120) })).toEqual({});
    expect(errorsFor({ title: "x".repeat(121) }).title).toEqual(["Title must be at most 120 characters"]);
  });

  test("required fields say which one is missing", () => {
    const errors = PromptSchema.safeParse({}).error!.flatten().fieldErrors;
    expect(errors).toMatchObject({
      title: ["Title is required"],
      description: ["Description is required"],
      categoryId: ["Choose a category"],
      priceUsd: ["Price is required"],
      content: ["Content is required"],
    });
    expect(errors.tags).toBeUndefined();
    expect(errors.shortDescription).toBeUndefined();
  });

  test("tags are trimmed and de-duplicated, empty ones ignored, at most 10 of at most 30 characters", () => {
    expect(input({ tags: [" SEO ", "seo", "", "  ", "blog  posts"] }).tags).toEqual(["SEO", "blog posts"]);
    expect(input({ tags: "a, b ,, a,c" }).tags).toEqual(["a", "b", "c"]);
    expect(input({ tags: undefined }).tags).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, index) => `tag${index}`);
    expect(input({ tags: ten }).tags).toHaveLength(10);
    expect(errorsFor({ tags: [...ten, "one more"] }).tags).toEqual(["At most 10 tags"]);
    expect(errorsFor({ tags: ["x".repeat(31)] }).tags).toEqual(["Each tag must be at most 30 characters"]);
  });

  test("the status is active (default) or inactive, never banned or archived", () => {
    expect(input().status).toBe("active");
    expect(input({ status: "inactive" }).status).toBe("inactive");
    for (const status of ["banned", "archived", "draft"]) {
      expect(errorsFor({ status }).status).toEqual(["Status must be active or inactive"]);
    }
  });

  test("a posted form: chips as repeated fields or one comma-separated field, an empty image is none", () => {
    const form = (tags: string[]) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ ...valid(), priceUsd: "12.50", tags: undefined })) {
        if (value !== undefined) data.append(name, String(value));
      }
      for (const tag of tags) data.append("tags", tag);
      data.append("featuredImage", new File([], ""));
      return parseWithZod(data, { schema: PromptSchema });
    };
    const chips = form(["notes", "Notes", "summary", ""]);
    expect(chips.status === "success" && chips.value).toMatchObject({ tags: ["notes", "summary"], priceUsd: 12.5, featuredImage: undefined });
    const plain = form(["notes, summary , notes"]);
    expect(plain.status === "success" && plain.value.tags).toEqual(["notes", "summary"]);
  });
});

describe("createPrompt", () => {
  test("derives the short description from the first sentence unless one is given", async () => {
    expect((await createPrompt(vendor, input())).shortDescription).toBe("Turns rough meeting notes into a crisp summary.");
    const given = await createPrompt(vendor, input({ shortDescription: "  Notes in, decisions out.  " }));
    expect(given.shortDescription).toBe("Notes in, decisions out.");
  });

  test("stores the price in cents", async () => {
    expect((await createPrompt(vendor, input({ priceUsd: 19.99 }))).priceCents).toBe(1999);
    expect((await createPrompt(vendor, input({ priceUsd: 4.35 }))).priceCents).toBe(435);
  });

  test("is approved at once, or pending while new prompts are reviewed", async () => {
    expect((await createPrompt(vendor, input())).moderation).toBe("approved");
    await setSetting("reviewNewPrompts", true);
    expect((await createPrompt(vendor, input())).moderation).toBe("pending");
  });

  test("refuses an unknown category on its field", async () => {
    const error = await createPrompt(vendor, input({ categoryId: "nope" })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, field: "categoryId" });
  });
});

describe("updatePrompt", () => {
  test("changes the vendor's own prompt, including active or inactive", async () => {
    const prompt = await createPrompt(vendor, input());
    const updated = await updatePrompt(vendor, prompt.id, input({ title: "Renamed", priceUsd: 15, status: "inactive", tags: ["a"] }));
    expect(updated).toMatchObject({ title: "Renamed", priceCents: 1500, status: "inactive", tags: ["a"] });
  });

  test("someone else's prompt is 403 and an unknown one 404", async () => {
    const prompt = await createPrompt(vendor, input());
    await expectAppError(() => updatePrompt(otherVendor, prompt.id, input({ title: "Hijacked" })), 403);
    expect((await getPrompt(prompt.id))?.title).toBe("Meeting Notes Distiller");
    await expectAppError(() => updatePrompt(vendor, "no-such-prompt", input()), 404);
  });

  test("a banned prompt stays banned whatever status the vendor sends", async () => {
    const prompt = await createPrompt(vendor, input());
    await setPromptStatusByAdmin(prompt.id, "banned");
    const updated = await updatePrompt(vendor, prompt.id, input({ title: "Please list me", status: "active" }));
    expect(updated).toMatchObject({ title: "Please list me", status: "banned" });
  });

  test("a new image replaces the old file only when no other prompt uses it", async () => {
    const first = await createPrompt(vendor, input({ featuredImage: await pngFile() }));
    const shared = first.featuredImage!;
    const second = await createPrompt(vendor, input());
    // Generated benchmark prompts share files like this.
    await db.update(prompts).set({ featuredImage: shared }).where(eq(prompts.id, second.id));

    const firstAgain = await updatePrompt(vendor, first.id, input({ featuredImage: await pngFile() }));
    expect(firstAgain.featuredImage).not.toBe(shared);
    expect(stored(firstAgain.featuredImage)).toBe(true);
    expect(stored(shared)).toBe(true);

    const secondAgain = await updatePrompt(vendor, second.id, input({ featuredImage: await pngFile() }));
    expect(stored(secondAgain.featuredImage)).toBe(true);
    expect(stored(shared)).toBe(false);
  });

  test("no new image keeps the current one", async () => {
    const prompt = await createPrompt(vendor, input({ featuredImage: await pngFile() }));
    const updated = await updatePrompt(vendor, prompt.id, input({ title: "Same picture" }));
    expect(updated.featuredImage).toBe(prompt.featuredImage);
    expect(stored(prompt.featuredImage)).toBe(true);
  });
});

describe("deletePrompt", () => {
  test("deletes a prompt nobody ordered, with its image, and takes it out of carts", async () => {
    const prompt = await createPrompt(vendor, input({ featuredImage: await pngFile() }));
    await addToCart(prompt);
    expect(await deletePrompt(vendor, prompt.id)).toBe("deleted");
    expect(await getPrompt(prompt.id)).toBeUndefined();
    expect(await inCart(prompt)).toBe(0);
    expect(stored(prompt.featuredImage)).toBe(false);
  });

  test("archives a prompt that has an order, out of carts, so its buyers keep it", async () => {
    const prompt = await createPrompt(vendor, input());
    await recordPurchase(buyer.id, prompt);
    await addToCart(prompt);
    expect(await deletePrompt(vendor, prompt.id)).toBe("archived");
    expect((await getPrompt(prompt.id))?.status).toBe("archived");
    expect(await inCart(prompt)).toBe(0);
    await expectAppError(() => deletePrompt(vendor, prompt.id), 404);
  });

  test("someone else's prompt is 403 and stays", async () => {
    const prompt = await createPrompt(vendor, input());
    await expectAppError(() => deletePrompt(otherVendor, prompt.id), 403);
    expect(await getPrompt(prompt.id)).toBeDefined();
  });
});
