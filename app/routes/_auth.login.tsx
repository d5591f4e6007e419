import { parseWithZod } from "~/utils/conform";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { PasswordInput } from "~/components/auth/password-input";
import { FormErrors } from "~/components/form-errors";
import { InputField } from "~/components/input-field";
import { Spinner } from "~/components/spinner";
import { LoginSchema } from "~/schemas/auth";
import { LOGIN_CONSTRAINT } from "~/schemas/constraints/login";
import { authenticator, requireAnonymous, signIn } from "~/pages/auth.server";
import { ROLE_HOME, safeRedirect } from "~/utils/roles";
import { fieldError, rescue } from "~/pages/errors.server";
import { replyInvalid } from "~/utils/submission.server";
import { useIsPending } from "~/hooks/use-is-pending";
import { signInReason } from "~/utils/sign-in-reason";

export const meta: MetaFunction = () => [
  { title: "Login | Promptory" },
  {
    name: "description",
    content: "Log in to Promptory to buy tested AI prompts, use the ones you own, or run your prompt store.",
  },
];
export const handle = { slogan: "Your Shortcut to Genius" };

/** `reason`: why the visitor was sent here, by where the sign-in returns them (issue 41 point 8). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { reason: signInReason(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.clone().formData(), { schema: LoginSchema });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: ["password"] });
  return rescue(async () => {
    const user = await authenticator.authenticate("form", request);
    const to = safeRedirect(submission.value.redirectTo, ROLE_HOME[user.role]);
    return signIn(request, user, to, { type: "success", message: `Welcome back, ${user.name}!` });
  }, fieldError(submission, { hideFields: ["password"] }));
}

/**
 * The one form without Conform (decision 0117): its ~9 KB would put /login over its JavaScript
 * budget. The browser checks the schema's constraints natively; the server's reply (the same
 * LoginSchema) is shown on the fields, with and without JavaScript.
 */
export default function LoginPage() {
  const { reason } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useIsPending();
  const errors = reply?.error ?? {};
  const typed = reply?.initialValue ?? {};
  const redirectTo = typed.redirectTo ?? searchParams.get("redirectTo") ?? "";

  return (
    <>
      <h1 className="text-3xl font-bold">Login to your account</h1>
      {reason ? <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-800">{reason}</p> : null}
      <p className="mt-2 text-sm text-gray-700">
        New to Promptory?{" "}
        <Link to={redirectTo ? `/register?${new URLSearchParams({ redirectTo: String(redirectTo) })}` : "/register"} className="font-semibold text-brand-700 underline">
          Register
        </Link>
      </p>
      <Form method="post" id="login" aria-describedby={errors[""] ? "login-form-error" : undefined} className="mt-8 space-y-5">
        <input type="hidden" name="redirectTo" value={String(redirectTo)} />
        <FormErrors id="login-form-error" errors={errors[""] ?? undefined} />
        <InputField
          id="login-email"
          label="Email"
          errorId="login-email-error"
          errors={errors.email ?? undefined}
          inputProps={{
            ...fieldAria("login-email-error", errors.email),
            name: "email",
            type: "email",
            autoComplete: "email",
            defaultValue: String(typed.email ?? ""),
            ...LOGIN_CONSTRAINT.email,
          }}
        />
        <PasswordInput
          id="login-password"
          label="Password"
          errorId="login-password-error"
          errors={errors.password ?? undefined}
          autoComplete="current-password"
          inputProps={{ ...fieldAria("login-password-error", errors.password), name: "password", ...LOGIN_CONSTRAINT.password }}
        />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? <Spinner label="Logging in" /> : null}
          Login
        </button>
      </Form>
    </>
  );
}

const fieldAria = (errorId: string, errors: string[] | null | undefined) =>
  errors?.length ? { "aria-invalid": true, "aria-describedby": errorId } : {};
