import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormErrors } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { requestPasswordReset, RESET_REQUESTED } from "~/models/password-reset.server";
import { ForgotPasswordSchema } from "~/schemas/password-reset";
import { requireAnonymous } from "~/pages/auth.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { clientIp } from "~/utils/rate-limit.server";
import { fieldError, rescue } from "~/pages/errors.server";
import { replyInvalid } from "~/utils/submission.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [
  { title: "Forgot password | Promptory" },
  { name: "description", content: "Forgot your Promptory password? Get a link by e-mail to set a new one." },
];
export const handle = { slogan: "Your Shortcut to Genius" };

/** Signed-in users change their password on their profile page instead. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { sent: new URL(request.url).searchParams.has("sent") ? RESET_REQUESTED : null };
}

/**
 * Post/Redirect/Get to `?sent`: the same redirect whether or not the address has an account, and
 * a reload does not post again. Only the per-client limit answers otherwise (429, on the form).
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  return rescue(async () => {
    await requestPasswordReset(submission.value.email, clientIp(request));
    return redirect("/forgot-password?sent");
  }, fieldError(submission));
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsPending();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(ForgotPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <>
      <h1 className="text-3xl font-bold">Forgot your password?</h1>
      <p className="mt-2 text-sm text-gray-700">
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </p>
      {sent ? (
        <p role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {sent}
        </p>
      ) : null}
      <Form method="post" action="/forgot-password" {...getFormProps(form)} noValidate className="mt-8 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? <Spinner label="Sending" /> : null}
          Send reset link
        </button>
      </Form>
      <p className="mt-6 text-sm text-gray-700">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to login
        </Link>
      </p>
    </>
  );
}
