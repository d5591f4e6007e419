import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { orders, prompts, purchases, teamMembers, transactions } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { listPurchasedPrompts } from "~/models/catalogue.server";
import { checkout, markUnpaid } from "~/models/checkout.server";
import { createCollection } from "~/models/collections.server";
import { vendorBalance } from "~/models/ledger.server";
import { listNotifications } from "~/models/notifications.server";
import { listVendorOrders } from "~/models/orders.server";
import { boughtPersonally, ownedAmong, ownsPrompt, teamsAmong } from "~/models/ownership.server";
import { getPromptForViewer } from "~/models/prompt-access.server";
import { refundPayment } from "~/models/refunds.server";
import { canReview, getOwnReview, upsertReview } from "~/models/reviews.server";
import { payLocalCharge, TEST_CARD } from "~/models/payments/local-gateway.server";
import { fulfilPayment, getPayment, paymentReceipt, settle } from "~/models/settlement.server";
import { buyerStats } from "~/models/stats.server";
import { buyForChoices, teamLibrary } from "~/models/team-library.server";
import { acceptInvitation, deleteTeam, leaveTeam, removeMember, teamDeletionPreview } from "~/models/teams.server";
import type { User } from "~/models/users.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { buy, buyForTeam, deliverToApp, inviteWithToken, makeBuyer, makeTeam, makeVendor, pricedPrompt, recordPurchase } from "../factories";

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

  it("a member's own purchase stays theirs when they leave; deleting the team takes its library from the others, not from whoever paid", async () => {
    const { vendor, prompt, olive, mia, team } = await scene();
    const own = await pricedPrompt(vendor.vendor, 7);
    await buy(mia, own);
    await buyForTeam(olive, team.id, prompt);
    expect(await teamsAmong(mia.id, [prompt.id, own.id])).toEqual(new Map([[prompt.id, { id: team.id, name: "Growth" }]]));
    await deleteTeam(olive, team.id);
    expect([await ownsPrompt(mia.id, own.id), await ownsPrompt(mia.id, prompt.id), await ownsPrompt(olive.id, prompt.id)]).toEqual([true, false, true]);
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

  it("a payment that arrives after its team was deleted becomes its payer's own purchase, as the team's licences did (decision 0354)", async () => {
    const { prompt, olive, team } = await scene();
    await addToCart(olive, prompt.id);
    const { reference } = await checkout(olive, { teamId: team.id });
    await deleteTeam(olive, team.id);
    expect(await firstRow(db.select({ teamId: orders.teamId, licence: orders.licence }).from(orders).where(eq(orders.paymentReference, reference)).limit(1))).toEqual({ teamId: null, licence: "team" });
    expect(await fulfilPayment(reference)).toBe(true);
    expect(await getPayment(reference)).toMatchObject({ status: "completed", flag: null });
    expect(await boughtPersonally(olive.id, prompt.id)).toBe(true);
    expect((await listNotifications(olive.id))[0]).toMatchObject({ title: "Bought as your own purchase", message: expect.stringContaining("the team it was for was deleted") });
  });
});

describe("a team checkout whose buyer may no longer buy for the team when it is paid (issue 41 point 5, decision 0354)", () => {
  async function startedThenRemoved() {
    const cast = await scene();
    await addToCart(cast.adam, cast.prompt.id);
    const { reference } = await checkout(cast.adam, { teamId: cast.team.id });
    await removeMember(cast.olive, cast.team.id, cast.adam.id);
    return { ...cast, reference };
  }
  const pay = async (reference: string) => {
    await payLocalCharge(reference, TEST_CARD, { deliver: deliverToApp });
    return await settle(reference);
  };

  it("an admin removed before paying: the team gets nothing, the payment is the admin's own purchase, and they are told", async () => {
    const { prompt, olive, adam, mia, team, reference } = await startedThenRemoved();
    expect(await pay(reference)).toBe("completed");
    expect(await getPayment(reference)).toMatchObject({ status: "completed", flag: null });
    expect(await teamLibrary(olive.id, team.id)).toEqual([]);
    expect([await ownsPrompt(mia.id, prompt.id), await ownsPrompt(olive.id, prompt.id)]).toEqual([false, false]);
    expect(await boughtPersonally(adam.id, prompt.id)).toBe(true);
    expect((await listNotifications(adam.id))[0]).toMatchObject({
      title: "Bought as your own purchase",
      message: expect.stringContaining("you can no longer buy for the team “Growth”"),
    });
    expect(await paymentReceipt(reference, adam.id)).toMatchObject({ items: [{ promptId: prompt.id, grantedTo: "you", team: { id: team.id, name: "Growth" } }] });
  });

  it("an admin lowered to member before paying is treated the same", async () => {
    const cast = await scene();
    await addToCart(cast.adam, cast.prompt.id);
    const { reference } = await checkout(cast.adam, { teamId: cast.team.id });
    await db.update(teamMembers).set({ role: "member" }).where(and(eq(teamMembers.teamId, cast.team.id), eq(teamMembers.userId, cast.adam.id)));
    expect(await pay(reference)).toBe("completed");
    expect(await teamLibrary(cast.olive.id, cast.team.id)).toEqual([]);
    expect(await boughtPersonally(cast.adam.id, cast.prompt.id)).toBe(true);
  });

  it("one who already owns a copy of their own: the payment is flagged for a refund, and they are told that instead", async () => {
    const { prompt, adam, reference } = await startedThenRemoved();
    await recordPurchase(adam.id, prompt);
    await pay(reference);
    expect((await getPayment(reference))?.flag).toMatch(/^Refund due: .*no longer buy for the team .*already owns/);
    expect((await listNotifications(adam.id))[0]).toMatchObject({ title: "Payment to be refunded" });
    expect(await paymentReceipt(reference, adam.id)).toMatchObject({ refundDue: true, items: [{ promptId: prompt.id, grantedTo: null }] });
  });

  it("a late payment (after the checkout was cancelled) follows the same rule", async () => {
    const { prompt, adam, reference } = await startedThenRemoved();
    // Called off here while the provider still took the money (a second tab, a slow webhook).
    await markUnpaid(reference, "cancelled");
    expect(await pay(reference)).toBe("completed");
    expect(await boughtPersonally(adam.id, prompt.id)).toBe(true);
  });

  it("a team purchase by someone who still may buy for the team goes to the team, and its receipt says so", async () => {
    const { prompt, olive, mia, team } = await scene();
    const reference = await buyForTeam(olive, team.id, prompt);
    expect(await ownsPrompt(mia.id, prompt.id)).toBe(true);
    expect(await boughtPersonally(olive.id, prompt.id)).toBe(false);
    expect(await paymentReceipt(reference, olive.id)).toMatchObject({ refundDue: false, items: [{ grantedTo: "team", team: { id: team.id, name: "Growth" } }] });
    expect((await listNotifications(olive.id)).find((n) => n.title === "Payment successful")?.message).toContain("the library of your team “Growth”");
  });
});

describe("deleting a team passes its licences to whoever paid for them (issue 41 point 1, decision 0353)", () => {
  const orderOf = async (reference: string) => (await firstRow(db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1)))!;

  it("each licence becomes a personal purchase of its payer, in My Prompts, on the same order: sale, ledger and payment untouched", async () => {
    const { vendor, prompt, olive, adam, mia, team } = await scene();
    const second = await pricedPrompt(vendor.vendor, 5);
    const byOlive = await buyForTeam(olive, team.id, prompt);
    const byAdam = await buyForTeam(adam, team.id, second);
    const balance = await vendorBalance(vendor.vendor.id);
    const sales = await db.select().from(transactions).where(eq(transactions.vendorId, vendor.vendor.id));

    const deleted = await deleteTeam(olive, team.id);

    expect(deleted.passed.map(({ promptId, payerId }) => [promptId, payerId]).sort()).toEqual([[prompt.id, olive.id], [second.id, adam.id]].sort());
    expect([await boughtPersonally(olive.id, prompt.id), await boughtPersonally(adam.id, second.id)]).toEqual([true, true]);
    expect([await ownsPrompt(olive.id, second.id), await ownsPrompt(adam.id, prompt.id), await ownsPrompt(mia.id, prompt.id), await ownsPrompt(mia.id, second.id)]).toEqual([false, false, false, false]);
    const { items } = await listPurchasedPrompts(olive.id, parseCatalogueQuery(new URLSearchParams()));
    expect(items.map((card) => card.id)).toEqual([prompt.id]);
    expect(await teamsAmong(olive.id, [prompt.id])).toEqual(new Map());
    // The purchase rides on the team order: what was sold stays a team licence, paid and completed.
    const order = await orderOf(byOlive);
    expect(order).toMatchObject({ licence: "team", teamId: null, paymentStatus: "completed", buyerId: olive.id });
    expect(await firstRow(db.select().from(purchases).where(eq(purchases.orderId, order.id)).limit(1))).toMatchObject({ userId: olive.id, promptId: prompt.id });
    expect(await getPayment(byAdam)).toMatchObject({ status: "completed", flag: null });
    expect(await vendorBalance(vendor.vendor.id)).toEqual(balance);
    expect(await db.select().from(transactions).where(eq(transactions.vendorId, vendor.vendor.id))).toEqual(sales);
    expect((await listNotifications(adam.id))[0]).toMatchObject({ title: "Team deleted", message: expect.stringContaining(second.title) });
  });

  it("the payer may review it then, and a refund afterwards takes it back with the review", async () => {
    const { prompt, olive, team } = await scene();
    const reference = await buyForTeam(olive, team.id, prompt);
    await deleteTeam(olive, team.id);
    expect(await canReview(olive.id, prompt.id)).toBe(true);
    await upsertReview(olive, prompt.id, { rating: 5, text: "Worth every cent of the team price." });
    await refundPayment(reference, "Asked for");
    expect(await ownsPrompt(olive.id, prompt.id)).toBe(false);
    expect(await getOwnReview(olive.id, prompt.id)).toBeUndefined();
  });

  it("a payer who has left the team still gets it; a payer who already bought a copy of their own keeps that one", async () => {
    const { vendor, prompt, olive, adam, mia, team } = await scene();
    const second = await pricedPrompt(vendor.vendor, 5);
    await buyForTeam(adam, team.id, prompt);
    await buyForTeam(olive, team.id, second);
    const own = await buy(olive, second);
    await leaveTeam(adam, team.id);
    await deleteTeam(olive, team.id);
    expect([await boughtPersonally(adam.id, prompt.id), await ownsPrompt(mia.id, prompt.id)]).toEqual([true, false]);
    const [kept] = await db.select().from(purchases).where(and(eq(purchases.userId, olive.id), eq(purchases.promptId, second.id)));
    expect(kept?.orderId).toBe((await orderOf(own)).id);
  });

  it("the confirmation names what goes and where each licence goes, before anything is deleted", async () => {
    const { prompt, olive, adam, mia, team } = await scene();
    await buyForTeam(adam, team.id, prompt);
    await createCollection(olive, { name: "Launch kit", teamId: team.id });
    const preview = await teamDeletionPreview(olive, team.id);
    expect(preview).toMatchObject({
      name: "Growth",
      others: ["Adam Admin", "Mia Member"],
      invitations: 1,
      collections: [{ name: "Launch kit", itemCount: 0 }],
      licences: [{ promptId: prompt.id, title: prompt.title, payerId: adam.id, payerName: "Adam Admin", payerOwnsCopy: false }],
    });
    await expect(teamDeletionPreview(adam, team.id)).rejects.toThrowAppError(403);
    await expect(teamDeletionPreview(mia, "no-such-team")).rejects.toThrowAppError(404);
    expect(await ownsPrompt(mia.id, prompt.id)).toBe(true);
  });

  it("the last member leaving deletes the team as Delete team does: what they paid for becomes their own, nothing is lost", async () => {
    const { vendor } = await scene();
    const solo = await makeBuyer("Sol Solo");
    const team = await makeTeam(solo, [], "Alone");
    const prompt = await pricedPrompt(vendor.vendor, 20);
    await buyForTeam(solo, team.id, prompt);
    expect(await leaveTeam(solo, team.id)).toEqual({ deleted: true });
    expect(await ownsPrompt(solo.id, prompt.id)).toBe(true);
  });
});

describe("the buyer's home stats tell team licences apart (issue 41 point 10)", () => {
  it("counts purchases for themselves and team licences separately, and says how much of the spending was for teams", async () => {
    const { vendor, olive, team } = await scene();
    const [own, second, forTeam] = [await pricedPrompt(vendor.vendor, 25.99), await pricedPrompt(vendor.vendor, 25.94), await pricedPrompt(vendor.vendor, 19.99)];
    await buy(olive, own, second);
    await buyForTeam(olive, team.id, forTeam);
    expect(await buyerStats(olive.id)).toEqual({ totalPurchases: 2, teamLicences: 1, totalReviews: 0, totalSpentCents: 15188, teamSpentCents: 9995 });
    // A deleted team's licence passed to its payer counts as their own purchase from then on.
    await deleteTeam(olive, team.id);
    expect(await buyerStats(olive.id)).toMatchObject({ totalPurchases: 3, teamLicences: 0, totalSpentCents: 15188, teamSpentCents: 9995 });
  });
});
