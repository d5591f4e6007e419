import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Spinner } from "~/components/spinner";
import { localChargeForBuyer } from "~/models/payment-outcome.server";
import { paymentGateway } from "~/models/payments/gateway.server";
import { cancelLocalCharge, payLocalCharge, TEST_CARD } from "~/models/payments/local-gateway.server";
import { requireUser } from "~/pages/auth.server";
import { formatUsd } from "~/utils/format";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Pay | Promptory test gateway" }, { name: "robots", content: "noindex" }];

/**
 * The local gateway plays the provider's hosted page; with Paystack this page does not exist.
 * Only the buyer who checked out may see, pay or cancel it (docs/decisions/0189): signed out
 * goes to the login page and back here, anyone else gets the same 404 as an unknown reference.
 */
async function localCharge(request: Request, reference: string) {
  if (paymentGateway().name !== "local") throw new Response("Not found", { status: 404 });
  const user = await requireUser(request);
  const found = await localChargeForBuyer(reference, user.id);
  if (!found) throw new Response("Not found", { status: 404 });
  return found;
}

/** A path: this page is on the buyer's own host, and the callback must be too (their session cookie is there). */
const callbackUrl = (reference: string) => `/payment/callback?reference=${encodeURIComponent(reference)}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { charge, items } = await localCharge(request, params.reference!);
  return {
    reference: charge.reference,
    amountCents: charge.amountCents,
    email: charge.email,
    open: charge.status === "pending",
    items,
    callbackUrl: callbackUrl(charge.reference),
    testCard: TEST_CARD,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { charge } = await localCharge(request, params.reference!);
  const form = await request.formData();
  if (form.get("intent") === "cancel") {
    await cancelLocalCharge(charge.reference);
  } else {
    const card = String(form.get("card") ?? "");
    if (card.replace(/\D/g, "").length < 12) {
      return data({ error: "Enter a card number." }, { status: 400 });
    }
    await payLocalCharge(charge.reference, card);
  }
  return redirect(callbackUrl(charge.reference));
}

export default function LocalGatewayPage() {
  const { reference, amountCents, email, open, items, callbackUrl, testCard } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const busy = useIsPending();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Promptory test gateway</p>
        <h1 className="mt-1 text-2xl font-bold">Pay {formatUsd(amountCents)}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {email} · reference <span className="font-mono">{reference}</span>
        </p>
        <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200 text-sm">
          {items.map((item) => (
            <li key={item.title} className="flex justify-between gap-4 py-2">
              <span>{item.title}</span>
              <span className="font-semibold">{formatUsd(item.amountCents)}</span>
            </li>
          ))}
        </ul>
        {open ? (
          <Form method="post" className="mt-6 space-y-4">
            <div>
              <label htmlFor="card" className="label">
                Card number
              </label>
              <input
                id="card"
                name="card"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={testCard}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "card-error" : undefined}
                className="input font-mono"
              />
              {error ? (
                <p id="card-error" className="field-error">
                  {error}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
            </div>
            <div className="flex gap-3">
              <button type="submit" name="intent" value="cancel" formNoValidate className="btn-secondary flex-1" disabled={busy}>
                Cancel
              </button>
              <button type="submit" name="intent" value="pay" className="btn-primary flex-1" disabled={busy}>
                {busy ? <Spinner label="Paying" /> : null}
                Pay now
              </button>
            </div>
          </Form>
        ) : (
          <p className="mt-6 text-sm">
            This payment is closed. <a href={callbackUrl} className="font-semibold text-brand-700 underline">Return to Promptory</a>
          </p>
        )}
      </div>
    </main>
  );
}
