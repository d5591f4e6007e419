import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { payments } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { getPayment } from "~/models/settlement.server";
import type { User } from "~/models/users.server";
import { action, loader } from "~/routes/store.cart";
import { readToast } from "~/utils/session.server";
import { cookieFor, makeBuyer, makeTeam, makeVendor, pricedPrompt } from "../factories";

/**
 * Issue 41 point 3: "Buy for" a team on the cart page. The total the page shows for the choice is
 * the total checkout charges, and checkout charges nothing but the total the page showed.
 */

const PERSONAL = 1999;
const TEAM = 5 * PERSONAL; // the default team price

/** Olive owns a team and has a $19.99 prompt in her cart. */
async function scene() {
  const { vendor } = await makeVendor();
  const prompt = await pricedPrompt(vendor, PERSONAL / 100);
  const olive = await makeBuyer("Olive Owner");
  const team = await makeTeam(olive, [], "Growth");
  await addToCart(olive, prompt.id);
  return { olive, team, prompt, cookie: await cookieFor(olive) };
}

const args = (request: Request) => ({ request, params: {}, context: {} });
const cartPage = async (cookie: string, query = "") => await loader(args(new Request(`http://localhost/store/cart${query}`, { headers: { Cookie: cookie } })));
const post = async (cookie: string, form: Record<string, string>) =>
  (await action(args(new Request("http://localhost/store/cart", { method: "POST", body: new URLSearchParams(form), headers: { Cookie: cookie } })))) as Response;
const paymentsOf = async (buyer: User) => await db.select().from(payments).where(eq(payments.buyerId, buyer.id));
const toastOf = async (response: Response) =>
  (await readToast(new Request("http://localhost/", { headers: { Cookie: response.headers.getSetCookie()[0]!.split(";")[0]! } }))).toast;

describe("the cart page priced for a “Buy for” choice", () => {
  it("is priced for the buyer by default and for the team with ?teamId, each line and the total; the team's total is what checkout charges", async () => {
    const { olive, team, cookie } = await scene();
    const mine = await cartPage(cookie);
    expect(mine).toMatchObject({ teamId: "", totalCents: PERSONAL, teamTotalCents: TEAM, teams: [{ teamId: team.id, name: "Growth" }] });
    const forTeam = await cartPage(cookie, `?teamId=${team.id}`);
    expect(forTeam).toMatchObject({ teamId: team.id, teamTotalCents: TEAM });
    expect(forTeam.items.map((item) => item.teamPriceCents)).toEqual([TEAM]);

    const answer = await post(cookie, { intent: "checkout", teamId: team.id, totalCents: String(forTeam.teamTotalCents) });
    expect(answer).toHaveRedirect(/^\/pay\/PRM-[\w-]+$/);
    const reference = answer.headers.get("Location")!.slice("/pay/".length);
    expect(await getPayment(reference)).toMatchObject({ amountCents: forTeam.teamTotalCents, buyerId: olive.id });
  });

  it("ignores a team the buyer may not buy for: the page stays priced for them", async () => {
    const { cookie } = await scene();
    const stranger = await makeBuyer();
    const theirs = await makeTeam(stranger);
    expect(await cartPage(cookie, `?teamId=${theirs.id}`)).toMatchObject({ teamId: "", totalCents: PERSONAL });
  });

  it("“Update total” (without JavaScript) comes back to the cart priced for the choice", async () => {
    const { team, cookie } = await scene();
    expect(await post(cookie, { intent: "buy-for", teamId: team.id })).toHaveRedirect(`/store/cart?teamId=${team.id}`);
    expect(await post(cookie, { intent: "buy-for", teamId: "" })).toHaveRedirect("/store/cart");
  });

  it("a checkout for the team from a page that showed the personal total is not charged: the cart comes back priced for the team, saying why", async () => {
    const { olive, team, cookie } = await scene();
    const answer = await post(cookie, { intent: "checkout", teamId: team.id, totalCents: String(PERSONAL) });
    expect(answer).toHaveRedirect(`/store/cart?teamId=${team.id}`);
    expect(await toastOf(answer)).toMatchObject({ type: "error", message: "The total is $99.95, not the $19.99 shown. Check it and press Checkout again." });
    expect(await paymentsOf(olive)).toEqual([]);
  });

  it("with JavaScript the same refusal is the reply, and nothing is charged", async () => {
    const { olive, team, cookie } = await scene();
    const reply = (await post(cookie, { intent: "checkout", teamId: team.id, totalCents: String(PERSONAL), js: "1" })) as unknown as { data: { ok: boolean; message: string } };
    expect(reply.data).toEqual({ ok: false, message: "The total is $99.95, not the $19.99 shown. Check it and press Checkout again." });
    expect(await paymentsOf(olive)).toEqual([]);
  });
});

describe("checkout charges only the total shown", () => {
  it("refuses (409) a shown total that is not the one it would charge, for the buyer or a team, and records nothing", async () => {
    const { olive, team } = await scene();
    await expect(checkout(olive, { shownTotalCents: TEAM })).rejects.toThrowAppError(409, "The total is $19.99, not the $99.95 shown. Check it and press Checkout again.");
    await expect(checkout(olive, { teamId: team.id, shownTotalCents: PERSONAL })).rejects.toThrowAppError(409, /^The total is \$99\.95/);
    expect(await paymentsOf(olive)).toEqual([]);
  });

  it("charges the total shown; without one (the JSON API) it charges today's total as before", async () => {
    const { olive, team } = await scene();
    const { reference } = await checkout(olive, { teamId: team.id, shownTotalCents: TEAM });
    expect(await getPayment(reference)).toMatchObject({ amountCents: TEAM });
    const second = await makeBuyer();
    await addToCart(second, (await scene()).prompt.id);
    expect(await getPayment((await checkout(second)).reference)).toMatchObject({ amountCents: PERSONAL });
  });
});
