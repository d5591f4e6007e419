import { beforeAll, describe, expect, test } from "vitest";
import { env } from "~/env.server";
import { addToCart } from "~/models/cart.server";
import type { Prompt } from "~/models/prompts.server";
import type { User } from "~/models/users.server";
import { action as apiAction } from "~/routes/api.v1.$";
import { action as payAction, loader as payLoader } from "~/routes/pay.$reference";
import { action as cartAction } from "~/routes/store.cart";
import { cookieFor, makeBuyer, makeVendor, pricedPrompt, tokenFor } from "../factories";

/**
 * Issue 23, point 1: a buyer browsing on another host than APP_URL's (127.0.0.1 beside the
 * default localhost, a LAN address) stays on it through checkout and the local gateway: their
 * session cookie exists only there.
 */
const OTHER_HOST = "http://127.0.0.1:4321";

let prompt: Prompt;
beforeAll(async () => {
  const { vendor } = await makeVendor();
  prompt = await pricedPrompt(vendor, 9);
});

async function buyerWithCart(): Promise<{ buyer: User; cookie: string }> {
  const buyer = await makeBuyer();
  await addToCart(buyer, prompt.id);
  return { buyer, cookie: await cookieFor(buyer) };
}

const post = (path: string, cookie: string, form: Record<string, string>) =>
  new Request(`${OTHER_HOST}${path}`, { method: "POST", body: new URLSearchParams(form), headers: { Cookie: cookie } });
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

async function checkoutFromOtherHost(cookie: string): Promise<string> {
  const answer = (await cartAction(args(post("/store/cart", cookie, { intent: "checkout" })))) as Response;
  expect(answer).toHaveRedirect(/^\/pay\/PRM-[\w-]+$/);
  return answer.headers.get("Location")!.slice("/pay/".length);
}

describe("checkout with the local gateway stays on the buyer's host", () => {
  test("the checkout form redirects to the gateway page by path, not to APP_URL", async () => {
    const { cookie } = await buyerWithCart();
    await checkoutFromOtherHost(cookie);
  });

  test("with JavaScript the reply's checkoutUrl is the same path", async () => {
    const { cookie } = await buyerWithCart();
    const reply = await cartAction(args(post("/store/cart", cookie, { intent: "checkout", js: "1" })));
    expect((reply as unknown as { data: { checkoutUrl: string } }).data.checkoutUrl).toMatch(/^\/pay\/PRM-[\w-]+$/);
  });

  // "Pay now" ends in the same redirect, after a webhook sent over HTTP (tests/e2e/checkout-host.spec.ts).
  test("the gateway page sends the buyer back to the callback by path", async () => {
    const { cookie } = await buyerWithCart();
    const reference = await checkoutFromOtherHost(cookie);
    const page = await payLoader(args(new Request(`${OTHER_HOST}/pay/${reference}`, { headers: { Cookie: cookie } }), { reference }));
    expect(page.callbackUrl).toBe(`/payment/callback?reference=${reference}`);
    const answer = (await payAction(args(post(`/pay/${reference}`, cookie, { intent: "cancel" }), { reference }))) as Response;
    expect(answer).toHaveRedirect(`/payment/callback?reference=${reference}`);
  });

  test("the JSON API answers a whole URL on the host it was called on (APP_URL's origin when that host)", async () => {
    for (const [base, origin] of [[OTHER_HOST, OTHER_HOST], [env().APP_URL, new URL(env().APP_URL).origin]] as const) {
      const { buyer } = await buyerWithCart();
      const request = new Request(`${base}/api/v1/cart/checkout`, { method: "POST", headers: { Authorization: `Bearer ${await tokenFor(buyer)}` } });
      const body = await (await apiAction(args(request, { "*": "cart/checkout" }))).json();
      expect(body.data.authorizationUrl).toBe(`${origin}/pay/${body.data.reference}`);
    }
  });
});
