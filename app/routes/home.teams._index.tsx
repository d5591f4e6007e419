import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Field, FormErrors } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";
import { createTeam, listMyTeams } from "~/models/teams.server";
import { requireRole } from "~/pages/auth.server";
import { fieldError, rescue } from "~/pages/errors.server";
import { TeamSchema } from "~/schemas/teams";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Teams | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return { teams: await listMyTeams(user) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const submission = parseWithZod(await request.formData(), { schema: TeamSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return rescue(async () => {
    const team = await createTeam(user, submission.value);
    return redirectWithToast(request, `/home/teams/${team.id}`, { type: "success", message: `Team “${team.name}” created` });
  }, fieldError(submission, { field: "name" }));
}

const ROLE_LABEL = { owner: "Owner", admin: "Admin", member: "Member" } as const;

function CreateTeamForm() {
  const lastResult = useActionData<typeof action>();
  const creating = useIsPending();
  const [form, fields] = useForm({
    id: "create-team",
    lastResult,
    constraint: getZodConstraint(TeamSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeamSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Team name" field={fields.name} className="flex-1" inputProps={{ maxLength: 60 }} />
      <button type="submit" className="btn-primary" disabled={creating}>
        {creating ? <Spinner label="Creating" /> : null}
        Create team
      </button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** The buyer's teams and "Create team": the creator owns the new team (CONTRACT 14). */
export default function TeamsPage() {
  const { teams } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Teams</h1>
      <p className="text-gray-700">Make a team, invite people to it by e-mail and manage who is in it.</p>
      <CreateTeamForm key={key} />
      {teams.length === 0 ? (
        <p className="text-gray-700">You are not in a team yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {teams.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-3 p-4">
              <Link to={`/home/teams/${team.id}`} className="font-semibold text-indigo-700 hover:underline">
                {team.name}
              </Link>
              <span className="text-sm text-gray-600">
                {ROLE_LABEL[team.role]} · {team.members} member{team.members === 1 ? "" : "s"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
