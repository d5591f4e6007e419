import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Category } from "~/models/categories.server";
import { listNotifications } from "~/models/notifications.server";
import { getPrompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { promptApiCast, promptFields, seedPrompt, type SignedIn, type SignedInVendor, signedInVendor } from "../factories";

let category: Category;
let seller: SignedInVendor;
let buyer: SignedIn;
let adminToken: string;

beforeEach(async () => {
  ({ category, seller, buyer } = await promptApiCast());
  adminToken = await tokenFor(await makeAdmin());
});

const marketIds = async () =>
  (await api("GET", "prompt/prompts?limit=100", { token: buyer.token })).body.data.map((p: { _id: string }) => p._id);

describe("GET admin/prompts", () => {
  it("lists every prompt in message.data with paging fields", async () => {
    const active = await seedPrompt(seller.vendor, category.id, { title: "Admin sees active" });
    const inactive = await seedPrompt((await signedInVendor()).vendor, category.id, { title: "Admin sees inactive", status: "inactive" });
    const { status, body } = await api("GET", "admin/prompts?limit=100", { token: adminToken });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toMatchObject({ page: 1, limit: 100, total: expect.any(Number) });
    const ids = body.message.data.map((p: { _id: string }) => p._id);
    expect(ids).toEqual(expect.arrayContaining([active.id, inactive.id]));
    const listed = body.message.data.find((p: { _id: string }) => p._id === active.id);
    expect(listed).toMatchObject({ priceUsd: 12.5, vendorId: { storeName: "Test Store" } });
  });

  it("filters by status", async () => {
    const banned = await seedPrompt(seller.vendor, category.id, { title: "Filter banned" });
    await api("POST", `prompt/admin/ban-prompt/${banned.id}`, { token: adminToken });
    const { body } = await api("GET", "admin/prompts?status=banned", { token: adminToken });
    expect(body.message.data.map((p: { _id: string }) => p._id)).toEqual([banned.id]);
  });

  it("is for admins only", async () => {
    expect((await api("GET", "admin/prompts")).status).toBe(401);
    expect((await api("GET", "admin/prompts", { token: seller.token })).status).toBe(403);
  });
});

describe("POST prompt/admin/{activate,deactivate,ban}-prompt/:id", () => {
  it("bans a prompt out of the marketplace and activates it back in", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    expect(await marketIds()).toContain(prompt.id);

    const ban = await api("POST", `prompt/admin/ban-prompt/${prompt.id}`, { token: adminToken });
    expect(ban.status).toBe(200);
    expect(ban.body).toMatchObject({ success: true, message: "Prompt banned successfully" });
    expect(ban.body.data.data).toMatchObject({ _id: prompt.id, status: "banned" });
    expect(await marketIds()).not.toContain(prompt.id);
    expect((await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: buyer.token })).status).toBe(404);
    expect((await listNotifications(seller.user.id))[0]).toMatchObject({ title: "Prompt banned", message: `An admin banned "${prompt.title}".` });

    const activate = await api("POST", `prompt/admin/activate-prompt/${prompt.id}`, { token: adminToken });
    expect(activate.body).toMatchObject({ success: true, message: "Prompt activated successfully" });
    expect(activate.body.data.data.status).toBe("active");
    expect(await marketIds()).toContain(prompt.id);
  });

  it("bans with an optional reason, passed on to the vendor", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const json = { reason: "It copies another store's prompt" };
    const { status, body } = await api("POST", `prompt/admin/ban-prompt/${prompt.id}`, { token: adminToken, json });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Prompt banned successfully" });
    expect((await listNotifications(seller.user.id))[0]!.message).toBe(`An admin banned "${prompt.title}": It copies another store's prompt.`);
    const long = await api("POST", `prompt/admin/ban-prompt/${prompt.id}`, { token: adminToken, json: { reason: "x".repeat(501) } });
    expect(long.status).toBe(422);
  });

  it("deactivates a prompt", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const { body } = await api("POST", `prompt/admin/deactivate-prompt/${prompt.id}`, { token: adminToken });
    expect(body).toMatchObject({ success: true, message: "Prompt deactivated successfully" });
    expect((await getPrompt(prompt.id))!.status).toBe("inactive");
  });

  it("keeps a banned prompt banned when its vendor edits it", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    await api("POST", `prompt/admin/ban-prompt/${prompt.id}`, { token: adminToken });
    const json = promptFields(category.id, { status: "active" });
    const { body } = await api("PUT", `prompt/update-prompt/${prompt.id}`, { token: seller.token, json });
    expect(body.data.data.status).toBe("banned");
  });

  it("answers 404 for an unknown prompt and 401/403 for non-admins", async () => {
    expect((await api("POST", "prompt/admin/ban-prompt/nope", { token: adminToken })).body).toEqual({
      success: false,
      message: "Prompt not found.",
    });
    const prompt = await seedPrompt(seller.vendor, category.id);
    expect((await api("POST", `prompt/admin/ban-prompt/${prompt.id}`)).status).toBe(401);
    expect((await api("POST", `prompt/admin/ban-prompt/${prompt.id}`, { token: seller.token })).status).toBe(403);
    expect((await api("POST", `prompt/admin/deactivate-prompt/${prompt.id}`, { token: buyer.token })).status).toBe(403);
    expect((await getPrompt(prompt.id))!.status).toBe("active");
  });
});

describe("POST prompt/admin/{approve,reject}-prompt/:id", () => {
  beforeEach(() => setSetting("reviewNewPrompts", true));
  afterEach(() => setSetting("reviewNewPrompts", false));

  async function pendingPrompt(): Promise<string> {
    const json = promptFields(category.id);
    const { body } = await api("POST", "prompt/create-prompt", { token: seller.token, json });
    expect(body.data.data.moderation).toBe("pending");
    return body.data.data._id;
  }

  it("keeps a pending prompt out of the marketplace until approved", async () => {
    const id = await pendingPrompt();
    expect(await marketIds()).not.toContain(id);
    const { status, body } = await api("POST", `prompt/admin/approve-prompt/${id}`, { token: adminToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Prompt approved successfully" });
    expect(body.data.data.moderation).toBe("approved");
    expect(await marketIds()).toContain(id);
  });

  it("rejects with a reason, required and passed to the vendor", async () => {
    const id = await pendingPrompt();
    const json = { reason: "Too close to an existing prompt" };
    const { body } = await api("POST", `prompt/admin/reject-prompt/${id}`, { token: adminToken, json });
    expect(body).toMatchObject({ success: true, message: "Prompt rejected successfully" });
    expect(body.data.data.moderation).toBe("rejected");
    expect((await listNotifications(seller.user.id))[0]!.message).toContain("Too close to an existing prompt");

    const pending = await pendingPrompt();
    const bare = await api("POST", `prompt/admin/reject-prompt/${pending}`, { token: adminToken });
    expect(bare.status).toBe(422);
    expect(bare.body).toMatchObject({ success: false, message: "Give a reason for the rejection" });
    const blank = await api("POST", `prompt/admin/reject-prompt/${pending}`, { token: adminToken, json: { reason: "   " } });
    expect(blank.status).toBe(422);
    expect((await getPrompt(pending))!.moderation).toBe("pending");
  });

  it("answers 404, 422 and 403 where due", async () => {
    expect((await api("POST", "prompt/admin/approve-prompt/nope", { token: adminToken })).status).toBe(404);
    const id = await pendingPrompt();
    const long = await api("POST", `prompt/admin/reject-prompt/${id}`, { token: adminToken, json: { reason: "x".repeat(501) } });
    expect(long.status).toBe(422);
    expect((await api("POST", `prompt/admin/approve-prompt/${id}`, { token: seller.token })).status).toBe(403);
    expect((await getPrompt(id))!.moderation).toBe("pending");
  });
});
