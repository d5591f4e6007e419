import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, users, vendors } from "~/db/schema";
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
  category = makeCategory();
  owner = await makeVendor();
  buyer = await makeBuyer();
});

beforeEach(() => setSetting("reviewNewPrompts", true));

const listed = (prompt: Prompt) =>
  searchMarketplace(parseCatalogueQuery(new URLSearchParams({ limit: "100" }))).items.some((card) => card.id === prompt.id);

/** The titles of the notices a user received, newest first. */
const noticesOf = (user: User) => listNotifications(user.id).map((notice) => notice.title);

const inCart = (prompt: Prompt) =>
  db.select().from(cartItems).where(and(eq(cartItems.userId, buyer.id), eq(cartItems.promptId, prompt.id))).all().length > 0;

function catchError(run: () => unknown): AppError | undefined {
  try {
    run();
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
    setSetting("reviewNewPrompts", false);
    const prompt = await newPrompt();
    expect(prompt.moderation).toBe("approved");
    expect(listed(prompt)).toBe(true);
  });

  test("on: a new prompt waits for review and is not listed", async () => {
    const prompt = await newPrompt();
    expect(prompt.moderation).toBe("pending");
    expect(listed(prompt)).toBe(false);
  });

  test("approval lists it and tells the vendor", async () => {
    const prompt = await newPrompt();
    expect(moderatePrompt(prompt.id, "approved").moderation).toBe("approved");
    expect(listed(prompt)).toBe(true);
    expect(listNotifications(owner.user.id)[0]).toMatchObject({ title: "Prompt approved", type: "success" });
  });

  test("rejection keeps it out, and the vendor hears why", async () => {
    const prompt = await newPrompt();
    moderatePrompt(prompt.id, "rejected", "The content is too vague");
    expect(getPrompt(prompt.id)?.moderation).toBe("rejected");
    expect(listed(prompt)).toBe(false);
    const [notice] = listNotifications(owner.user.id);
    expect(notice).toMatchObject({ title: "Prompt rejected", type: "warning" });
    expect(notice?.message).toContain("The content is too vague");
  });

  test("a rejection needs a reason: without one (or a blank one) nothing changes and the vendor hears nothing", async () => {
    const prompt = await newPrompt();
    const before = noticesOf(owner.user).length;
    for (const reason of [undefined, "", "   "]) {
      const refusal = catchError(() => moderatePrompt(prompt.id, "rejected", reason));
      expect(refusal).toMatchObject({ status: 422, field: "reason", message: "Give a reason for the rejection" });
    }
    expect(getPrompt(prompt.id)?.moderation).toBe("pending");
    expect(noticesOf(owner.user)).toHaveLength(before);
  });

  test("only a pending prompt can be approved or rejected", async () => {
    const prompt = await newPrompt();
    moderatePrompt(prompt.id, "approved");
    expect(() => moderatePrompt(prompt.id, "rejected", "Too late")).toThrow("This prompt is not waiting for review.");
    expect(getPrompt(prompt.id)?.moderation).toBe("approved");
  });

  test("an edit sends an approved prompt back to review", async () => {
    const prompt = await newPrompt();
    moderatePrompt(prompt.id, "approved");
    await updatePrompt(owner.vendor, prompt.id, {
      title: prompt.title,
      description: prompt.description,
      categoryId: category.id,
      priceUsd: 19.99,
      content: prompt.content,
      tags: prompt.tags,
      status: "active",
    });
    expect(getPrompt(prompt.id)?.moderation).toBe("pending");
    expect(listed(prompt)).toBe(false);
  });
});

describe("admins hear of prompts waiting for review", () => {
  const WAITING = "Prompt waiting for review";
  const waitingNotices = (user: User) => listNotifications(user.id).filter((notice) => notice.title === WAITING);
  let admins: User[];

  beforeAll(async () => {
    admins = [await makeAdmin(), await makeAdmin()];
  });

  test("a new prompt that waits for review notifies every admin, naming it and its store", async () => {
    const prompt = await newPrompt();
    for (const admin of admins) {
      const [notice] = waitingNotices(admin);
      expect(notice).toMatchObject({ type: "info", read: false });
      expect(notice?.message).toBe(`"${prompt.title}" from ${owner.vendor.storeName} is waiting for your review.`);
    }
    expect(waitingNotices(owner.user)).toHaveLength(0);
  });

  test("an edit that sends a prompt back to review notifies them; one already waiting does not again", async () => {
    const prompt = await newPrompt();
    moderatePrompt(prompt.id, "approved");
    const before = waitingNotices(admins[0]!).length;
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
    expect(waitingNotices(admins[0]!)).toHaveLength(before + 1);
    await updatePrompt(owner.vendor, prompt.id, { ...edit, priceUsd: 13 });
    expect(waitingNotices(admins[0]!)).toHaveLength(before + 1);
  });

  test("the Pending review filter lists the prompts waiting, newest first, and only them", async () => {
    const waiting = await newPrompt();
    const decided = moderatePrompt((await newPrompt()).id, "approved");
    const pendingIds = (vendorId?: string) => {
      const query = parseCatalogueQuery(new URLSearchParams({ status: "pending", limit: "100" }));
      return (vendorId ? listVendorPrompts(vendorId, query) : listAllPrompts(query)).items.map((card) => card.id);
    };
    for (const ids of [pendingIds(), pendingIds(owner.vendor.id)]) {
      expect(ids[0]).toBe(waiting.id);
      expect(ids).not.toContain(decided.id);
      expect(ids.every((id) => getPrompt(id)?.moderation === "pending")).toBe(true);
    }
  });

  test("with reviews off, nobody is asked", async () => {
    setSetting("reviewNewPrompts", false);
    const before = waitingNotices(admins[1]!).length;
    await newPrompt();
    expect(waitingNotices(admins[1]!)).toHaveLength(before);
  });
});

describe("admin status changes", () => {
  async function approvedPrompt() {
    const prompt = await newPrompt();
    return moderatePrompt(prompt.id, "approved");
  }

  test("a ban unlists the prompt, empties it from carts and tells the vendor", async () => {
    const prompt = await approvedPrompt();
    db.insert(cartItems).values({ userId: buyer.id, promptId: prompt.id }).run();
    expect(setPromptStatusByAdmin(prompt.id, "banned").status).toBe("banned");
    expect(listed(prompt)).toBe(false);
    expect(inCart(prompt)).toBe(false);
    expect(noticesOf(owner.user)[0]).toBe("Prompt banned");
  });

  test("a ban's reason reaches the vendor's notice, in the words of the action", async () => {
    const prompt = await approvedPrompt();
    setPromptStatusByAdmin(prompt.id, "banned", "  It copies another store's prompt  ");
    expect(listNotifications(owner.user.id)[0]?.message).toBe(`An admin banned "${prompt.title}": It copies another store's prompt.`);
    setPromptStatusByAdmin(prompt.id, "inactive");
    expect(listNotifications(owner.user.id)[0]?.message).toBe(`An admin deactivated "${prompt.title}".`);
  });

  test("activating a banned prompt lists it again", async () => {
    const prompt = await approvedPrompt();
    setPromptStatusByAdmin(prompt.id, "banned");
    setPromptStatusByAdmin(prompt.id, "active");
    expect(listed(prompt)).toBe(true);
    expect(noticesOf(owner.user)[0]).toBe("Prompt activated");
  });

  test("a deactivated prompt is not listed", async () => {
    const prompt = await approvedPrompt();
    setPromptStatusByAdmin(prompt.id, "inactive");
    expect(listed(prompt)).toBe(false);
    expect(noticesOf(owner.user)[0]).toBe("Prompt deactivated");
  });

  test("setting the status it already has notifies nobody", async () => {
    const prompt = await approvedPrompt();
    const before = noticesOf(owner.user).length;
    setPromptStatusByAdmin(prompt.id, "active");
    expect(noticesOf(owner.user)).toHaveLength(before);
  });

  test("an unknown prompt is not found", () => {
    expect(() => setPromptStatusByAdmin("no-such-id", "banned")).toThrow("Prompt not found.");
    expect(() => moderatePrompt("no-such-id", "approved")).toThrow("Prompt not found.");
  });
});

describe("the vendor's standing", () => {
  test("an unapproved store's prompts are not listed", async () => {
    const other = await makeVendor({ name: "Una Unapproved" });
    const prompt = moderatePrompt((await newPrompt(other.vendor)).id, "approved");
    expect(listed(prompt)).toBe(true);
    db.update(vendors).set({ isApproved: false }).where(eq(vendors.id, other.vendor.id)).run();
    expect(listed(prompt)).toBe(false);
  });

  test("a banned owner's prompts are not listed", async () => {
    const other = await makeVendor({ name: "Bo Banned" });
    const prompt = moderatePrompt((await newPrompt(other.vendor)).id, "approved");
    db.update(users).set({ banned: true }).where(eq(users.id, other.user.id)).run();
    expect(listed(prompt)).toBe(false);
  });
});
