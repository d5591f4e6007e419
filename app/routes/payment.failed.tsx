import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CloseIcon } from "~/components/icons";
import { CenteredCard } from "~/components/public/centered-card";

export const meta: MetaFunction = () => [{ title: "Payment Failed | Promptory" }, { name: "robots", content: "noindex" }];

export default function PaymentFailedPage() {
  return (
    <CenteredCard
      title="Payment Failed"
      icon={
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-red-700">
          <CloseIcon width={32} height={32} />
        </span>
      }
    >
      <p>
        Unfortunately, your payment could not be verified or was cancelled. Please try again or contact support if the
        issue persists.
      </p>
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
