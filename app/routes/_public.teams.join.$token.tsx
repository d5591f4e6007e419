import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/components/public/page-heading";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";
import { acceptInvitation, INVITATION_REFUSALS, invitationState } from "~/models/teams.server";
import { requireUser } from "~/pages/auth.server";
import { messageError, rescue } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Join a team | Promptory" }, { name: "robots", content: "noindex" }];

/**
 * A signed-out visitor is sent to log in and back here (requireUser's redirectTo, checked by
 * safeRedirect on the way back). The page names the team only to the invited account.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await invitationState(user, params.token ?? "");
  const refusal = found.state === "ready" ? null : INVITATION_REFUSALS[found.state];
  return data({ found, email: user.email, refusal: refusal?.message ?? null }, { status: refusal?.status ?? 200 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return rescue(async () => {
    const team = await acceptInvitation(user, params.token ?? "");
    return redirectWithToast(request, `/home/teams/${team.teamId}`, { type: "success", message: `You joined the team “${team.name}”` });
  }, messageError);
}

export default function JoinTeamPage() {
  const { found, email, refusal } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const joining = useIsPending();
  return (
    <>
      <PageHeading eyebrow="Teams" title={found.state === "ready" ? `Join the team ${found.teamName}` : "Team invitation"} />
      <div className="mx-auto max-w-4xl space-y-4 px-4 pb-20 sm:px-6">
        {found.state === "ready" ? (
          <>
            <p className="text-gray-800">
              You were invited as {found.role === "admin" ? "an admin" : "a member"}. You are signed in as {email}.
            </p>
            {failed?.error ? (
              <p role="alert" className="text-red-700">
                {failed.error}
              </p>
            ) : null}
            <Form method="post">
              <button type="submit" className="btn-primary" disabled={joining}>
                {joining ? <Spinner label="Joining" /> : null}
                Accept invitation
              </button>
            </Form>
          </>
        ) : (
          <>
            <p role="alert" className="text-gray-800">
              {refusal}
            </p>
            {found.state === "wrong-account" ? <p className="text-gray-700">You are signed in as {email}.</p> : null}
            {found.state === "member" ? (
              <Link to={`/home/teams/${found.teamId}`} className="btn-secondary inline-block">
                Open the team
              </Link>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
