import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Field, FormErrors, SelectField } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { isCollectionFormReply, TeamCollections } from "~/components/teams/team-collections";
import { useIsPending } from "~/hooks/use-is-pending";
import { teamLibrary } from "~/models/team-library.server";
import { formatDate } from "~/utils/format";
import { createCollection, listTeamCollections } from "~/models/collections.server";
import { cancelInvitation, getTeam, inviteToTeam, leaveTeam, removeMember, transferOwnership } from "~/models/teams.server";
import type { TeamRole } from "~/db/enums";
import { requireRole } from "~/pages/auth.server";
import { conformReply, fieldError, rescue, runIntent, throwResponse, toastError } from "~/pages/errors.server";
import { CollectionFormSchema } from "~/schemas/collection";
import { InvitationSchema, TransferSchema } from "~/schemas/teams";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.team.name ?? "Team"} | Teams | Promptory` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  // A team the buyer is not in is a 404: its name is nobody else's to read.
  const team = await rescue(() => getTeam(user, params.id ?? ""), throwResponse);
  const collections = (await listTeamCollections(user, team.id)).map(({ id, name, description, isPublic, itemCount }) => ({ id, name, description, isPublic, itemCount }));
  return { team, collections, me: user.id, library: await teamLibrary(user.id, team.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const teamId = params.id ?? "";
  const here = `/home/teams/${teamId}`;
  const done = (message: string, to = here) => redirectWithToast(request, to, { type: "success", message });
  const refused = toastError(request, here);
  const field = (formData: FormData, name: string) => String(formData.get(name) ?? "");
  return runIntent(await request.formData(), {
    invite: (formData) => {
      const submission = parseWithZod(formData, { schema: InvitationSchema });
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      return rescue(async () => {
        const invitation = await inviteToTeam(user, teamId, submission.value);
        return done(`Invitation sent to ${invitation.email}`);
      }, fieldError(submission, { field: "email" }));
    },
    cancel: (formData) => rescue(async () => (await cancelInvitation(user, teamId, field(formData, "invitationId")), done("Invitation cancelled")), refused),
    remove: (formData) => rescue(async () => (await removeMember(user, teamId, field(formData, "userId")), done("Member removed")), refused),
    leave: () =>
      rescue(async () => {
        const { deleted } = await leaveTeam(user, teamId);
        return done(deleted ? "You left the team, and it was deleted: nobody else was in it" : "You left the team", "/home/teams");
      }, refused),
    "create-collection": (formData) => {
      const submission = parseWithZod(formData, { schema: CollectionFormSchema });
      if (submission.status !== "success") return data({ collectionForm: submission.reply() }, { status: 400 });
      return rescue(
        async () => {
          const created = await createCollection(user, { ...submission.value, teamId });
          return done(`Collection "${created.name}" created.`, `/home/collections/${created.id}`);
        },
        (error) => data({ collectionForm: conformReply(submission, error, { field: "name" }) }, { status: error.status }),
      );
    },
    transfer: (formData) => {
      const submission = parseWithZod(formData, { schema: TransferSchema });
      if (submission.status !== "success") return redirectWithToast(request, here, { type: "error", message: "Choose a member" });
      return rescue(async () => (await transferOwnership(user, teamId, submission.value.userId), done("Ownership transferred")), refused);
    },
  });
}

const ROLE_LABEL = { owner: "Owner", admin: "Admin", member: "Member" } as const;

type TeamView = ReturnType<typeof useLoaderData<typeof loader>>["team"];

function InviteForm() {
  const reply = useActionData<typeof action>();
  // "Create collection" has its own replies.
  const lastResult = isCollectionFormReply(reply) ? undefined : reply;
  const inviting = useIsPending({ with: { intent: "invite" } });
  const [form, fields] = useForm({
    id: "invite",
    lastResult,
    constraint: getZodConstraint(InvitationSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvitationSchema }),
    shouldValidate: "onBlur",
    defaultValue: { role: "member" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-3">
      <h2 className="text-lg font-bold">Invite</h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Email" field={fields.email} type="email" className="flex-1" />
        <SelectField label="Role" field={fields.role} options={[{ value: "member", label: "member" }, { value: "admin", label: "admin" }]} />
        <button type="submit" name="intent" value="invite" className="btn-primary" disabled={inviting}>
          {inviting ? <Spinner label="Inviting" /> : null}
          Invite
        </button>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** A small form with one button: a plain post with JavaScript off too. */
function RowButton({ intent, name, value, label, danger }: { intent: string; name?: string; value?: string; label: string; danger?: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <button type="submit" name="intent" value={intent} className={danger ? "btn-danger" : "btn-secondary"}>
        {label}
      </button>
    </Form>
  );
}

/** The owner removes anyone else; an admin removes members only (decision 0324). */
const canRemove = (myRole: TeamRole, theirRole: TeamRole) =>
  myRole === "owner" ? theirRole !== "owner" : myRole === "admin" && theirRole === "member";

function Members({ team, me }: { team: TeamView; me: string }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">Members</h2>
      <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        {team.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold">
                {member.name}
                {member.userId === me ? " (you)" : ""}
              </p>
              <p className="text-sm text-gray-600">
                {member.email} · {ROLE_LABEL[member.role]}
              </p>
            </div>
            {member.userId !== me && canRemove(team.myRole, member.role) ? (
              <RowButton intent="remove" name="userId" value={member.userId} label="Remove" />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Invitations({ invitations }: { invitations: NonNullable<TeamView["invitations"]> }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p className="text-gray-700">No pending invitations.</p>
      ) : (
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <p>
                {invitation.email} · {ROLE_LABEL[invitation.role]}
              </p>
              <RowButton intent="cancel" name="invitationId" value={invitation.id} label="Cancel" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnerActions({ team, me }: { team: TeamView; me: string }) {
  const others = team.members.filter((member) => member.userId !== me);
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">Ownership</h2>
      {others.length > 0 ? (
        <Form method="post" preventScrollReset className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <label htmlFor="transfer-to" className="label">
              New owner
            </label>
            <select id="transfer-to" name="userId" className="input" required>
              {others.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="transfer" className="btn-secondary">
            Transfer ownership
          </button>
        </Form>
      ) : null}
      <Link to="delete" preventScrollReset className="btn-danger inline-block">
        Delete team
      </Link>
    </section>
  );
}

function Library({ items, manages }: { items: { promptId: string; title: string; boughtAt: Date | string }[]; manages: boolean }) {
  return (
    <section className="space-y-3" aria-labelledby="team-library">
      <h2 id="team-library" className="text-lg font-bold">
        Team library
      </h2>
      {items.length ? (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {items.map((item) => (
            <li key={item.promptId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <Link to={`/home/prompt/${item.promptId}`} className="font-medium text-indigo-700 hover:underline">
                {item.title}
              </Link>
              <span className="text-sm text-gray-600">Bought {formatDate(item.boughtAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">The team owns no prompts yet.</p>
      )}
      {manages ? (
        <p className="text-sm text-gray-700">
          To buy for the team, add prompts to your cart and choose this team under “Buy for” at checkout. Every member can read
          what the team owns.
        </p>
      ) : null}
    </section>
  );
}

/**
 * A team's page (CONTRACT 14): members with roles, "Invite" and pending invitations for the owner
 * and admins, "Leave team", and for the owner "Transfer ownership" and "Delete team" (a dialog
 * route), and the team collections (their owner and admins create and edit them). The team
 * library joins this page with issue 25 point 3.
 */
export default function TeamPage() {
  const { team, collections, me, library } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { key } = useLocation();
  const manages = team.myRole !== "member";
  return (
    <div className="space-y-8">
      <div>
        <Link to="/home/teams" className="text-sm text-indigo-700 hover:underline">
          Teams
        </Link>
        <h1 className="text-2xl font-bold">{team.name}</h1>
        <p className="text-gray-700">You are {team.myRole === "owner" ? "its owner" : `${team.myRole === "admin" ? "an admin" : "a member"}`}.</p>
      </div>
      {manages ? <InviteForm key={key} /> : null}
      <Members team={team} me={me} />
      <Library items={library} manages={manages} />
      {team.invitations ? <Invitations invitations={team.invitations} /> : null}
      <TeamCollections collections={collections} canCreate={manages} reply={reply} />
      {team.myRole === "owner" ? <OwnerActions team={team} me={me} /> : null}
      <RowButton intent="leave" label="Leave team" danger />
      <Outlet />
    </div>
  );
}
