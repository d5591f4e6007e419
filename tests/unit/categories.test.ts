import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import { searchMarketplace } from "~/models/catalogue.server";
import { categoryUsage, createCategory, deleteCategory, getCategory, listCategories, renameCategory } from "~/models/categories.server";
import { AppError } from "~/utils/app-error";
import { setPromptStatusByAdmin } from "~/models/prompts.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { makePrompt, makeVendor } from "../factories";
import { onPostgres } from "../support/engine";

const DUPLICATE = "A category with this name already exists";

/** The AppError `run` throws (status and message), or a failure if it throws nothing. */
async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
  throw new Error("expected an AppError");
}

describe("categories", () => {
  test("a new name is stored trimmed, and the list is sorted by name", async () => {
    const zebra = await createCategory("  Zebra prompts  ");
    await createCategory("Alpha prompts");
    expect(zebra.name).toBe("Zebra prompts");
    const names = (await listCategories()).map((category) => category.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain("Zebra prompts");
  });

  test("names are unique whatever their case", async () => {
    await createCategory("Writing");
    expect(await refusal(() => createCategory("writing"))).toEqual({ status: 409, message: DUPLICATE });
    expect(await refusal(() => createCategory(" WRITING "))).toEqual({ status: 409, message: DUPLICATE });
  });

  test("rename trims, keeps the id, and refuses another category's name", async () => {
    const category = await createCategory("Marketing");
    await createCategory("Sales");
    const renamed = await renameCategory(category.id, "  Growth marketing ");
    expect(renamed).toMatchObject({ id: category.id, name: "Growth marketing" });
    expect((await getCategory(category.id))?.name).toBe("Growth marketing");
    expect(await refusal(() => renameCategory(category.id, "SALES"))).toEqual({ status: 409, message: DUPLICATE });
    // Its own name in another case is not a clash.
    expect((await renameCategory(category.id, "GROWTH MARKETING")).name).toBe("GROWTH MARKETING");
  });

  test("a category that prompts use cannot be deleted", async () => {
    const category = await createCategory("In use");
    const { vendor } = await makeVendor();
    await makePrompt(vendor, category);
    expect(await refusal(() => deleteCategory(category.id))).toEqual({
      status: 409,
      message: "This category is used by 1 prompt. Move them to another category first.",
    });
    await makePrompt(vendor, category, { title: "Second prompt in use" });
    expect((await refusal(() => deleteCategory(category.id))).message).toMatch(/^This category is used by 2 prompts\./);
    expect(await getCategory(category.id)).toBeDefined();
  });

  test("an unused category is deleted", async () => {
    const category = await createCategory("Unused");
    await deleteCategory(category.id);
    expect(await getCategory(category.id)).toBeUndefined();
    expect((await listCategories()).map((each) => each.name)).not.toContain("Unused");
    // The name is free again.
    expect((await createCategory("unused")).name).toBe("unused");
  });

  test("an unknown id is not found", async () => {
    expect(await refusal(() => renameCategory("no-such-id", "Anything"))).toEqual({ status: 404, message: "Category not found" });
    expect(await refusal(() => deleteCategory("no-such-id"))).toEqual({ status: 404, message: "Category not found" });
  });
});

describe("deleting a category by moving its prompts", () => {
  const inCategory = async (categoryId: string) =>
    await db.select({ id: prompts.id, listed: prompts.listed }).from(prompts).where(eq(prompts.categoryId, categoryId));
  const listedIn = async (categoryId: string) =>
    (await searchMarketplace(parseCatalogueQuery(new URLSearchParams({ category: categoryId, limit: "100" })))).items.map((card) => card.id);

  test("moves every prompt to the other category and deletes, keeping each prompt's listing", async () => {
    const from = await createCategory("Moving out");
    const to = await createCategory("Moving in");
    const { vendor } = await makeVendor();
    const kept = await makePrompt(vendor, to, { title: "Already there" });
    const listed = await makePrompt(vendor, from, { title: "Listed mover" });
    const hidden = await makePrompt(vendor, from, { title: "Hidden mover" });
    await setPromptStatusByAdmin(hidden.id, "inactive");
    expect(await categoryUsage(from.id)).toEqual({ total: 2, capped: false });

    await deleteCategory(from.id, { moveTo: to.id });

    expect(await getCategory(from.id)).toBeUndefined();
    expect(await inCategory(from.id)).toEqual([]);
    expect(await categoryUsage(to.id)).toEqual({ total: 3, capped: false });
    const moved = new Map((await inCategory(to.id)).map((row) => [row.id, row.listed]));
    expect(moved).toEqual(new Map([[kept.id, true], [listed.id, true], [hidden.id, false]]));
    expect((await listedIn(to.id)).sort()).toEqual([kept.id, listed.id].sort());
    // PostgreSQL keeps its own pages' checks; SQLite's integrity_check reads every index against the rows.
    if (!onPostgres) expect(db.$client.pragma("integrity_check", { simple: true })).toBe("ok");
  });

  test("the target must be another existing category; nothing changes otherwise", async () => {
    const from = await createCategory("Staying put");
    const { vendor } = await makeVendor();
    const prompt = await makePrompt(vendor, from, { title: "Stays" });
    expect(await refusal(() => deleteCategory(from.id, { moveTo: from.id }))).toEqual({ status: 422, message: "Choose another category" });
    expect(await refusal(() => deleteCategory(from.id, { moveTo: "no-such-id" }))).toEqual({ status: 422, message: "Choose another category" });
    expect(await getCategory(from.id)).toBeDefined();
    expect((await inCategory(from.id)).map((row) => row.id)).toEqual([prompt.id]);
  });

  test("an empty category needs no target, and an unknown one is not found", async () => {
    const empty = await createCategory("Empty and going");
    const other = await createCategory("Unused target");
    expect(await categoryUsage(empty.id)).toEqual({ total: 0, capped: false });
    await deleteCategory(empty.id, { moveTo: other.id });
    expect(await getCategory(empty.id)).toBeUndefined();
    expect(await refusal(() => deleteCategory("no-such-id", { moveTo: other.id }))).toEqual({ status: 404, message: "Category not found" });
  });
});
