import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CloseIcon } from "~/components/icons";
import { CenteredCard } from "~/components/public/centered-card";
import { paymentFailure, type PaymentFailure } from "~/models/payment-outcome.server";
import { getUser } from "~/pages/auth.server";

export const meta: MetaFunction = () => [{ title: "Payment Failed | Promptory" }, { name: "robots", content: "noindex" }];

/** What happened comes from the payment's verified state; only `reference` is read from the query. */
export async function loader({ request }: LoaderFunctionArgs) {
  const reference = new URL(request.url).searchParams.get("reference");
  const user = await getUser(request);
  return { failure: await paymentFailure(reference, user?.id) };
}

const AGAIN = "Please try again or contact support if the issue persists.";

function FailureMessage({ failure }: { failure: PaymentFailure }) {
  switch (failure.kind) {
    case "declined":
      return (
        <>
          <p>Your card was declined. Nothing was charged. Please try again with another card or contact support if the issue persists.</p>
          {failure.reason ? <p className="text-sm">The payment provider said: {failure.reason}</p> : null}
        </>
      );
    case "cancelled":
      return <p>You cancelled the payment. Nothing was charged, and your cart still holds your prompts.</p>;
    case "unverified":
      return <p>Unfortunately, your payment could not be verified. {AGAIN}</p>;
    case "unknown":
      return <p>Unfortunately, your payment could not be verified or was cancelled. {AGAIN}</p>;
  }
}

export default function PaymentFailedPage() {
  const { failure } = useLoaderData<typeof loader>();
  return (
    <CenteredCard
      title="Payment Failed"
      icon={
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-red-700">
          <CloseIcon width={32} height={32} />
        </span>
      }
    >
      <FailureMessage failure={failure} />
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/store/cart" className="btn-primary">
          Try again
        </Link>
        <Link to="/home" className="btn-secondary">
          Go to my dashboard
        </Link>
      </div>
    </CenteredCard>
  );
}
