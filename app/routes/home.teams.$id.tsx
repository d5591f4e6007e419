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
import { cancelInvitation, getTeam, inviteToTeam, transferOwnership } from "~/models/teams.server";
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
    // "Remove", "Leave team" and "Delete team" ask first: dialog routes of their own (issue 41 point 1).
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

/** A small form with one button: a plain post with JavaScript off too. `what` completes its accessible name. */
function RowButton({ intent, name, value, label, what }: { intent: string; name?: string; value?: string; label: string; what?: string }) {
  return (
    <Form method="post" preventScrollReset>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <button type="submit" name="intent" value={intent} className="btn-secondary">
        {label}
        {what ? <span className="sr-only"> {what}</span> : null}
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
              // A dialog route that asks first; each one named for its member (issue 41 point 10).
              <Link to={`remove/${member.userId}`} preventScrollReset className="btn-secondary">
                Remove<span className="sr-only"> {member.name}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The join link that was e-mailed, to copy and send by hand, e.g. when no e-mail goes out (issue 41
 * point 9). A read-only field: selectable and copyable without JavaScript, and it scrolls inside
 * itself instead of widening a phone's page.
 */
function JoinLink({ invitationId, email, link }: { invitationId: string; email: string; link: string }) {
  const id = `join-link-${invitationId}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm text-gray-700">
        Join link for {email}
      </label>
      <input id={id} readOnly value={link} className="input w-full min-w-0 font-mono text-xs" />
    </div>
  );
}

function Invitations({ invitations }: { invitations: NonNullable<TeamView["invitations"]> }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">Pending invitations</h2>
      <p className="text-sm text-gray-700">Each invitation is e-mailed; its link is here too, to pass on yourself. Only the invited address can use it.</p>
      {invitations.length === 0 ? (
        <p className="text-gray-700">No pending invitations.</p>
      ) : (
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="space-y-2 p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0 break-words">
                  {invitation.email} · {ROLE_LABEL[invitation.role]}
                </p>
                <RowButton intent="cancel" name="invitationId" value={invitation.id} label="Cancel" what={`the invitation to ${invitation.email}`} />
              </div>
              {invitation.link ? <JoinLink invitationId={invitation.id} email={invitation.email} link={invitation.link} /> : null}
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
      <p className="text-sm text-gray-700">
        {others.length > 0
          ? "The owner cannot leave while others remain: transfer ownership first."
          : "You are the only member: instead of leaving, delete the team. Each prompt it bought passes to whoever paid for it."}
      </p>
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
 * and admins, the team library and collections (their owner and admins create and edit them),
 * and for the owner "Transfer ownership" and "Delete team". "Remove", "Leave team" and "Delete
 * team" are dialog routes that ask first (issue 41 point 1); the owner has no "Leave team": the
 * last member's leaving is deleting the team (decision 0353).
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
      {team.myRole === "owner" ? (
        <OwnerActions team={team} me={me} />
      ) : (
        <Link to="leave" preventScrollReset className="btn-danger inline-block">
          Leave team
        </Link>
      )}
      <Outlet />
    </div>
  );
}
