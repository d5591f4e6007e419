import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { prompts, users, vendors } from "~/db/tables.server";
import type { Category } from "~/models/categories.server";
import { getPromptForViewer, type Viewer } from "~/models/prompt-access.server";
import type { Prompt } from "~/models/prompts.server";
import { makeBuyer, makeCategory, makePrompt, makeVendor, recordPurchase } from "../factories";

type Cast = Record<"owner" | "admin" | "purchaser" | "otherBuyer" | "otherVendor" | "anonymous", Viewer>;

let category: Category;
beforeAll(async () => {
  category = await makeCategory();
});

/** A prompt, its vendor, a buyer who bought it, and everyone else who might look at it. */
async function scene(): Promise<{ prompt: Prompt; cast: Cast; vendorId: string; ownerUserId: string }> {
  const owner = await makeVendor();
  const other = await makeVendor({ name: "Victor Vendor" });
  const prompt = await makePrompt(owner.vendor, category);
  const purchaser = await makeBuyer();
  await recordPurchase(purchaser.id, prompt);
  const cast: Cast = {
    owner: { id: owner.user.id, role: "vendor" },
    admin: { id: "some-admin", role: "admin" },
    purchaser: { id: purchaser.id, role: "buyer" },
    otherBuyer: { id: (await makeBuyer()).id, role: "buyer" },
    otherVendor: { id: other.user.id, role: "vendor" },
    anonymous: null,
  };
  return { prompt, cast, vendorId: owner.vendor.id, ownerUserId: owner.user.id };
}

/** For each viewer: null (not found), "content" or "teaser". */
async function whatEachSees(promptId: string, cast: Cast) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(cast).map(async ([who, viewer]) => {
        const view = await getPromptForViewer(promptId, viewer);
        return [who, view ? (view.content !== null ? "content" : "teaser") : null];
      }),
    ),
  );
}

describe("content visibility of a listed prompt", () => {
  test("content for its vendor, an admin and a buyer who bought it; a teaser for everyone else", async () => {
    const { prompt, cast } = await scene();
    expect(await whatEachSees(prompt.id, cast)).toEqual({
      owner: "content",
      admin: "content",
      purchaser: "content",
      otherBuyer: "teaser",
      otherVendor: "teaser",
      anonymous: "teaser",
    });
  });

  test("the teaser is the start of the content, never the whole of it", async () => {
    const { prompt, cast } = await scene();
    const view = (await getPromptForViewer(prompt.id, cast.otherBuyer))!;
    expect(view.content).toBeNull();
    expect(view.teaser).toMatch(/^You are a launch\b.*…$/s);
    expect(JSON.stringify(view)).not.toContain("Then the email body");
    expect(view).toMatchObject({ owned: false, isOwner: false, listed: true });
  });

  test("the flags say who owns it", async () => {
    const { prompt, cast } = await scene();
    expect(await getPromptForViewer(prompt.id, cast.purchaser)).toMatchObject({ owned: true, isOwner: false });
    expect(await getPromptForViewer(prompt.id, cast.owner)).toMatchObject({ owned: false, isOwner: true });
  });

  test("an unknown id is not found for anyone", async () => {
    const { cast } = await scene();
    for (const viewer of Object.values(cast)) expect(await getPromptForViewer("no-such-prompt", viewer)).toBeNull();
  });
});

describe("hidden prompts", () => {
  const hiddenFromOutsiders = { otherBuyer: null, otherVendor: null, anonymous: null };

  test.each([
    ["inactive", { status: "inactive" as const }],
    ["banned", { status: "banned" as const }],
    ["pending review", { moderation: "pending" as const }],
    ["rejected", { moderation: "rejected" as const }],
  ])("%s: only its vendor, admins and its buyers see it", async (_label, change) => {
    const { prompt, cast } = await scene();
    await db.update(prompts).set(change).where(eq(prompts.id, prompt.id));
    expect(await whatEachSees(prompt.id, cast)).toEqual({ owner: "content", admin: "content", purchaser: "content", ...hiddenFromOutsiders });
    expect((await getPromptForViewer(prompt.id, cast.owner))?.listed).toBe(false);
  });

  test("archived (deleted after a sale): its buyers keep it, admins see it, its vendor does not", async () => {
    const { prompt, cast } = await scene();
    await db.update(prompts).set({ status: "archived" }).where(eq(prompts.id, prompt.id));
    expect(await whatEachSees(prompt.id, cast)).toEqual({ owner: null, admin: "content", purchaser: "content", ...hiddenFromOutsiders });
  });

  test("store not approved: hidden from outsiders", async () => {
    const { prompt, cast, vendorId } = await scene();
    await db.update(vendors).set({ isApproved: false }).where(eq(vendors.id, vendorId));
    expect(await whatEachSees(prompt.id, cast)).toEqual({ owner: "content", admin: "content", purchaser: "content", ...hiddenFromOutsiders });
  });

  test("vendor banned: hidden from outsiders, its buyers keep it", async () => {
    const { prompt, cast, ownerUserId } = await scene();
    await db.update(users).set({ banned: true }).where(eq(users.id, ownerUserId));
    expect(await whatEachSees(prompt.id, cast)).toEqual({ owner: "content", admin: "content", purchaser: "content", ...hiddenFromOutsiders });
  });
});
