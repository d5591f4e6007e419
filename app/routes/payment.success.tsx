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

type Receipt = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["receipt"]>;

/**
 * What a paid checkout became (issue 41 points 5 and 10): a team purchase names its team and
 * leads to its library; one whose buyer could no longer buy for the team says it is their own
 * purchase (decision 0354); one flagged for a refund says so. A personal purchase: My Prompts.
 */
function Outcome({ receipt }: { receipt: Receipt | null }) {
  const teamItems = receipt?.items.filter((item) => item.licence === "team") ?? [];
  if (receipt?.refundDue) {
    return <p role="status">We received your payment but could not add everything in it to your prompts. It will be refunded; support can tell you more.</p>;
  }
  if (!teamItems.length) return <p>Thank you for your purchase. Your prompts are ready under My Prompts.</p>;
  const team = teamItems.find((item) => item.team)?.team ?? null;
  if (teamItems.every((item) => item.grantedTo === "team") && team) {
    return (
      <p>
        Bought for your team {team.name}: every member reads {teamItems.length === 1 ? "it" : "them"} in the team library.{" "}
        <Link to={`/home/teams/${team.id}`} className="font-medium text-brand-800 underline">
          Open {team.name}
        </Link>
      </p>
    );
  }
  return (
    <p role="status">
      This was a team checkout{team ? ` for ${team.name}` : ""}, but {team ? "you can no longer buy for that team" : "that team was deleted"}, so{" "}
      {teamItems.length === 1 ? "the prompt is" : "the prompts are"} your own purchase, under My Prompts. Support can refund the payment if you would
      rather.
    </p>
  );
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
      {confirming ? (
        <p>Your payment provider has not confirmed the payment yet. Your prompts appear under My Prompts as soon as it does.</p>
      ) : (
        <Outcome receipt={receipt} />
      )}
      {receipt && !confirming ? (
        <ul className="w-full divide-y divide-gray-200 rounded-xl border border-gray-200 text-left text-sm" aria-label="What you bought">
          {receipt.items.map((item) => (
            <li key={item.promptId} className="flex justify-between gap-4 px-4 py-2">
              <span>
                <Link to={`/home/prompt/${item.promptId}`} className="font-medium text-brand-800 underline">
                  {item.title}
                </Link>
                {item.licence === "team" ? <span className="block text-xs text-gray-600">Team licence</span> : null}
              </span>
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
