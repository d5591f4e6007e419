import { describe, expect, test } from "vitest";
import { createCategory, deleteCategory, getCategory, listCategories, renameCategory } from "~/models/categories.server";
import { AppError } from "~/models/errors";
import { makePrompt, makeVendor } from "./purchase-fixtures";

const DUPLICATE = "A category with this name already exists";

/** The AppError `run` throws (status and message), or a failure if it throws nothing. */
function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
  throw new Error("expected an AppError");
}

describe("categories", () => {
  test("a new name is stored trimmed, and the list is sorted by name", () => {
    const zebra = createCategory("  Zebra prompts  ");
    createCategory("Alpha prompts");
    expect(zebra.name).toBe("Zebra prompts");
    const names = listCategories().map((category) => category.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain("Zebra prompts");
  });

  test("names are unique whatever their case", () => {
    createCategory("Writing");
    expect(refusal(() => createCategory("writing"))).toEqual({ status: 409, message: DUPLICATE });
    expect(refusal(() => createCategory(" WRITING "))).toEqual({ status: 409, message: DUPLICATE });
  });

  test("rename trims, keeps the id, and refuses another category's name", () => {
    const category = createCategory("Marketing");
    createCategory("Sales");
    const renamed = renameCategory(category.id, "  Growth marketing ");
    expect(renamed).toMatchObject({ id: category.id, name: "Growth marketing" });
    expect(getCategory(category.id)?.name).toBe("Growth marketing");
    expect(refusal(() => renameCategory(category.id, "SALES"))).toEqual({ status: 409, message: DUPLICATE });
    // Its own name in another case is not a clash.
    expect(renameCategory(category.id, "GROWTH MARKETING").name).toBe("GROWTH MARKETING");
  });

  test("a category that prompts use cannot be deleted", async () => {
    const category = createCategory("In use");
    const { vendor } = await makeVendor();
    await makePrompt(vendor, category);
    expect(refusal(() => deleteCategory(category.id))).toEqual({
      status: 409,
      message: "This category is used by 1 prompt. Move them to another category first.",
    });
    await makePrompt(vendor, category, "Second prompt in use");
    expect(refusal(() => deleteCategory(category.id)).message).toMatch(/^This category is used by 2 prompts\./);
    expect(getCategory(category.id)).toBeDefined();
  });

  test("an unused category is deleted", () => {
    const category = createCategory("Unused");
    deleteCategory(category.id);
    expect(getCategory(category.id)).toBeUndefined();
    expect(listCategories().map((each) => each.name)).not.toContain("Unused");
    // The name is free again.
    expect(createCategory("unused").name).toBe("unused");
  });

  test("an unknown id is not found", () => {
    expect(refusal(() => renameCategory("no-such-id", "Anything"))).toEqual({ status: 404, message: "Category not found" });
    expect(refusal(() => deleteCategory("no-such-id"))).toEqual({ status: 404, message: "Category not found" });
  });
});
