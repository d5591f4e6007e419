import { addToCart } from "~/models/cart.server";
import { rescue } from "./errors.server";
import type { User } from "~/models/users.server";
import { getCookieSession, redirectWithSession, type AppSession, type Toast } from "~/utils/session.server";

/**
 * "Add to cart" by a visitor who is not signed in (decision 0230): the prompt and the page it was
 * on wait in the signed session cookie, and the visitor goes to sign in. No state changes on a GET,
 * no id in a URL that a link could forge: only this form post sets it, and only a sign-in uses it.
 */
export async function rememberCartAdd(request: Request, promptId: string, returnTo: string) {
  const session = await getCookieSession(request);
  session.set("pendingCart", { promptId, returnTo });
  return redirectWithSession(session, `/login?${new URLSearchParams({ redirectTo: returnTo })}`, {
    type: "info",
    message: "Log in or register to add this prompt to your cart.",
  });
}

/** Where the remembered "Add to cart" was pressed: registration goes back there too. */
export async function pendingCartReturnTo(request: Request): Promise<string | undefined> {
  return (await getCookieSession(request)).get("pendingCart")?.returnTo;
}

/**
 * At sign-in: puts the remembered prompt in the buyer's cart and forgets it. What cannot be added
 * (owned, no longer for sale, not a buyer's account) is dropped and said in the toast.
 */
export async function applyPendingCartAdd(session: AppSession, user: User): Promise<Toast | null> {
  const pending = session.get("pendingCart");
  if (!pending) return null;
  session.unset("pendingCart");
  if (user.role !== "buyer") return { type: "info", message: "Only buyer accounts have a cart: nothing was added." };
  return rescue<Toast, Toast>(
    async () => {
      const { added, title } = await addToCart(user, pending.promptId);
      return { type: "success", message: added ? `"${title}" added to your cart.` : `"${title}" is already in your cart.` };
    },
    (error) => ({ type: "error", message: `Not added to your cart: ${error.message}` }),
  );
}
