import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useParams } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
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
  return rescue(async () => {
    const { name } = await deleteTeam(user, params.id ?? "");
    return redirectWithToast(request, "/home/teams", { type: "success", message: `Team “${name}” deleted` });
  }, messageError);
}

/** "Delete team" with confirmation: every membership and invitation goes with it. */
export default function DeleteTeamDialog() {
  const failed = useActionData<typeof action>();
  return (
    <ConfirmDialog title="Delete team" closeTo={`/home/teams/${useParams().id}`} confirm="Delete team" error={failed?.error}>
      <p className="text-gray-800">Are you sure? Every member loses their place in the team, and pending invitations stop working. This cannot be undone.</p>
    </ConfirmDialog>
  );
}

export function ErrorBoundary() {
  const closeTo = `/home/teams/${useParams().id}`;
  return <DialogErrorBoundary title="Delete team" closeTo={closeTo} backLabel="Back to the team" />;
}
