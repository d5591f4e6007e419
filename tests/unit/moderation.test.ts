import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, users, vendors } from "~/db/tables.server";
import { listAllPrompts, listVendorPrompts, searchMarketplace } from "~/models/catalogue.server";
import type { Category } from "~/models/categories.server";
import { AppError } from "~/utils/app-error";
import { listNotifications } from "~/models/notifications.server";
import { getPrompt, moderatePrompt, setPromptStatusByAdmin, updatePrompt, type Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import type { User, Vendor } from "~/models/users.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { makeAdmin } from "../factories";
import { makeBuyer, makeCategory, makePrompt, makeVendor } from "../factories";

let category: Category;
let owner: { user: User; vendor: Vendor };
let buyer: User;

beforeAll(async () => {
  category = await makeCategory();
  owner = await makeVendor();
  buyer = await makeBuyer();
});

beforeEach(() => setSetting("reviewNewPrompts", true));

const listed = async (prompt: Prompt) =>
  (await searchMarketplace(parseCatalogueQuery(new URLSearchParams({ limit: "100" })))).items.some((card) => card.id === prompt.id);

/** The titles of the notices a user received, newest first. */
const noticesOf = async (user: User) => (await listNotifications(user.id)).map((notice) => notice.title);

const inCart = async (prompt: Prompt) =>
  (await db.select().from(cartItems).where(and(eq(cartItems.userId, buyer.id), eq(cartItems.promptId, prompt.id)))).length > 0;

async function catchError(run: () => Promise<unknown>): Promise<AppError | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

let count = 0;
const newPrompt = (vendor = owner.vendor) => makePrompt(vendor, category, { title: `Moderated prompt ${++count}` });

describe("review new prompts", () => {
  test("off: a new prompt is approved and listed at once", async () => {
    await setSetting("reviewNewPrompts", false);
    const prompt = await newPrompt();
    expect(prompt.moderation).toBe("approved");
    expect(await listed(prompt)).toBe(true);
  });

  test("on: a new prompt waits for review and is not listed", async () => {
    const prompt = await newPrompt();
    expect(prompt.moderation).toBe("pending");
    expect(await listed(prompt)).toBe(false);
  });

  test("approval lists it and tells the vendor", async () => {
    const prompt = await newPrompt();
    expect((await moderatePrompt(prompt.id, "approved")).moderation).toBe("approved");
    expect(await listed(prompt)).toBe(true);
    expect((await listNotifications(owner.user.id))[0]).toMatchObject({ title: "Prompt approved", type: "success" });
  });

  test("rejection keeps it out, and the vendor hears why", async () => {
    const prompt = await newPrompt();
    await moderatePrompt(prompt.id, "rejected", "The content is too vague");
    expect((await getPrompt(prompt.id))?.moderation).toBe("rejected");
    expect(await listed(prompt)).toBe(false);
    const [notice] = await listNotifications(owner.user.id);
    expect(notice).toMatchObject({ title: "Prompt rejected", type: "warning" });
    expect(notice?.message).toContain("The content is too vague");
  });

  test("a rejection needs a reason: without one (or a blank one) nothing changes and the vendor hears nothing", async () => {
    const prompt = await newPrompt();
    const before = (await noticesOf(owner.user)).length;
    for (const reason of [undefined, "", "   "]) {
      const refusal = await catchError(() => moderatePrompt(prompt.id, "rejected", reason));
      expect(refusal).toMatchObject({ status: 422, field: "reason", message: "Give a reason for the rejection" });
    }
    expect((await getPrompt(prompt.id))?.moderation).toBe("pending");
    expect(await noticesOf(owner.user)).toHaveLength(before);
  });

  test("only a pending prompt can be approved or rejected", async () => {
    const prompt = await newPrompt();
    await moderatePrompt(prompt.id, "approved");
    await expect(moderatePrompt(prompt.id, "rejected", "Too late")).rejects.toThrow("This prompt is not waiting for review.");
    expect((await getPrompt(prompt.id))?.moderation).toBe("approved");
  });

  test("an edit sends an approved prompt back to review", async () => {
    const prompt = await newPrompt();
    await moderatePrompt(prompt.id, "approved");
    await updatePrompt(owner.vendor, prompt.id, {
      title: prompt.title,
      description: prompt.description,
      categoryId: category.id,
      priceUsd: 19.99,
      content: prompt.content,
      tags: prompt.tags,
      status: "active",
    });
    expect((await getPrompt(prompt.id))?.moderation).toBe("pending");
    expect(await listed(prompt)).toBe(false);
  });
});

describe("admins hear of prompts waiting for review", () => {
  const WAITING = "Prompt waiting for review";
  const waitingNotices = async (user: User) => (await listNotifications(user.id)).filter((notice) => notice.title === WAITING);
  let admins: User[];

  beforeAll(async () => {
    admins = [await makeAdmin(), await makeAdmin()];
  });

  test("a new prompt that waits for review notifies every admin, naming it and its store", async () => {
    const prompt = await newPrompt();
    for (const admin of admins) {
      const [notice] = await waitingNotices(admin);
      expect(notice).toMatchObject({ type: "info", read: false });
      expect(notice?.message).toBe(`"${prompt.title}" from ${owner.vendor.storeName} is waiting for your review.`);
    }
    expect(await waitingNotices(owner.user)).toHaveLength(0);
  });

  test("an edit that sends a prompt back to review notifies them; one already waiting does not again", async () => {
    const prompt = await newPrompt();
    await moderatePrompt(prompt.id, "approved");
    const before = (await waitingNotices(admins[0]!)).length;
    const edit = {
      title: prompt.title,
      description: prompt.description,
      categoryId: category.id,
      priceUsd: 12,
      content: prompt.content,
      tags: prompt.tags,
      status: "active" as const,
    };
    await updatePrompt(owner.vendor, prompt.id, edit);
    expect(await waitingNotices(admins[0]!)).toHaveLength(before + 1);
    await updatePrompt(owner.vendor, prompt.id, { ...edit, priceUsd: 13 });
    expect(await waitingNotices(admins[0]!)).toHaveLength(before + 1);
  });

  test("the Pending review filter lists the prompts waiting, newest first, and only them", async () => {
    const waiting = await newPrompt();
    const decided = await moderatePrompt((await newPrompt()).id, "approved");
    const pendingIds = async (vendorId?: string) => {
      const query = parseCatalogueQuery(new URLSearchParams({ status: "pending", limit: "100" }));
      return (vendorId ? await listVendorPrompts(vendorId, query) : await listAllPrompts(query)).items.map((card) => card.id);
    };
    for (const ids of [await pendingIds(), await pendingIds(owner.vendor.id)]) {
      expect(ids[0]).toBe(waiting.id);
      expect(ids).not.toContain(decided.id);
      const moderations = await Promise.all(ids.map(async (id) => (await getPrompt(id))?.moderation));
      expect(moderations.every((moderation) => moderation === "pending")).toBe(true);
    }
  });

  test("with reviews off, nobody is asked", async () => {
    await setSetting("reviewNewPrompts", false);
    const before = (await waitingNotices(admins[1]!)).length;
    await newPrompt();
    expect(await waitingNotices(admins[1]!)).toHaveLength(before);
  });
});

describe("admin status changes", () => {
  async function approvedPrompt() {
    const prompt = await newPrompt();
    return await moderatePrompt(prompt.id, "approved");
  }

  test("a ban unlists the prompt, empties it from carts and tells the vendor", async () => {
    const prompt = await approvedPrompt();
    await db.insert(cartItems).values({ userId: buyer.id, promptId: prompt.id });
    expect((await setPromptStatusByAdmin(prompt.id, "banned")).status).toBe("banned");
    expect(await listed(prompt)).toBe(false);
    expect(await inCart(prompt)).toBe(false);
    expect((await noticesOf(owner.user))[0]).toBe("Prompt banned");
  });

  test("a ban's reason reaches the vendor's notice, in the words of the action", async () => {
    const prompt = await approvedPrompt();
    await setPromptStatusByAdmin(prompt.id, "banned", "  It copies another store's prompt  ");
    expect((await listNotifications(owner.user.id))[0]?.message).toBe(`An admin banned "${prompt.title}": It copies another store's prompt.`);
    await setPromptStatusByAdmin(prompt.id, "inactive");
    expect((await listNotifications(owner.user.id))[0]?.message).toBe(`An admin deactivated "${prompt.title}".`);
  });

  test("activating a banned prompt lists it again", async () => {
    const prompt = await approvedPrompt();
    await setPromptStatusByAdmin(prompt.id, "banned");
    await setPromptStatusByAdmin(prompt.id, "active");
    expect(await listed(prompt)).toBe(true);
    expect((await noticesOf(owner.user))[0]).toBe("Prompt activated");
  });

  test("a deactivated prompt is not listed", async () => {
    const prompt = await approvedPrompt();
    await setPromptStatusByAdmin(prompt.id, "inactive");
    expect(await listed(prompt)).toBe(false);
    expect((await noticesOf(owner.user))[0]).toBe("Prompt deactivated");
  });

  test("setting the status it already has notifies nobody", async () => {
    const prompt = await approvedPrompt();
    const before = (await noticesOf(owner.user)).length;
    await setPromptStatusByAdmin(prompt.id, "active");
    expect(await noticesOf(owner.user)).toHaveLength(before);
  });

  test("an unknown prompt is not found", async () => {
    await expect(setPromptStatusByAdmin("no-such-id", "banned")).rejects.toThrow("Prompt not found.");
    await expect(moderatePrompt("no-such-id", "approved")).rejects.toThrow("Prompt not found.");
  });
});

describe("the vendor's standing", () => {
  test("an unapproved store's prompts are not listed", async () => {
    const other = await makeVendor({ name: "Una Unapproved" });
    const prompt = await moderatePrompt((await newPrompt(other.vendor)).id, "approved");
    expect(await listed(prompt)).toBe(true);
    await db.update(vendors).set({ isApproved: false }).where(eq(vendors.id, other.vendor.id));
    expect(await listed(prompt)).toBe(false);
  });

  test("a banned owner's prompts are not listed", async () => {
    const other = await makeVendor({ name: "Bo Banned" });
    const prompt = await moderatePrompt((await newPrompt(other.vendor)).id, "approved");
    await db.update(users).set({ banned: true }).where(eq(users.id, other.user.id));
    expect(await listed(prompt)).toBe(false);
  });
});
