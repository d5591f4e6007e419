import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordField } from "~/components/auth/password-field";
import { FormErrors } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { deleteSession } from "~/models/sessions.server";
import { INVALID_RESET_LINK, PASSWORD_WAS_RESET, resetLinkIsLive, resetPassword } from "~/models/password-reset.server";
import { ResetPasswordSchema } from "~/schemas/password-reset";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { getCookieSession, redirectWithSession } from "~/utils/session.server";
import { fieldError, rescue } from "~/pages/errors.server";
import { replyInvalid } from "~/utils/submission.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [
  { title: "Reset password | Promptory" },
  { name: "description", content: "Choose a new password for your Promptory account." },
  { name: "robots", content: "noindex" },
];
export const handle = { slogan: "Your Shortcut to Genius" };

/**
 * Open to whoever holds the link, signed in or not: the link proves the mailbox
 * (docs/decisions/0208). The token comes in the query string (docs/decisions/0206).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, invalidLink: await resetLinkIsLive(token) ? null : INVALID_RESET_LINK };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: ["password"] });
  return rescue(async () => {
    await resetPassword(submission.value.token, submission.value.password);
    return signedOutToLogin(request);
  }, fieldError(submission, { hideFields: ["password"] }));
}

/** The account is signed out everywhere; this browser too, whoever it was signed in as. */
async function signedOutToLogin(request: Request) {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (sessionId) await deleteSession(sessionId);
  session.unset("sessionId");
  return redirectWithSession(session, "/login", { type: "success", message: PASSWORD_WAS_RESET });
}

export default function ResetPasswordPage() {
  const { token, invalidLink } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsPending();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    defaultValue: { token },
    constraint: getZodConstraint(ResetPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (invalidLink) {
    return (
      <>
        <h1 className="text-3xl font-bold">Reset your password</h1>
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {invalidLink}
        </p>
        <div className="mt-8 flex gap-3">
          <Link to="/forgot-password" className="btn-primary">
            Request a new link
          </Link>
          <Link to="/login" className="btn-secondary">
            Back to login
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className="text-3xl font-bold">Reset your password</h1>
      <p className="mt-2 text-sm text-gray-700">Choose a new password. Every device signed in to your account will be signed out.</p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-8 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input {...getInputProps(fields.token, { type: "hidden" })} key={fields.token.key} />
        <PasswordField label="New password" field={fields.password} autoComplete="new-password" />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? <Spinner label="Resetting" /> : null}
          Reset password
        </button>
      </Form>
    </>
  );
}
