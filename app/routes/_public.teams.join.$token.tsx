import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/components/public/page-heading";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";
import { acceptInvitation, INVITATION_REFUSALS, invitationPreview, invitationState, joinPath } from "~/models/teams.server";
import { getUser, requireUser, signOut } from "~/pages/auth.server";
import { messageError, rescue } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Join a team | Promptory" }, { name: "robots", content: "noindex" }];

const SIGN_OUT = "sign-out";

/**
 * Signed out, the link itself says what it is (issue 41 point 9): the team, the role and the
 * address it was sent to, with "Sign in" and "Create an account" (the address filled in) that
 * come back here; or at once that it no longer works. Signed in, the team is named only to the
 * invited account; another account is offered "Sign out and continue as …".
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const user = await getUser(request);
  if (!user) {
    const preview = await invitationPreview(token);
    const refusal = preview.state === "ready" ? null : INVITATION_REFUSALS[preview.state];
    return data({ signedIn: false as const, preview, here: joinPath(token), refusal: refusal?.message ?? null }, { status: refusal?.status ?? 200 });
  }
  const found = await invitationState(user, token);
  const refusal = found.state === "ready" ? null : INVITATION_REFUSALS[found.state];
  return data({ signedIn: true as const, found, email: user.email, refusal: refusal?.message ?? null }, { status: refusal?.status ?? 200 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const here = joinPath(params.token ?? "");
  const form = await request.formData();
  if (form.get("intent") === SIGN_OUT) return signOut(request, here);
  const user = await requireUser(request);
  return rescue(async () => {
    const team = await acceptInvitation(user, params.token ?? "");
    return redirectWithToast(request, `/home/teams/${team.teamId}`, { type: "success", message: `You joined the team “${team.name}”` });
  }, messageError);
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

const asRole = (role: "admin" | "member") => (role === "admin" ? "an admin" : "a member");

/** The link opened signed out: what it is, and the ways in that come back here. */
function SignedOut({ preview, here, refusal }: Extract<Loaded, { signedIn: false }>) {
  if (preview.state !== "ready") {
    return (
      <p role="alert" className="text-gray-800">
        {refusal}
      </p>
    );
  }
  const back = new URLSearchParams({ redirectTo: here });
  return (
    <>
      <p className="text-gray-800">
        You were invited to join {preview.teamName} as {asRole(preview.role)}. The invitation is for {preview.email}: sign in with that address, or
        create an account with it, to accept.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={`/login?${back}`} className="btn-primary">
          Sign in as {preview.email}
        </Link>
        <Link to={`/register?${new URLSearchParams({ redirectTo: here, email: preview.email })}`} className="btn-secondary">
          Create an account
        </Link>
      </div>
    </>
  );
}

function SignedIn({ found, email, refusal }: Extract<Loaded, { signedIn: true }>) {
  const failed = useActionData<typeof action>();
  const joining = useIsPending({ with: { intent: null } });
  if (found.state === "ready") {
    return (
      <>
        <p className="text-gray-800">
          You were invited as {asRole(found.role)}. You are signed in as {email}.
        </p>
        {failed && "error" in failed ? (
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
    );
  }
  return (
    <>
      <p role="alert" className="text-gray-800">
        {refusal}
      </p>
      {found.state === "wrong-account" ? (
        <>
          <p className="text-gray-700">You are signed in as {email}.</p>
          <Form method="post">
            <button type="submit" name="intent" value={SIGN_OUT} className="btn-primary">
              Sign out and continue as {found.email}
            </button>
          </Form>
        </>
      ) : null}
      {found.state === "member" ? (
        <Link to={`/home/teams/${found.teamId}`} className="btn-secondary inline-block">
          Open the team
        </Link>
      ) : null}
    </>
  );
}

export default function JoinTeamPage() {
  const loaded = useLoaderData<typeof loader>();
  const teamName = loaded.signedIn ? (loaded.found.state === "ready" ? loaded.found.teamName : null) : loaded.preview.state === "ready" ? loaded.preview.teamName : null;
  return (
    <>
      <PageHeading eyebrow="Teams" title={teamName ? `Join the team ${teamName}` : "Team invitation"} />
      <div className="mx-auto max-w-4xl space-y-4 px-4 pb-20 sm:px-6">{loaded.signedIn ? <SignedIn {...loaded} /> : <SignedOut {...loaded} />}</div>
    </>
  );
}
