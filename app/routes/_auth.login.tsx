import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { PasswordField } from "~/components/auth/password-input";
import { Field, FormErrors } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { useZodValidation } from "~/hooks/use-zod-validation";
import { LoginSchema } from "~/schemas/auth";
import { LOGIN_CONSTRAINT } from "~/schemas/constraints/login";
import { authenticator, requireAnonymous, signIn } from "~/utils/auth.server";
import { ROLE_HOME, safeRedirect } from "~/utils/roles";
import { replyInvalid, replyWithAppError } from "~/utils/submission.server";

export const meta: MetaFunction = () => [
  { title: "Login | Promptory" },
  {
    name: "description",
    content: "Log in to Promptory to buy tested AI prompts, use the ones you own, or run your prompt store.",
  },
];
export const handle = { slogan: "Your Shortcut to Genius" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.clone().formData(), { schema: LoginSchema });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: ["password"] });
  try {
    const user = await authenticator.authenticate("form", request);
    const to = safeRedirect(submission.value.redirectTo, ROLE_HOME[user.role]);
    return signIn(request, user, to, { type: "success", message: `Welcome back, ${user.name}!` });
  } catch (error) {
    return replyWithAppError(submission, error, { hideFields: ["password"] });
  }
}

const loadLoginSchema = () => import("~/schemas/auth").then((schemas) => schemas.LoginSchema);

export default function LoginPage() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const { onValidate, preload } = useZodValidation(loadLoginSchema);
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: LOGIN_CONSTRAINT,
    onValidate,
    shouldRevalidate: "onBlur",
    defaultValue: { redirectTo: searchParams.get("redirectTo") ?? "" },
  });

  return (
    <>
      <h1 className="text-3xl font-bold">Login to your account</h1>
      <p className="mt-2 text-sm text-gray-700">
        New to Promptory?{" "}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          Register
        </Link>
      </p>
      <Form method="post" {...getFormProps(form)} onFocus={preload} className="mt-8 space-y-5">
        <input type="hidden" name={fields.redirectTo.name} defaultValue={fields.redirectTo.initialValue} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
        <PasswordField label="Password" field={fields.password} autoComplete="current-password" />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 underline">
            Forgot Password?
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
