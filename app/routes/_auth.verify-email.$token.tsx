import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";
import { checkVerifyLink, EMAIL_VERIFIED, isEmailVerified, verifyEmail } from "~/models/email-verification.server";
import { getUser } from "~/pages/auth.server";
import { messageError, rescue } from "~/pages/errors.server";
import { ROLE_HOME } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [
  { title: "Verify your e-mail address | Promptory" },
  { name: "robots", content: "noindex" },
];
export const handle = { slogan: "Your Shortcut to Genius" };

/**
 * Open to whoever holds the link, signed in or not. Opening it verifies nothing: mail scanners
 * fetch links, so only the button's post does (docs/decisions/0352).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const invalidLink = await rescue(
    async () => {
      await checkVerifyLink(params.token ?? "");
      return null;
    },
    (error) => error.message,
  );
  return { invalidLink, account: user ? { home: ROLE_HOME[user.role], verified: isEmailVerified(user) } : null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return rescue(async () => {
    await verifyEmail(params.token ?? "");
    const user = await getUser(request);
    return redirectWithToast(request, user ? ROLE_HOME[user.role] : "/login", { type: "success", message: EMAIL_VERIFIED });
  }, messageError);
}

export default function VerifyEmailPage() {
  const { invalidLink, account } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.error;
  const submitting = useIsPending();
  const problem = refused ?? invalidLink;

  if (problem) {
    return (
      <>
        <h1 className="text-3xl font-bold">Verify your e-mail address</h1>
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {!account ? (
            <Link to="/login" className="btn-primary">
              Sign in to get a new link
            </Link>
          ) : account.verified ? (
            <Link to={account.home} className="btn-primary">
              Go to your dashboard
            </Link>
          ) : (
            <Form method="post" action="/resend-verification">
              <button type="submit" className="btn-primary">
                Resend verification e-mail
              </button>
            </Form>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className="text-3xl font-bold">Verify your e-mail address</h1>
      <p className="mt-2 text-sm text-gray-700">
        Confirm that this address is yours. Once it is verified you can use AI features such as live preview and the enhancer&apos;s model.
      </p>
      <Form method="post" className="mt-8">
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? <Spinner label="Verifying" /> : null}
          Verify e-mail address
        </button>
      </Form>
    </>
  );
}
