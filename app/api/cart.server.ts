import { addToCart, clearCart, getCart, removeFromCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { requireApiRole } from "./auth-context.server";
import { ok } from "./respond.server";
import { del, get, post, type ApiContext, type ApiRoute } from "./router.server";
import { apiCartItem } from "./serializers.server";

export const cartRoutes: ApiRoute[] = [
  get("cart/cart", show),
  post("cart/add/:promptId", add),
  del("cart/remove/:promptId", remove),
  del("cart/clear", clear),
  post("cart/checkout", pay),
];

/** Only buyers have a cart (SPEC section 6): vendors and admins get 403. */
const requireBuyer = (ctx: ApiContext) => requireApiRole(ctx, "buyer");

async function show(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { items, totalCents, dropped } = getCart(buyer.id);
  return ok({ data: { items: items.map(apiCartItem), total: totalCents / 100, dropped } });
}

/** Adding a prompt already in the cart is ignored (SPEC section 4), so it is not an error. */
async function add(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { added } = addToCart(buyer, ctx.params.promptId!);
  return ok({ message: added ? "Added to cart" : "Already in your cart" });
}

async function remove(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  removeFromCart(buyer.id, ctx.params.promptId!);
  return ok({ message: "Item removed from cart." });
}

async function clear(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  clearCart(buyer.id);
  return ok({ message: "Cart cleared." });
}

async function pay(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { authorizationUrl, reference } = await checkout(buyer);
  return ok({ message: "Redirecting to payment...", data: { authorizationUrl, reference } });
}
