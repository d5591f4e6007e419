import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireAnonymous } from "~/utils/auth.server";

export const meta: MetaFunction = () => [
  { title: "Forgot password | Promptory" },
  { name: "description", content: "Forgot your Promptory password? Our support team helps you get back into your account." },
];
export const handle = { slogan: "Your Shortcut to Genius" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

/** No e-mail service yet: account recovery goes through the support team (docs/decisions). */
export default function ForgotPassword() {
  return (
    <>
      <h1 className="text-3xl font-bold">Forgot your password?</h1>
      <p className="mt-4 text-gray-700">
        Send us a message from the e-mail address of your account and our support team will help you get back in.
        For your security we never ask for your password.
      </p>
      <div className="mt-8 flex gap-3">
        <Link to="/contact" className="btn-primary">
          Contact support
        </Link>
        <Link to="/login" className="btn-secondary">
          Back to login
        </Link>
      </div>
    </>
  );
}
