import { beforeEach, describe, expect, it } from "vitest";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { acceptInvitation, removeMember } from "~/models/teams.server";
import { api, buyerAndTwoPrompts, inviteWithToken, makeBuyer, makeTeam, tokenFor, type SignedIn } from "../factories";

let buyer: SignedIn;
let vendorToken: string;
let photo: Prompt;
let essay: Prompt;

beforeEach(async () => {
  ({ buyer, vendorToken, photo, essay } = await buyerAndTwoPrompts());
});

const create = (json: unknown, token = buyer.token) => api("POST", "collections", { token, json });
const show = (id: string, token?: string) => api("GET", `collections/${id}`, { token });
const save = (id: string, promptId: string, token = buyer.token) => api("POST", `collections/${id}/items`, { token, json: { promptId } });
const itemIds = async (id: string, token?: string) => (await show(id, token)).body.data.items.map((item: { _id: string }) => item._id);

async function collectionWith(...prompts: Prompt[]): Promise<string> {
  const { body } = await create({ name: "Launch kit" });
  for (const prompt of prompts) await save(body.data._id, prompt.id);
  return body.data._id;
}

describe("POST collections", () => {
  it("creates a private collection (201) with the section 6 shape", async () => {
    const created = await create({ name: " Launch kit ", description: "For the launch" });
    expect(created).toMatchObject({ status: 201, body: { success: true, data: { name: "Launch kit", description: "For the launch", isPublic: false, teamId: null, itemCount: 0 } } });
    expect(created.body.data._id).toEqual(expect.any(String));
    expect((await api("GET", "collections", { token: buyer.token })).body.data.map((c: { _id: string }) => c._id)).toEqual([created.body.data._id]);
  });

  it("refuses a missing or too long name (422), an unknown team (404), and non-buyers (403)", async () => {
    expect(await create({})).toMatchObject({ status: 422, body: { success: false, message: "Name is required" } });
    expect((await create({ name: "x".repeat(61) })).body.message).toBe("Name must be at most 60 characters");
    expect(await create({ name: "Team list", teamId: "team_1" })).toMatchObject({ status: 404, body: { message: "Team not found." } });
    expect((await create({ name: "Mine" }, vendorToken)).status).toBe(403);
  });
});

describe("GET collections/:id", () => {
  it("is 404 to everyone but the owner while private, and readable by anyone once public, without content", async () => {
    const id = await collectionWith(photo, essay);
    const stranger = await tokenFor(await makeBuyer());
    expect(await show(id)).toMatchObject({ status: 404, body: { success: false, message: "Collection not found." } });
    expect((await show(id, stranger)).status).toBe(404);
    expect(await itemIds(id, buyer.token)).toEqual([photo.id, essay.id]);
    await api("PUT", `collections/${id}`, { token: buyer.token, json: { isPublic: true } });
    const seen = await show(id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.items.map((item: { _id: string }) => item._id)).toEqual([photo.id, essay.id]);
    expect(JSON.stringify(seen.body)).not.toContain('"content"');
  });

  it("shows a prompt that left the marketplace to its owner only, as unavailable", async () => {
    const id = await collectionWith(photo, essay);
    await api("PUT", `collections/${id}`, { token: buyer.token, json: { isPublic: true } });
    await setPromptStatusByAdmin(photo.id, "inactive");
    expect((await show(id, buyer.token)).body.data.items[0]).toEqual({ _id: photo.id, title: photo.title, available: false });
    expect(await itemIds(id)).toEqual([essay.id]);
  });
});

describe("items", () => {
  it("saves a prompt (201), a second time changes nothing (200); an unlisted one is 404", async () => {
    const id = await collectionWith();
    expect(await save(id, photo.id)).toMatchObject({ status: 201, body: { message: "Saved to the collection" } });
    expect(await save(id, photo.id)).toMatchObject({ status: 200, body: { message: "Already in the collection" } });
    await setPromptStatusByAdmin(essay.id, "inactive");
    expect(await save(id, essay.id)).toMatchObject({ status: 404, body: { message: "Prompt not found." } });
    expect((await save(id, "")).status).toBe(422);
  });

  it("takes a new order that is exactly the current set, else 422", async () => {
    const id = await collectionWith(photo, essay);
    const reorder = (promptIds: unknown) => api("PUT", `collections/${id}/items`, { token: buyer.token, json: { promptIds } });
    expect((await reorder([essay.id, photo.id])).status).toBe(200);
    expect(await itemIds(id, buyer.token)).toEqual([essay.id, photo.id]);
    expect(await reorder([essay.id])).toMatchObject({ status: 422, body: { message: "promptIds must list exactly the collection's prompts, each once." } });
    expect((await reorder([essay.id, essay.id])).status).toBe(422);
    expect((await reorder("nope")).status).toBe(422);
    expect(await itemIds(id, buyer.token)).toEqual([essay.id, photo.id]);
  });

  it("removes a prompt, and deletes the collection", async () => {
    const id = await collectionWith(photo, essay);
    expect(await api("DELETE", `collections/${id}/items/${photo.id}`, { token: buyer.token })).toMatchObject({ status: 200, body: { message: "Removed from the collection" } });
    expect(await itemIds(id, buyer.token)).toEqual([essay.id]);
    expect((await api("DELETE", `collections/${id}`, { token: buyer.token })).status).toBe(200);
    expect((await show(id, buyer.token)).status).toBe(404);
  });
});

describe("team collections", () => {
  /** `buyer` owns a team with an admin and a member; everyone's token. */
  async function team() {
    const [admin, member, outsider] = [await makeBuyer("Ada Admin"), await makeBuyer("Mia Member"), await makeBuyer("Otto Outsider")];
    const { id } = await makeTeam(buyer.user, [member]);
    await acceptInvitation(admin, (await inviteWithToken(buyer.user, id, admin.email, "admin")).token);
    return { teamId: id, member, admin: await tokenFor(admin), memberToken: await tokenFor(member), outsider: await tokenFor(outsider) };
  }

  it("are created by the team's owner and admins (201, with teamId); a member gets 403, anyone else 404", async () => {
    const { teamId, admin, memberToken, outsider } = await team();
    expect(await create({ name: "Playbook", teamId })).toMatchObject({ status: 201, body: { data: { name: "Playbook", teamId, isPublic: false } } });
    expect((await create({ name: "Drafts", teamId }, admin)).status).toBe(201);
    expect(await create({ name: "Mine", teamId }, memberToken)).toMatchObject({ status: 403, body: { success: false, message: "Only the team's owner and admins can change its collections." } });
    expect(await create({ name: "Theirs", teamId }, outsider)).toMatchObject({ status: 404, body: { message: "Team not found." } });
    // Listed on the team, not among the owner's own collections.
    expect((await api("GET", "collections", { token: buyer.token })).body.data).toEqual([]);
    const listed = (await api("GET", `teams/${teamId}`, { token: memberToken })).body.data.collections;
    expect(listed.map((c: { name: string; teamId: string }) => [c.name, c.teamId]).sort()).toEqual([["Drafts", teamId], ["Playbook", teamId]]);
  });

  it("are read by members, private ones too, who may not change them (403); after removal a private one is 404", async () => {
    const { teamId, member, admin, memberToken, outsider } = await team();
    const { body } = await create({ name: "Playbook", teamId });
    const id: string = body.data._id;
    expect((await save(id, photo.id, admin)).status).toBe(201);
    expect(await itemIds(id, memberToken)).toEqual([photo.id]);
    const refusals = [
      await api("PUT", `collections/${id}`, { token: memberToken, json: { name: "Mine now" } }),
      await api("DELETE", `collections/${id}`, { token: memberToken }),
      await save(id, essay.id, memberToken),
      await api("DELETE", `collections/${id}/items/${photo.id}`, { token: memberToken }),
      await api("PUT", `collections/${id}/items`, { token: memberToken, json: { promptIds: [photo.id] } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await show(id, outsider)).status).toBe(404);
    await removeMember(buyer.user, teamId, member.id);
    expect(await show(id, memberToken)).toMatchObject({ status: 404, body: { message: "Collection not found." } });
    expect((await api("PUT", `collections/${id}`, { token: memberToken, json: { name: "Mine now" } })).status).toBe(404);
    await api("PUT", `collections/${id}`, { token: admin, json: { isPublic: true } });
    expect(await itemIds(id, memberToken)).toEqual([photo.id]);
  });

  it("go when the team is deleted", async () => {
    const { teamId } = await team();
    const { body } = await create({ name: "Playbook", teamId, isPublic: true });
    expect((await api("DELETE", `teams/${teamId}`, { token: buyer.token })).status).toBe(200);
    expect((await show(body.data._id)).status).toBe(404);
  });
});
