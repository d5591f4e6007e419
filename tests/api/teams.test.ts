import { describe, expect, it } from "vitest";
import { api, buyForTeam, inviteWithToken, makeTeam, makeVendor, pricedPrompt, tokenFor, uniqueEmail, signedInBuyer } from "../factories";

const person = signedInBuyer;

/** An owner, an admin and a member in one team, and a buyer outside it. */
async function cast() {
  const [owner, admin, member, stranger] = [await person("Olive Owner"), await person("Adam Admin"), await person("Mia Member"), await person("Sid Stranger")];
  const team = await makeTeam(owner.user, [member.user], "Growth");
  const { token } = await inviteWithToken(owner.user, team.id, admin.user.email, "admin");
  await api("POST", `teams/join/${token}`, { token: admin.token });
  return { owner, admin, member, stranger, team };
}

describe("GET|POST teams", () => {
  it("creates a team owned by the caller and lists it", async () => {
    const owner = await person();
    const created = await api("POST", "teams", { token: owner.token, json: { name: "  Writers " } });
    expect(created).toMatchObject({ status: 201, body: { success: true, data: { name: "Writers", role: "owner" } } });
    expect((await api("GET", "teams", { token: owner.token })).body.data).toEqual([{ _id: created.body.data._id, name: "Writers", role: "owner", members: 1 }]);
  });

  it("refuses a blank or long name (422) and non-buyers (403)", async () => {
    const owner = await person();
    expect(await api("POST", "teams", { token: owner.token, json: { name: " " } })).toMatchObject({ status: 422, body: { success: false } });
    expect((await api("POST", "teams", { token: owner.token, json: { name: "x".repeat(61) } })).status).toBe(422);
    const { user } = await makeVendor();
    expect((await api("POST", "teams", { token: await tokenFor(user), json: { name: "Sellers" } })).status).toBe(403);
    expect((await api("GET", "teams")).status).toBe(401);
  });
});

describe("GET|DELETE teams/:id", () => {
  it("shows members with roles to members, invitations to the owner and admins only, and is 404 to others", async () => {
    const { owner, admin, member, stranger, team } = await cast();
    await api("POST", `teams/${team.id}/invitations`, { token: owner.token, json: { email: "sam@example.com", role: "member" } });
    const seen = await api("GET", `teams/${team.id}`, { token: owner.token });
    expect(seen.body.data).toMatchObject({ _id: team.id, name: "Growth", myRole: "owner", library: [], invitations: [{ email: "sam@example.com", role: "member" }] });
    expect(seen.body.data.members.map((m: { role: string }) => m.role)).toEqual(["owner", "admin", "member"]);
    expect(seen.body.data.members[0]).toEqual({ userId: owner.user.id, name: "Olive Owner", email: owner.user.email, role: "owner" });
    expect((await api("GET", `teams/${team.id}`, { token: admin.token })).body.data.invitations).toHaveLength(1);
    const asMember = await api("GET", `teams/${team.id}`, { token: member.token });
    expect(asMember.body.data.myRole).toBe("member");
    expect(asMember.body.data).not.toHaveProperty("invitations");
    expect(await api("GET", `teams/${team.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { success: false } });
  });

  it("passes each licence of a deleted team to whoever paid for it, as the web does (issue 41 point 1)", async () => {
    const { owner, admin, member, team } = await cast();
    const { vendor } = await makeVendor();
    const prompt = await pricedPrompt(vendor, 20);
    await buyForTeam(admin.user, team.id, prompt);
    const deleted = await api("DELETE", `teams/${team.id}`, { token: owner.token });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, data: { licencesPassed: [{ promptId: prompt.id, title: prompt.title, userId: admin.user.id }] } } });
    expect(deleted.body.message).toMatch(/passed to whoever paid/);
    const purchased = await api("GET", "prompt/purchased", { token: admin.token });
    expect(purchased.body.data).toEqual([expect.objectContaining({ _id: prompt.id, team: null, content: expect.any(String) })]);
    expect((await api("GET", "prompt/purchased", { token: member.token })).body.data).toEqual([]);
  });

  it("lets only the owner delete (admin and member 403, stranger 404)", async () => {
    const { owner, admin, member, stranger, team } = await cast();
    expect((await api("DELETE", `teams/${team.id}`, { token: admin.token })).status).toBe(403);
    expect((await api("DELETE", `teams/${team.id}`, { token: member.token })).status).toBe(403);
    expect((await api("DELETE", `teams/${team.id}`, { token: stranger.token })).status).toBe(404);
    expect(await api("DELETE", `teams/${team.id}`, { token: owner.token })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api("GET", `teams/${team.id}`, { token: member.token })).status).toBe(404);
  });
});

describe("invitations", () => {
  it("invites (201), refuses a member doing it (403), a current member (409) and bad input (422)", async () => {
    const { owner, admin, member, stranger, team } = await cast();
    const sent = await api("POST", `teams/${team.id}/invitations`, { token: admin.token, json: { email: "New@Example.com", role: "admin" } });
    expect(sent).toMatchObject({ status: 201, body: { data: { email: "new@example.com", role: "admin", link: expect.stringMatching(/\/teams\/join\/[\w-]+$/) } } });
    // The same link stays on the team for its owner and admins to pass on by hand (issue 41 point 9).
    expect((await api("GET", `teams/${team.id}`, { token: owner.token })).body.data.invitations[0].link).toBe(sent.body.data.link);
    expect((await api("POST", `teams/${team.id}/invitations`, { token: member.token, json: { email: uniqueEmail(), role: "member" } })).status).toBe(403);
    expect((await api("POST", `teams/${team.id}/invitations`, { token: stranger.token, json: { email: uniqueEmail(), role: "member" } })).status).toBe(404);
    expect((await api("POST", `teams/${team.id}/invitations`, { token: owner.token, json: { email: member.user.email, role: "member" } })).status).toBe(409);
    expect((await api("POST", `teams/${team.id}/invitations`, { token: owner.token, json: { email: "nope", role: "member" } })).status).toBe(422);
    expect((await api("POST", `teams/${team.id}/invitations`, { token: owner.token, json: { email: uniqueEmail(), role: "owner" } })).status).toBe(422);
  });

  it("cancels (owner and admins; a member 403; unknown 404), and the link then answers 409", async () => {
    const { owner, member, stranger, team } = await cast();
    const { id, token } = await inviteWithToken(owner.user, team.id, stranger.user.email);
    expect((await api("DELETE", `teams/${team.id}/invitations/${id}`, { token: member.token })).status).toBe(403);
    expect(await api("DELETE", `teams/${team.id}/invitations/${id}`, { token: owner.token })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api("DELETE", `teams/${team.id}/invitations/${id}`, { token: owner.token })).status).toBe(404);
    expect(await api("POST", `teams/join/${token}`, { token: stranger.token })).toMatchObject({ status: 409, body: { message: "This invitation was cancelled." } });
  });

  it("joins once as the invited address; another account is 403, an unknown link 404, a reused one 409", async () => {
    const { owner, member, stranger, team } = await cast();
    const { token } = await inviteWithToken(owner.user, team.id, stranger.user.email);
    const wrong = await api("POST", `teams/join/${token}`, { token: member.token });
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).not.toContain("Growth");
    expect((await api("POST", "teams/join/no-such-token", { token: stranger.token })).status).toBe(404);
    expect(await api("POST", `teams/join/${token}`, { token: stranger.token })).toMatchObject({ status: 200, body: { data: { _id: team.id, name: "Growth" } } });
    expect((await api("POST", `teams/join/${token}`, { token: stranger.token })).status).toBe(409);
  });
});

describe("members", () => {
  it("removes: the owner anyone, an admin members only; a member 403; not a member 404", async () => {
    const { owner, admin, member, stranger, team } = await cast();
    expect((await api("DELETE", `teams/${team.id}/members/${owner.user.id}`, { token: admin.token })).status).toBe(403);
    expect((await api("DELETE", `teams/${team.id}/members/${admin.user.id}`, { token: member.token })).status).toBe(403);
    expect((await api("DELETE", `teams/${team.id}/members/${stranger.user.id}`, { token: owner.token })).status).toBe(404);
    expect(await api("DELETE", `teams/${team.id}/members/${member.user.id}`, { token: admin.token })).toMatchObject({ status: 200 });
    expect(await api("DELETE", `teams/${team.id}/members/${admin.user.id}`, { token: owner.token })).toMatchObject({ status: 200 });
    expect((await api("GET", `teams/${team.id}`, { token: member.token })).status).toBe(404);
  });

  it("removing an admin cancels their invitations: the link then answers 409 and nobody joins by it (issue 41 point 4)", async () => {
    const { owner, admin, stranger, team } = await cast();
    const sent = await api("POST", `teams/${team.id}/invitations`, { token: admin.token, json: { email: stranger.user.email, role: "admin" } });
    expect(sent.status).toBe(201);
    const { token } = await inviteWithToken(admin.user, team.id, stranger.user.email, "admin");
    expect((await api("DELETE", `teams/${team.id}/members/${admin.user.id}`, { token: owner.token })).status).toBe(200);
    expect((await api("GET", `teams/${team.id}`, { token: owner.token })).body.data.invitations).toEqual([]);
    expect(await api("POST", `teams/join/${token}`, { token: stranger.token })).toMatchObject({ status: 409, body: { message: "This invitation was cancelled." } });
    expect((await api("GET", `teams/${team.id}`, { token: stranger.token })).status).toBe(404);
  });

  it("leaves; the owner with others is 409 'Transfer ownership first', and as the last member deletes the team", async () => {
    const { owner, member, stranger, team } = await cast();
    expect(await api("POST", `teams/${team.id}/leave`, { token: owner.token })).toMatchObject({ status: 409, body: { success: false, message: "Transfer ownership first" } });
    const alone = await makeTeam(stranger.user, [], "Solo");
    expect(await api("POST", `teams/${alone.id}/leave`, { token: stranger.token })).toMatchObject({ status: 200, body: { message: "You left the team, and it was deleted", data: { deleted: true } } });
    expect((await api("GET", `teams/${alone.id}`, { token: stranger.token })).status).toBe(404);
    expect(await api("POST", `teams/${team.id}/leave`, { token: member.token })).toMatchObject({ status: 200, body: { data: { deleted: false } } });
    expect((await api("POST", `teams/${team.id}/leave`, { token: member.token })).status).toBe(404);
    expect((await api("POST", `teams/${team.id}/leave`, { token: stranger.token })).status).toBe(404);
  });

  it("transfers ownership: owner only, to a current member; the old owner becomes admin", async () => {
    const { owner, admin, member, stranger, team } = await cast();
    expect((await api("PUT", `teams/${team.id}/owner`, { token: admin.token, json: { userId: member.user.id } })).status).toBe(403);
    expect((await api("PUT", `teams/${team.id}/owner`, { token: owner.token, json: { userId: stranger.user.id } })).status).toBe(404);
    expect((await api("PUT", `teams/${team.id}/owner`, { token: owner.token, json: {} })).status).toBe(422);
    expect((await api("PUT", `teams/${team.id}/owner`, { token: owner.token, json: { userId: owner.user.id } })).status).toBe(409);
    expect(await api("PUT", `teams/${team.id}/owner`, { token: owner.token, json: { userId: member.user.id } })).toMatchObject({ status: 200 });
    const seen = await api("GET", `teams/${team.id}`, { token: owner.token });
    expect(seen.body.data.myRole).toBe("admin");
    expect(seen.body.data.members[0]).toMatchObject({ userId: member.user.id, role: "owner" });
  });
});
