import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { RouteDialog } from "~/components/route-dialog";
import { getTeam, leaveTeam } from "~/models/teams.server";
import { requireRole } from "~/pages/auth.server";
import { messageError, rescue, throwResponse } from "~/pages/errors.server";
import { AppError } from "~/utils/app-error";
import { redirectWithToast } from "~/utils/session.server";

const OWNER_CANNOT_LEAVE_HERE = "You own this team: transfer ownership to another member first, or delete the team.";

export const meta: MetaFunction = () => [{ title: "Leave team | Promptory" }];

/** Who asks, and whether they may leave at all: the owner transfers first, or, alone, deletes the team. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const team = await rescue(() => getTeam(user, params.id ?? ""), throwResponse);
  return { name: team.name, owner: team.myRole === "owner", alone: team.members.length === 1 };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return rescue(async () => {
    // The owner never leaves from here: with others they transfer first; alone, "Delete team" asks and says what goes.
    if ((await getTeam(user, params.id ?? "")).myRole === "owner") throw new AppError(409, OWNER_CANNOT_LEAVE_HERE);
    await leaveTeam(user, params.id ?? "");
    return redirectWithToast(request, "/home/teams", { type: "success", message: "You left the team" });
  }, messageError);
}

/**
 * "Leave team" asks first (issue 41 point 1): a member loses the team's library, which their own
 * purchases are not part of. The owner is told what to do instead; nothing is deleted from here.
 */
export default function LeaveTeamDialog() {
  const { name, owner, alone } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const closeTo = `/home/teams/${useParams().id}`;
  if (owner) {
    return (
      <RouteDialog title="Leave team" closeTo={closeTo}>
        <p className="text-gray-800">
          {alone
            ? `You are the only member of ${name}. Leaving would delete it: use “Delete team”, which shows what goes and passes each prompt the team bought to whoever paid for it.`
            : `As the owner of ${name} you cannot leave while others remain: transfer ownership to another member first.`}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Link to={closeTo} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
          {alone ? (
            <Link to={`${closeTo}/delete`} preventScrollReset className="btn-danger">
              Delete team
            </Link>
          ) : null}
        </div>
      </RouteDialog>
    );
  }
  return (
    <ConfirmDialog title="Leave team" closeTo={closeTo} confirm="Leave team" pendingLabel="Leaving" error={failed?.error}>
      <p className="text-gray-800">
        Leave {name}? You lose the team&apos;s library and collections at once; prompts you bought yourself stay yours. To come back you need a new
        invitation.
      </p>
    </ConfirmDialog>
  );
}

export function ErrorBoundary() {
  return <DialogErrorBoundary title="Leave team" closeTo={`/home/teams/${useParams().id}`} backLabel="Back to the team" />;
}
