import { beforeEach, describe, expect, it } from "vitest";
import { categoryUsage, listCategories } from "~/models/categories.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { makeCategory, seedPrompt, signedIn, signedInVendor } from "../factories";

let adminToken: string;

beforeEach(async () => {
  adminToken = await tokenFor(await makeAdmin());
});

describe("GET categories/get-categories", () => {
  it("lists every category by name in data.data without signing in", async () => {
    const writing = await makeCategory("Writing API");
    const art = await makeCategory("Art API");
    const { status, body } = await api("GET", "categories/get-categories");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const names = body.data.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(body.data.data).toEqual(expect.arrayContaining([{ _id: art.id, name: "Art API" }, { _id: writing.id, name: "Writing API" }]));
  });
});

describe("GET admin/categories", () => {
  it("answers the list in the message field", async () => {
    const category = await makeCategory("Marketing");
    const { status, body } = await api("GET", "admin/categories", { token: adminToken });
    expect(status).toBe(200);
    expect(body.message).toEqual(expect.arrayContaining([{ _id: category.id, name: "Marketing" }]));
    expect(body.message).toHaveLength((await listCategories()).length);
  });

  it("is for admins only", async () => {
    expect((await api("GET", "admin/categories")).status).toBe(401);
    const { token } = await signedIn("buyer");
    const { status, body } = await api("GET", "admin/categories", { token });
    expect(status).toBe(403);
    expect(body.success).toBe(false);
  });
});

describe("POST admin/create-category", () => {
  it("creates a trimmed category with 201", async () => {
    const { status, body } = await api("POST", "admin/create-category", { token: adminToken, json: { name: "  Coding  " } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "Category created" });
    expect(body.data.data).toEqual({ _id: expect.any(String), name: "Coding" });
    expect((await listCategories()).map((c) => c.name)).toContain("Coding");
  });

  it("refuses a blank name (422) and a duplicate in another case (409)", async () => {
    const blank = await api("POST", "admin/create-category", { token: adminToken, json: { name: "   " } });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe("Category name is required");

    await makeCategory("Travel");
    const duplicate = await api("POST", "admin/create-category", { token: adminToken, json: { name: "TRAVEL" } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      success: false,
      message: "A category with this name already exists",
      errors: { name: ["A category with this name already exists"] },
    });
  });

  it("is for admins only", async () => {
    expect((await api("POST", "admin/create-category", { json: { name: "X" } })).status).toBe(401);
    const { token } = await signedInVendor();
    expect((await api("POST", "admin/create-category", { token, json: { name: "X" } })).status).toBe(403);
    expect((await listCategories()).map((c) => c.name)).not.toContain("X");
  });
});

describe("PUT admin/update-category/:id", () => {
  it("renames a category", async () => {
    const category = await makeCategory("Old name");
    const { status, body } = await api("PUT", `admin/update-category/${category.id}`, {
      token: adminToken,
      json: { name: "New name" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Category updated", data: { data: { _id: category.id, name: "New name" } } });
  });

  it("answers 404 for an unknown id, 409 for a taken name, 422 for a blank one", async () => {
    const category = await makeCategory("Poetry");
    await makeCategory("Fiction");
    const path = `admin/update-category/${category.id}`;
    expect((await api("PUT", "admin/update-category/nope", { token: adminToken, json: { name: "Z" } })).status).toBe(404);
    expect((await api("PUT", path, { token: adminToken, json: { name: "fiction" } })).status).toBe(409);
    expect((await api("PUT", path, { token: adminToken, json: { name: "" } })).status).toBe(422);
  });

  it("is for admins only", async () => {
    const category = await makeCategory("Guarded");
    expect((await api("PUT", `admin/update-category/${category.id}`, { json: { name: "Y" } })).status).toBe(401);
  });
});

describe("DELETE admin/delete-category/:id", () => {
  it("deletes an unused category", async () => {
    const category = await makeCategory("Unused");
    const { status, body } = await api("DELETE", `admin/delete-category/${category.id}`, { token: adminToken });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Category deleted" });
    expect((await listCategories()).map((c) => c.id)).not.toContain(category.id);
  });

  it("refuses a category that prompts use with 409 and the model's message", async () => {
    const category = await makeCategory("In use");
    const { vendor } = await signedInVendor();
    await seedPrompt(vendor, category.id);
    const { status, body } = await api("DELETE", `admin/delete-category/${category.id}`, { token: adminToken });
    expect(status).toBe(409);
    expect(body).toEqual({
      success: false,
      message: "This category is used by 1 prompt. Move them to another category first.",
    });
  });

  it("moves the prompts to { moveTo } first, then deletes; a bad target is a 422 and changes nothing", async () => {
    const from = await makeCategory("Moving");
    const to = await makeCategory("Receiving");
    const { vendor } = await signedInVendor();
    await seedPrompt(vendor, from.id);
    const refused = await api("DELETE", `admin/delete-category/${from.id}`, { token: adminToken, json: { moveTo: from.id } });
    expect(refused).toMatchObject({ status: 422, body: { success: false, message: "Choose another category" } });
    const { status, body } = await api("DELETE", `admin/delete-category/${from.id}`, { token: adminToken, json: { moveTo: to.id } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Category deleted" });
    expect((await listCategories()).map((c) => c.id)).not.toContain(from.id);
    expect((await categoryUsage(to.id)).total).toBe(1);
  });

  it("answers 404 for an unknown id, and 401/403 for others", async () => {
    expect((await api("DELETE", "admin/delete-category/nope", { token: adminToken })).status).toBe(404);
    const category = await makeCategory("Kept");
    expect((await api("DELETE", `admin/delete-category/${category.id}`)).status).toBe(401);
    const { token } = await signedIn("buyer");
    expect((await api("DELETE", `admin/delete-category/${category.id}`, { token })).status).toBe(403);
  });
});
