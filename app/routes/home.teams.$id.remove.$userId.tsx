import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { memberToRemove, removeMember } from "~/models/teams.server";
import { requireRole } from "~/pages/auth.server";
import { messageError, rescue, throwResponse } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Remove member | Promptory" }];

/** Only who may remove this member gets the question (decision 0324): 403 otherwise, 404 outside the team. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return await rescue(() => memberToRemove(user, params.id ?? "", params.userId ?? ""), throwResponse);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const teamId = params.id ?? "";
  return rescue(async () => {
    const { name } = await removeMember(user, teamId, params.userId ?? "");
    return redirectWithToast(request, `/home/teams/${teamId}`, { type: "success", message: `${name} was removed from the team` });
  }, messageError);
}

/** "Remove" asks first (issue 41 point 1), naming who goes and what they lose. */
export default function RemoveMemberDialog() {
  const { name, email, role, teamName } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <ConfirmDialog title={`Remove ${name}`} closeTo={`/home/teams/${useParams().id}`} confirm="Remove" pendingLabel="Removing" error={failed?.error}>
      <p className="text-gray-800">
        Remove {name} ({email}) from {teamName}? They lose the team&apos;s library and collections at once; prompts they bought themselves stay theirs.
        {role === "admin" ? " Invitations they sent that nobody has accepted yet are cancelled." : ""}
      </p>
    </ConfirmDialog>
  );
}

export function ErrorBoundary() {
  return <DialogErrorBoundary title="Remove member" closeTo={`/home/teams/${useParams().id}`} backLabel="Back to the team" />;
}
