import { describe, expect, it } from "vitest";
import { getPayment } from "~/models/settlement.server";
import { api, buyForTeam, inviteWithToken, makeTeam, makeVendor, pricedPrompt, tokenFor, signedInBuyer, type SignedIn } from "../factories";

type Person = SignedIn;
const person = signedInBuyer;

/** A team (owner, admin, member), a stranger, and a vendor's $12 prompt. */
async function cast() {
  const [owner, admin, member, stranger] = [await person("Olive Owner"), await person("Adam Admin"), await person("Mia Member"), await person("Sid Stranger")];
  const team = await makeTeam(owner.user, [member.user], "Growth");
  await api("POST", `teams/join/${(await inviteWithToken(owner.user, team.id, admin.user.email, "admin")).token}`, { token: admin.token });
  const vendor = await makeVendor();
  const prompt = await pricedPrompt(vendor.vendor, 12);
  return { owner, admin, member, stranger, team, prompt, vendorToken: await tokenFor(vendor.user) };
}

const checkout = (who: Person, json?: unknown) => api("POST", "cart/checkout", { token: who.token, ...(json !== undefined && { json }) });

describe("POST cart/checkout with teamId", () => {
  it("an admin buys the cart for the team at the team price", async () => {
    const { admin, team, prompt } = await cast();
    await api("POST", `cart/add/${prompt.id}`, { token: admin.token });
    const started = await checkout(admin, { teamId: team.id });
    expect(started).toMatchObject({ status: 200, body: { success: true, data: { reference: expect.any(String) } } });
    expect(await getPayment(started.body.data.reference)).toMatchObject({ amountCents: 6000, status: "pending" });
  });

  it("refuses a member (403), a team the caller is not in (404), a team that owns an item (409) and a bad teamId (422)", async () => {
    const { owner, member, stranger, team, prompt } = await cast();
    for (const who of [member, stranger]) await api("POST", `cart/add/${prompt.id}`, { token: who.token });
    expect(await checkout(member, { teamId: team.id })).toMatchObject({ status: 403, body: { success: false } });
    expect(await checkout(stranger, { teamId: team.id })).toMatchObject({ status: 404, body: { success: false } });
    expect((await checkout(stranger, { teamId: 42 })).status).toBe(422);
    await buyForTeam(owner.user, team.id, prompt);
    await api("POST", `cart/add/${prompt.id}`, { token: owner.token });
    expect(await checkout(owner, { teamId: team.id })).toMatchObject({ status: 409, body: { message: expect.stringContaining("already owns") } });
  });
});

describe("what a team purchase gives", () => {
  it("members read the content, get it in prompt/purchased with its team, and see it in the team's library", async () => {
    const { owner, member, stranger, team, prompt } = await cast();
    await buyForTeam(owner.user, team.id, prompt);
    const single = (who: Person) => api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: who.token });
    expect((await single(member)).body.data.data.content).toEqual(expect.any(String));
    expect((await single(stranger)).body.data.data.content).toBeUndefined();
    const purchased = await api("GET", "prompt/purchased", { token: member.token });
    expect(purchased.body.data).toEqual([expect.objectContaining({ _id: prompt.id, team: { id: team.id, name: "Growth" }, content: expect.any(String) })]);
    const shown = await api("GET", `teams/${team.id}`, { token: member.token });
    expect(shown.body.data.library).toEqual([{ promptId: prompt.id, title: prompt.title, boughtAt: expect.any(String) }]);
  });

  it("a removed member loses it at once", async () => {
    const { owner, member, team, prompt } = await cast();
    await buyForTeam(owner.user, team.id, prompt);
    expect((await api("DELETE", `teams/${team.id}/members/${member.user.id}`, { token: owner.token })).status).toBe(200);
    const single = await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: member.token });
    expect(single.body.data.data.content).toBeUndefined();
    expect((await api("GET", "prompt/purchased", { token: member.token })).body.data).toEqual([]);
  });

  it("the vendor's orders show the sale as a team licence", async () => {
    const { owner, team, prompt, vendorToken } = await cast();
    await buyForTeam(owner.user, team.id, prompt);
    const sold = await api("GET", "vendors/orders", { token: vendorToken });
    expect(sold.body.data.data).toEqual([expect.objectContaining({ licence: "team", amountUsd: 60 })]);
  });
});
