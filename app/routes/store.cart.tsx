import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { CheckoutForm } from "~/components/cart/checkout-form";
import { TrashIcon } from "~/components/icons";
import { addToCart, clearCart, getCart, removeFromCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { teamsToBuyFor } from "~/models/team-library.server";
import { CartActionSchema } from "~/schemas/cart";
import { getUser, requireRole } from "~/pages/auth.server";
import { formatUsd } from "~/utils/format";
import { imageUrl } from "~/utils/image-variants";
import { rememberCartAdd } from "~/pages/pending-cart.server";
import { safeRedirect } from "~/utils/roles";
import { rescue } from "~/pages/errors.server";
import { redirectWithToast, type Toast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Cart | Promptory" }];

const CART = "/store/cart";

/** The cart priced for a "Buy for" choice: `?teamId=` (what "Update total" leads to without JavaScript). */
const cartFor = (teamId: string | undefined) => (teamId ? `${CART}?${new URLSearchParams({ teamId })}` : CART);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const cart = await getCart(user.id);
  const teams = cart.items.length ? (await teamsToBuyFor(user.id)).map(({ id, name }) => ({ teamId: id, name })) : [];
  const asked = new URL(request.url).searchParams.get("teamId");
  return {
    items: cart.items.map((item) => ({ ...item, image: imageUrl(item.featuredImage) })),
    totalCents: cart.totalCents,
    teamTotalCents: cart.teamTotalCents,
    dropped: cart.dropped,
    teams,
    /** The choice the page is priced for: a team the buyer may buy for, or "" (themselves). */
    teamId: teams.find((team) => team.teamId === asked)?.teamId ?? "",
  };
}

type Outcome = { toast?: Toast; to?: string };

/** Runs one cart action; AppErrors (not for sale, owned, empty cart…) become messages. */
async function runIntent(user: Awaited<ReturnType<typeof requireRole>>, form: FormData): Promise<Outcome | { checkoutUrl: string }> {
  const parsed = CartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { toast: { type: "error", message: "Unknown cart action." } };
  const action = parsed.data;
  const back = "redirectTo" in action ? safeRedirect(action.redirectTo, CART) : "teamId" in action ? cartFor(action.teamId) : CART;
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
          return { checkoutUrl: (await checkout(user, { teamId: action.teamId, shownTotalCents: action.totalCents })).authorizationUrl };
        case "buy-for":
          return { to: back };
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
  const { toast, to = CART } = outcome;
  if (!toast) return redirect(to);
  if (fromScript) return data({ ok: toast.type !== "error", message: toast.message }, { status: toast.type === "error" ? 400 : 200 });
  return redirectWithToast(request, to, toast);
}

/** Signed out: "Add to cart" is remembered until they sign in (decision 0230); anything else asks them to sign in. */
async function anonymousAction(request: Request, form: FormData) {
  const parsed = CartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || parsed.data.intent !== "add") throw redirect(`/login?${new URLSearchParams({ redirectTo: CART })}`);
  return rememberCartAdd(request, parsed.data.promptId, safeRedirect(parsed.data.redirectTo, "/prompts"));
}

export default function CartPage() {
  const cart = useLoaderData<typeof loader>();
  // A new "Buy for" from the server (the page without JavaScript) starts the choice again.
  return <Cart key={cart.teamId} {...cart} />;
}

function Cart({ items, totalCents, teamTotalCents, dropped, teams, teamId: pricedFor }: ReturnType<typeof useLoaderData<typeof loader>>) {
  // With JavaScript "Buy for" reprices the page at once; every price shown is the one checkout charges.
  const [chosen, choose] = useState(pricedFor);
  const teamId = teams.some((team) => team.teamId === chosen) ? chosen : "";
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
                  <span className="text-right">
                    <span className="font-bold">{formatUsd(teamId ? item.teamPriceCents : item.priceCents)}</span>
                    {teamId ? <span className="block text-xs text-gray-600">team licence</span> : null}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="promptId" value={item.promptId} />
                    <input type="hidden" name="redirectTo" value={cartFor(teamId)} />
                    <button type="submit" name="intent" value="remove" className="rounded p-2 text-gray-600 hover:bg-red-50 hover:text-red-700" aria-label={`Remove ${item.title} from cart`}>
                      <TrashIcon />
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <Form method="post" className="flex justify-end">
            <button type="submit" name="intent" value="clear" className="btn-secondary">
              Clear cart
            </button>
          </Form>
          <CheckoutForm teams={teams} teamId={teamId} totalCents={teamId ? teamTotalCents : totalCents} teamTotalCents={teamTotalCents} onChoose={choose} />
        </>
      )}
    </div>
  );
}
