import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CheckoutButton } from "~/components/cart/checkout-button";
import { TrashIcon } from "~/components/icons";
import { addToCart, clearCart, getCart, removeFromCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { buyForChoices } from "~/models/team-library.server";
import { CartActionSchema } from "~/schemas/cart";
import { getUser, requireRole } from "~/pages/auth.server";
import { formatUsd } from "~/utils/format";
import { imageUrl } from "~/utils/image-variants";
import { rememberCartAdd } from "~/pages/pending-cart.server";
import { safeRedirect } from "~/utils/roles";
import { rescue } from "~/pages/errors.server";
import { redirectWithToast, type Toast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Cart | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const cart = await getCart(user.id);
  return {
    items: cart.items.map((item) => ({ ...item, image: imageUrl(item.featuredImage) })),
    totalCents: cart.totalCents,
    dropped: cart.dropped,
    buyFor: await buyForChoices(user.id, cart.items),
  };
}

type Outcome = { toast: Toast; to?: string };

/** Runs one cart action; AppErrors (not for sale, owned, empty cart…) become messages. */
async function runIntent(user: Awaited<ReturnType<typeof requireRole>>, form: FormData): Promise<Outcome | { checkoutUrl: string }> {
  const parsed = CartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { toast: { type: "error", message: "Unknown cart action." } };
  const action = parsed.data;
  const back = "redirectTo" in action ? safeRedirect(action.redirectTo, "/store/cart") : "/store/cart";
  return rescue<Outcome | { checkoutUrl: string }, Outcome>(
    async () => {
      switch (action.intent) {
        case "add": {
          const { added, title } = await addToCart(user, action.promptId);
          return { to: back, toast: { type: "success", message: added ? `"${title}" added to cart.` : "Already in your cart." } };
        }
        case "remove":
          await removeFromCart(user.id, action.promptId);
          return { to: back, toast: { type: "success", message: "Item removed from cart." } };
        case "clear":
          await clearCart(user.id);
          return { toast: { type: "success", message: "Cart cleared." } };
        case "checkout":
          return { checkoutUrl: (await checkout(user, { teamId: action.teamId })).authorizationUrl };
      }
    },
    (error) => ({ to: back, toast: { type: "error", message: error.message } }),
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (!(await getUser(request))) return anonymousAction(request, form);
  const user = await requireRole(request, "buyer");
  const fromScript = form.get("js") === "1";
  const outcome = await runIntent(user, form);
  if ("checkoutUrl" in outcome) {
    // With JavaScript the page says "Redirecting to payment..." and goes there itself.
    return fromScript ? data({ ok: true, message: "Redirecting to payment...", checkoutUrl: outcome.checkoutUrl }) : redirect(outcome.checkoutUrl);
  }
  if (fromScript) {
    return data({ ok: outcome.toast.type !== "error", message: outcome.toast.message }, { status: outcome.toast.type === "error" ? 400 : 200 });
  }
  return redirectWithToast(request, outcome.to ?? "/store/cart", outcome.toast);
}

/** Signed out: "Add to cart" is remembered until they sign in (decision 0230); anything else asks them to sign in. */
async function anonymousAction(request: Request, form: FormData) {
  const parsed = CartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || parsed.data.intent !== "add") throw redirect(`/login?${new URLSearchParams({ redirectTo: "/store/cart" })}`);
  return rememberCartAdd(request, parsed.data.promptId, safeRedirect(parsed.data.redirectTo, "/prompts"));
}

export default function CartPage() {
  const { items, totalCents, dropped, buyFor } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/home/prompts" className="text-sm font-medium text-brand-700 underline">
        ← Back to prompts
      </Link>
      <h1 className="text-2xl font-bold">Your cart</h1>
      {dropped.length ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Removed from your cart because {dropped.length === 1 ? "it is" : "they are"} no longer for sale or already yours:{" "}
          {dropped.join(", ")}.
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="card text-center text-gray-700">Your cart is empty.</p>
      ) : (
        <>
          <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
            {items.map((item) => (
              <li key={item.promptId} className="flex gap-4 p-4">
                <div className="h-20 w-28 shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-brand-200 to-sky-100">
                  {item.image ? <img src={item.image} alt="" width={112} height={80} className="h-full w-full object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">
                    <Link to={`/home/prompt/${item.promptId}`} className="hover:underline">
                      {item.title}
                    </Link>
                  </h2>
                  <p className="line-clamp-2 text-sm text-gray-700">{item.description}</p>
                  <p className="text-xs text-gray-600">{item.storeName}</p>
                </div>
                <div className="flex flex-col items-end justify-between gap-2">
                  <span className="font-bold">{formatUsd(item.priceCents)}</span>
                  <Form method="post">
                    <input type="hidden" name="promptId" value={item.promptId} />
                    <button type="submit" name="intent" value="remove" className="rounded p-2 text-gray-600 hover:bg-red-50 hover:text-red-700" aria-label={`Remove ${item.title} from cart`}>
                      <TrashIcon />
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <div className="card flex flex-wrap items-center justify-between gap-4">
            <p className="text-lg">
              Total <span className="font-bold">{formatUsd(totalCents)}</span>
            </p>
            <div className="flex gap-3">
              <Form method="post">
                <button type="submit" name="intent" value="clear" className="btn-secondary">
                  Clear cart
                </button>
              </Form>
              <CheckoutButton buyFor={buyFor} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
