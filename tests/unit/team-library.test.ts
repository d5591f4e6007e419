import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { orders, payments, prompts } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { listPurchasedPrompts } from "~/models/catalogue.server";
import { checkout } from "~/models/checkout.server";
import { listVendorOrders } from "~/models/orders.server";
import { ownedAmong, ownsPrompt, teamsAmong } from "~/models/ownership.server";
import { getPromptForViewer } from "~/models/prompt-access.server";
import { refundPayment } from "~/models/refunds.server";
import { canReview } from "~/models/reviews.server";
import { fulfilPayment, getPayment } from "~/models/settlement.server";
import { buyForChoices, teamLibrary } from "~/models/team-library.server";
import { acceptInvitation, deleteTeam, leaveTeam, removeMember } from "~/models/teams.server";
import type { User } from "~/models/users.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { buy, buyForTeam, inviteWithToken, makeBuyer, makeTeam, makeVendor, pricedPrompt } from "../factories";

/** Olive owns a team with Adam (admin) and Mia (member); Ivy is invited but has not accepted; Sid is outside. */
async function scene() {
  const vendor = await makeVendor();
  const prompt = await pricedPrompt(vendor.vendor, 12);
  const [olive, adam, mia, ivy, sid] = [await makeBuyer("Olive Owner"), await makeBuyer("Adam Admin"), await makeBuyer("Mia Member"), await makeBuyer("Ivy Invited"), await makeBuyer("Sid Stranger")];
  const team = await makeTeam(olive, [mia], "Growth");
  await acceptInvitation(adam, (await inviteWithToken(olive, team.id, adam.email, "admin")).token);
  await inviteWithToken(olive, team.id, ivy.email);
  return { vendor, prompt, olive, adam, mia, ivy, sid, team };
}

const sees = async (user: User, promptId: string) => (await getPromptForViewer(promptId, { id: user.id, role: user.role }))?.content !== null;

describe("content access through a team (issue 25 points 3 and 4)", () => {
  it("a team purchase gives every current member the content; invitees, strangers and the vendor's rivals get the teaser", async () => {
    const { prompt, olive, adam, mia, ivy, sid, team } = await scene();
    expect(await Promise.all([olive, adam, mia, ivy, sid].map((user) => sees(user, prompt.id)))).toEqual([false, false, false, false, false]);
    await buyForTeam(adam, team.id, prompt);
    expect(await Promise.all([olive, adam, mia, ivy, sid].map((user) => sees(user, prompt.id)))).toEqual([true, true, true, false, false]);
    expect(await ownedAmong(mia.id, [prompt.id])).toEqual([prompt.id]);
    expect(await ownedAmong(ivy.id, [prompt.id])).toEqual([]);
  });

  it("a removed member and one who left lose it; someone who joins later gets it", async () => {
    const { prompt, olive, adam, mia, ivy, team } = await scene();
    await buyForTeam(olive, team.id, prompt);
    await removeMember(olive, team.id, mia.id);
    await leaveTeam(adam, team.id);
    expect(await Promise.all([mia, adam].map((user) => ownsPrompt(user.id, prompt.id)))).toEqual([false, false]);
    await acceptInvitation(ivy, (await inviteWithToken(olive, team.id, ivy.email)).token);
    expect(await sees(ivy, prompt.id)).toBe(true);
  });

  it("a member's own purchase stays theirs when they leave; deleting the team removes its library", async () => {
    const { vendor, prompt, olive, mia, team } = await scene();
    const own = await pricedPrompt(vendor.vendor, 7);
    await buy(mia, own);
    await buyForTeam(olive, team.id, prompt);
    expect(await teamsAmong(mia.id, [prompt.id, own.id])).toEqual(new Map([[prompt.id, { id: team.id, name: "Growth" }]]));
    await deleteTeam(olive, team.id);
    expect([await ownsPrompt(mia.id, own.id), await ownsPrompt(mia.id, prompt.id), await ownsPrompt(olive.id, prompt.id)]).toEqual([true, false, false]);
  });

  it("My Prompts lists team prompts with personal ones, newest first; only a personal purchase may be reviewed", async () => {
    const { vendor, prompt, olive, mia, team } = await scene();
    const own = await pricedPrompt(vendor.vendor, 7);
    await buy(mia, own);
    await buyForTeam(olive, team.id, prompt);
    const { items } = await listPurchasedPrompts(mia.id, parseCatalogueQuery(new URLSearchParams()));
    expect(items.map((card) => [card.id, card.content !== undefined])).toEqual([[prompt.id, true], [own.id, true]]);
    expect([await canReview(mia.id, own.id), await canReview(mia.id, prompt.id), await canReview(olive.id, prompt.id)]).toEqual([true, false, false]);
  });
});

describe("buying for a team", () => {
  it("charges the team price (5 × the price by default) as one sale the vendor sees as a team licence", async () => {
    const { vendor, prompt, adam, team } = await scene();
    await addToCart(adam, prompt.id);
    expect(await buyForChoices(adam.id, [{ promptId: prompt.id }])).toEqual([{ teamId: team.id, name: "Growth", totalCents: 6000 }]);
    const reference = await buyForTeam(adam, team.id);
    expect(await getPayment(reference)).toMatchObject({ amountCents: 6000, status: "completed" });
    const [sale] = (await listVendorOrders(vendor.vendor.id, { page: 1, limit: 10 })).items;
    expect(sale).toMatchObject({ licence: "team", amountCents: 6000, transaction: { grossCents: 6000 } });
    expect((await teamLibrary(adam.id, team.id)).map((item) => item.promptId)).toEqual([prompt.id]);
  });

  it("charges the vendor's own team price when one is set", async () => {
    const { vendor, olive, team } = await scene();
    const prompt = await pricedPrompt(vendor.vendor, 12);
    await db.update(prompts).set({ teamPriceCents: 3000 }).where(eq(prompts.id, prompt.id));
    const reference = await buyForTeam(olive, team.id, prompt);
    expect((await getPayment(reference))?.amountCents).toBe(3000);
  });

  it("only the owner and admins buy for it (403 for a member, 404 for outsiders), and never twice", async () => {
    const { prompt, olive, mia, sid, team } = await scene();
    for (const user of [mia, sid]) await addToCart(user, prompt.id);
    await expect(checkout(mia, { teamId: team.id })).rejects.toMatchObject({ status: 403 });
    await expect(checkout(sid, { teamId: team.id })).rejects.toMatchObject({ status: 404 });
    await expect(checkout(sid, { teamId: "no-such-team" })).rejects.toMatchObject({ status: 404 });
    await buyForTeam(olive, team.id, prompt);
    await addToCart(olive, prompt.id);
    await expect(checkout(olive, { teamId: team.id })).rejects.toMatchObject({ status: 409, message: expect.stringContaining("already owns") });
  });

  it("a refund of a team purchase revokes it for every member", async () => {
    const { prompt, olive, mia, team } = await scene();
    const reference = await buyForTeam(olive, team.id, prompt);
    await refundPayment(reference, "Bought by mistake");
    expect([await ownsPrompt(olive.id, prompt.id), await ownsPrompt(mia.id, prompt.id)]).toEqual([false, false]);
    expect(await teamLibrary(olive.id, team.id)).toEqual([]);
  });

  it("a payment that arrives after its team was deleted grants nothing and is flagged for a refund", async () => {
    const { prompt, olive, team } = await scene();
    await addToCart(olive, prompt.id);
    const { reference } = await checkout(olive, { teamId: team.id });
    await deleteTeam(olive, team.id);
    expect(await firstRow(db.select({ teamId: orders.teamId, licence: orders.licence }).from(orders).where(eq(orders.paymentReference, reference)).limit(1))).toEqual({ teamId: null, licence: "team" });
    expect(await fulfilPayment(reference)).toBe(true);
    expect((await firstRow(db.select({ flag: payments.flag }).from(payments).where(eq(payments.reference, reference)).limit(1)))?.flag).toMatch(/team was deleted/);
    expect(await ownsPrompt(olive.id, prompt.id)).toBe(false);
  });
});
