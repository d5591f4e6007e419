import { addToCart, clearCart, getCart, removeFromCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { onRequestOrigin } from "~/utils/public-url.server";
import { BuyForSchema } from "~/schemas/cart";
import { requireApiRole } from "./auth-context.server";
import { isJsonRequest, readJson } from "./body.server";
import { validateJson } from "./validate.server";
import { ok } from "./respond.server";
import { examplePromptCard, pick } from "./examples.server";
import { del, get, post, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiCartItem } from "./serializers.server";

const tag = "Cart";
const buyer = ["buyer"] as const;

export const cartRoutes: DocumentedRoute[] = [
  get("cart/cart", show, {
    tag, summary: "The buyer's cart", auth: buyer,
    description: "`dropped` names the prompts taken out since the last look (no longer for sale, or bought already).",
    example: {
      success: true,
      data: { items: [{ prompt: pick(examplePromptCard, "_id", "title", "description", "featuredImage"), price: 12.5 }], total: 12.5, dropped: [] },
    },
  }),
  post("cart/add/:promptId", add, { tag, summary: "Add a prompt (once)", auth: buyer, errors: [409], example: { success: true, message: "Added to cart" } }),
  del("cart/remove/:promptId", remove, { tag, summary: "Take a prompt out", auth: buyer, example: { success: true, message: "Item removed from cart." } }),
  del("cart/clear", clear, { tag, summary: "Empty the cart", auth: buyer, example: { success: true, message: "Cart cleared." } }),
  post("cart/checkout", pay, {
    tag, summary: "Start paying for the cart", auth: buyer, errors: [400, 403, 404, 409, 422], body: BuyForSchema,
    description:
      "Send the buyer to `authorizationUrl`; the purchase completes when the payment provider confirms it. " +
      "With `teamId` (a team the buyer owns or administers) the cart is bought as team licences at each prompt's team price; 409 when the team owns one of them already.",
    example: { success: true, message: "Redirecting to payment...", data: { authorizationUrl: "https://promptory.example/pay/PRM-8H2K4J6L", reference: "PRM-8H2K4J6L" } },
  }),
];

/** Only buyers have a cart (SPEC section 6): vendors and admins get 403. */
const requireBuyer = (ctx: ApiContext) => requireApiRole(ctx, "buyer");

async function show(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { items, totalCents, dropped } = await getCart(buyer.id);
  return ok({ data: { items: items.map(apiCartItem), total: totalCents / 100, dropped } });
}

/** Adding a prompt already in the cart is ignored (SPEC section 4), so it is not an error. */
async function add(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { added } = await addToCart(buyer, ctx.params.promptId!);
  return ok({ message: added ? "Added to cart" : "Already in your cart" });
}

async function remove(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  await removeFromCart(buyer.id, ctx.params.promptId!);
  return ok({ message: "Item removed from cart." });
}

async function clear(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  await clearCart(buyer.id);
  return ok({ message: "Cart cleared." });
}

/** No body (or another content type) is the buyer's own checkout, as before teams. */
async function readBuyFor(request: Request) {
  return isJsonRequest(request) ? validateJson(BuyForSchema, await readJson(request)) : {};
}

async function pay(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { authorizationUrl, reference } = await checkout(buyer, await readBuyFor(ctx.request));
  // The local gateway's page is a path on this app: whole, on the host the client called.
  return ok({ message: "Redirecting to payment...", data: { authorizationUrl: onRequestOrigin(authorizationUrl, ctx.request), reference } });
}
