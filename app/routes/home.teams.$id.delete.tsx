import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useParams } from "@remix-run/react";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { RouteDialog } from "~/components/route-dialog";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";
import { deleteTeam, getTeam } from "~/models/teams.server";
import { requireRole } from "~/pages/auth.server";
import { messageError, rescue, throwResponse } from "~/pages/errors.server";
import { forbidden } from "~/utils/app-error";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Delete team | Promptory" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const team = await rescue(() => getTeam(user, params.id ?? ""), throwResponse);
  if (team.myRole !== "owner") throwResponse(forbidden("Only the team's owner can do that."));
  return { name: team.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return rescue(() => {
    const { name } = deleteTeam(user, params.id ?? "");
    return redirectWithToast(request, "/home/teams", { type: "success", message: `Team “${name}” deleted` });
  }, messageError);
}

/** "Delete team" with confirmation: every membership and invitation goes with it. */
export default function DeleteTeamDialog() {
  const failed = useActionData<typeof action>();
  const submitting = useIsPending();
  const closeTo = `/home/teams/${useParams().id}`;
  return (
    <RouteDialog title="Delete team" closeTo={closeTo}>
      <p className="text-gray-800">Are you sure? Every member loses their place in the team, and pending invitations stop working. This cannot be undone.</p>
      {failed?.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failed.error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <Link to={closeTo} preventScrollReset className="btn-secondary" data-autofocus>
          Cancel
        </Link>
        <button type="submit" className="btn-danger" disabled={submitting}>
          {submitting ? <Spinner label="Deleting" /> : null}
          Delete team
        </button>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  const closeTo = `/home/teams/${useParams().id}`;
  return <DialogErrorBoundary title="Delete team" closeTo={closeTo} backLabel="Back to the team" />;
}
