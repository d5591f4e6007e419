import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CheckIcon } from "~/components/icons";
import { CenteredCard } from "~/components/public/centered-card";

export const meta: MetaFunction = () => [{ title: "Payment Successful | Promptory" }, { name: "robots", content: "noindex" }];

export default function PaymentSuccessPage() {
  return (
    <CenteredCard
      title="Payment Successful"
      icon={
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckIcon width={32} height={32} />
        </span>
      }
    >
      <p>Thank you for your purchase. Your prompts are ready under My Prompts.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/home" className="btn-primary">
          Go to my dashboard
        </Link>
        <Link to="/" className="btn-secondary">
          Back to Promptory
        </Link>
      </div>
    </CenteredCard>
  );
}
