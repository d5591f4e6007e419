import { describe, expect, test } from "vitest";
import { createCategory, getCategory, listCategories } from "~/models/categories.server";
import { getUserByEmail } from "~/models/users.server";
import { storableParams } from "~/db/storable-text.server";
import { onPostgres } from "../support/engine";

describe(`text with a NUL character, on ${onPostgres ? "PostgreSQL" : "SQLite"} (decision 0341)`, () => {
  test("is stored with U+FFFD in its place, and reads back the same on both engines", async () => {
    const category = await createCategory("ink\u0000well");
    expect(category.name).toBe("ink\uFFFDwell");
    expect((await getCategory(category.id))?.name).toBe("ink\uFFFDwell");
    expect((await listCategories()).map((each) => each.name)).toContain("ink\uFFFDwell");
  });

  test("as a lookup key matches nothing and never fails the statement", async () => {
    const category = await createCategory("Lookup");
    expect(await getCategory(`${category.id}\u0000`)).toBeUndefined();
    expect(await getUserByEmail("buyer@example.com\u0000")).toBeUndefined();
  });

  test("parameters without one are passed on as they are, in lists too", () => {
    const params = ["plain", 1, null, ["a", "b"]];
    expect(storableParams(params)).toBe(params);
    expect(storableParams(["a\u0000", ["b\u0000c"], 2])).toEqual(["a\uFFFD", ["b\uFFFDc"], 2]);
  });
});
