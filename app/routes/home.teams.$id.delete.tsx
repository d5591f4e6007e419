import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { deleteTeam, teamDeletionPreview } from "~/models/teams.server";
import { requireRole } from "~/pages/auth.server";
import { messageError, rescue, throwResponse } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Delete team | Promptory" }];

/** What goes and where each paid licence goes, named before anything is deleted (owner only: 403, outsiders 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return { preview: await rescue(() => teamDeletionPreview(user, params.id ?? ""), throwResponse), me: user.id };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return rescue(async () => {
    const { name, passed } = await deleteTeam(user, params.id ?? "");
    const mine = passed.filter((licence) => licence.payerId === user.id && !licence.payerOwnsCopy).map((licence) => `“${licence.title}”`);
    const kept = mine.length ? ` ${mine.join(", ")} ${mine.length === 1 ? "is" : "are"} now in My Prompts.` : "";
    return redirectWithToast(request, "/home/teams", { type: "success", message: `Team “${name}” deleted.${kept}` });
  }, messageError);
}

const prompts = (n: number) => (n === 1 ? "1 prompt" : `${n} prompts`);

/**
 * "Delete team" with a confirmation that names what goes (members, invitations, team
 * collections) and what does not: each prompt the team bought passes to whoever paid for it
 * (decision 0353). The last member's "Leave team" is this dialog.
 */
export default function DeleteTeamDialog() {
  const { preview, me } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const payer = (licence: (typeof preview.licences)[number]) => (licence.payerId === me ? "you" : licence.payerName);
  return (
    <ConfirmDialog title={`Delete the team ${preview.name}`} closeTo={`/home/teams/${useParams().id}`} confirm="Delete team" error={failed?.error}>
      <div className="space-y-3 text-gray-800">
        <p>This cannot be undone. What goes with the team:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {preview.others.length
              ? `Its other members (${preview.others.join(", ")}) lose the team and its library.`
              : "The team itself: you are its only member."}
          </li>
          {preview.invitations ? (
            <li>{preview.invitations === 1 ? "1 pending invitation stops working." : `${preview.invitations} pending invitations stop working.`}</li>
          ) : null}
          {preview.collections.map((collection) => (
            <li key={collection.name}>
              The team collection “{collection.name}” ({prompts(collection.itemCount)}) is deleted.
            </li>
          ))}
        </ul>
        {preview.licences.length ? (
          <>
            <p>What the team bought is not lost: each prompt passes to whoever paid for it, as their own purchase in My Prompts.</p>
            <ul aria-label="Where the team's prompts go" className="list-disc space-y-1 pl-5">
              {preview.licences.map((licence) => (
                <li key={licence.promptId}>
                  “{licence.title}” passes to {payer(licence)}
                  {licence.payerOwnsCopy ? ` (${licence.payerId === me ? "you already have" : "who already has"} a copy of ${licence.payerId === me ? "your" : "their"} own)` : ""}.
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

export function ErrorBoundary() {
  const closeTo = `/home/teams/${useParams().id}`;
  return <DialogErrorBoundary title="Delete team" closeTo={closeTo} backLabel="Back to the team" />;
}
