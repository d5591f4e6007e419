import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckIcon } from "~/components/icons";
import { CenteredCard } from "~/components/public/centered-card";
import { paymentReceipt } from "~/models/settlement.server";
import { getUser } from "~/pages/auth.server";
import { formatUsd } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Payment Successful | Promptory" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const reference = new URL(request.url).searchParams.get("reference");
  const user = await getUser(request);
  return { receipt: reference ? await paymentReceipt(reference, user?.id) : null };
}

export default function PaymentSuccessPage() {
  const { receipt } = useLoaderData<typeof loader>();
  const confirming = receipt?.status === "pending";
  return (
    <CenteredCard
      title={confirming ? "Confirming your payment" : "Payment Successful"}
      icon={
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckIcon width={32} height={32} />
        </span>
      }
    >
      <p>
        {confirming
          ? "Your payment provider has not confirmed the payment yet. Your prompts appear under My Prompts as soon as it does."
          : "Thank you for your purchase. Your prompts are ready under My Prompts."}
      </p>
      {receipt && !confirming ? (
        <ul className="w-full divide-y divide-gray-200 rounded-xl border border-gray-200 text-left text-sm" aria-label="What you bought">
          {receipt.items.map((item) => (
            <li key={item.promptId} className="flex justify-between gap-4 px-4 py-2">
              <Link to={`/home/prompt/${item.promptId}`} className="font-medium text-brand-800 underline">
                {item.title}
              </Link>
              <span>{formatUsd(item.amountCents)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-4 px-4 py-2 font-semibold">
            <span>Total</span>
            <span>{formatUsd(receipt.amountCents)}</span>
          </li>
        </ul>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/home/prompts?tab=mine" className="btn-primary">
          Go to My Prompts
        </Link>
        <Link to="/" className="btn-secondary">
          Back to home
        </Link>
      </div>
    </CenteredCard>
  );
}
