import { getFormProps, useForm, type FieldMetadata, type Submission, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PasswordField } from "~/components/auth/password-field";
import { ErrorSummary } from "~/components/error-summary";
import { Field, FieldErrors, SelectField, TextareaField } from "~/components/forms";
import { ImageFileField } from "~/components/image-file-field";
import { Spinner } from "~/components/spinner";
import { attemptRegistration, checkEmailFree } from "~/models/auth.server";
import type { AppError } from "~/utils/app-error";
import { RegisterAccountSchema, RegisterSchema, type StoreFields } from "~/schemas/auth";
import { requireAnonymous, signIn } from "~/pages/auth.server";
import { COUNTRIES } from "~/utils/countries";
import { oversizedFileErrors, readFormParts } from "~/utils/form-data.server";
import { pendingCartReturnTo } from "~/pages/pending-cart.server";
import { ROLE_HOME, safeRedirect } from "~/utils/roles";
import { conformReply, rescue } from "~/pages/errors.server";
import { useIsPending } from "~/hooks/use-is-pending";
import { registerReason } from "~/utils/sign-in-reason";

export const meta: MetaFunction = () => [
  { title: "Register | Promptory" },
  {
    name: "description",
    content: "Create a Promptory account to buy tested AI prompts, or open a store and sell your own.",
  },
];
export const handle = { slogan: "Start Selling Prompts" };

type Step = 1 | 2;
type ActionData = { result: SubmissionResult<string[]>; step: Step };

/** "Back" keeps what was typed and checks nothing. */
const BackSchema = z.object({}).passthrough();

type RegisterFormValues = z.input<typeof RegisterAccountSchema> & Partial<z.input<typeof StoreFields>>;

/** What the browser checks before sending, by the button pressed (Conform passes the submitter). */
function schemaForIntent(intent: FormDataEntryValue | null) {
  if (intent === "back") return BackSchema;
  if (intent === "next") return RegisterAccountSchema;
  return RegisterSchema;
}

/**
 * `?role=vendor` (the landing page's "Start selling prompts") opens the form with Vendor chosen;
 * `?redirectTo=` (from the login page, e.g. a team invitation's link) is where the new account lands;
 * `?email=` fills in the address (a team invitation's). `slogan`: the layout's, when not the handle's.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"), "");
  const role = params.get("role") === "vendor" ? ("vendor" as const) : ("buyer" as const);
  // A team invitation's "Create an account" (issue 41 point 9): its address filled in, and the page says what it is for.
  const joining = role === "buyer" && redirectTo.startsWith("/teams/join/");
  const email = (params.get("email") ?? "").trim().slice(0, 254);
  return { role, redirectTo, reason: registerReason(redirectTo), email, slogan: joining ? "Join Your Team on Promptory" : null };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  // Only a file far over the limit fails the read: the body was not read to its end, so nothing typed arrived.
  const read = await rescue(() => readFormParts(request), stepError(parseWithZod(new FormData(), { schema: BackSchema }), 1));
  if (!("formData" in read)) return read;
  const { formData, oversized } = read;
  const intent = formData.get("intent");
  if (intent === "back") {
    const submission = parseWithZod(formData, { schema: BackSchema });
    return data<ActionData>({ result: submission.reply(), step: 1 });
  }
  if (intent === "next") return checkAccountStep(request, formData);
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  const step: Step = formData.get("role") === "vendor" ? 2 : 1;
  // A cover over 5 MB was dropped while reading: its error joins the others, and every typed value comes back.
  const fileErrors = oversizedFileErrors(oversized);
  if (submission.status !== "success" || fileErrors) {
    const result = submission.reply(fileErrors ? { fieldErrors: fileErrors } : {});
    return data<ActionData>({ result, step: firstErrorStep(result.error, step) }, { status: fileErrors ? 413 : 400 });
  }
  return rescue(async () => {
    const { user } = await attemptRegistration(request, submission.value);
    // The form posts to this page's own address, so its ?redirectTo= arrives here.
    const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ROLE_HOME[user.role]);
    return signIn(request, user, (await pendingCartReturnTo(request)) ?? redirectTo, {
      type: "success",
      message: `Welcome to Promptory, ${user.name}!`,
    });
  }, stepError(submission, step));
}

/** Step 1 checked alone (the vendor's "Next"), including whether the e-mail is free. */
function checkAccountStep(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: RegisterAccountSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply(), step: 1 }, { status: 400 });
  return rescue(async () => {
    await checkEmailFree(request, submission.value.email);
    return data<ActionData>({ result: submission.reply(), step: 2 });
  }, stepError(submission, 1));
}

/** A refusal on its field, on the step that shows it (the e-mail is on step 1). */
const stepError = <T,>(submission: Submission<T>, step: Step) => (error: AppError) =>
  data<ActionData>({ result: conformReply(submission, error), step: error.field === "email" ? 1 : step }, { status: error.status });

const ACCOUNT_FIELDS = ["name", "email", "password", "country", "role"];

/** Errors on step-1 fields send the vendor back to step 1 so they are visible. */
function firstErrorStep(error: Record<string, string[] | null> | null | undefined, current: Step): Step {
  return Object.keys(error ?? {}).some((key) => ACCOUNT_FIELDS.includes(key)) ? 1 : current;
}

export default function RegisterPage() {
  const { role: chosenRole, redirectTo, reason, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useIsPending();
  const step = actionData?.step ?? 1;
  const [form, fields] = useForm<RegisterFormValues, unknown>({
    id: "register",
    lastResult: actionData?.result,
    constraint: getZodConstraint(RegisterAccountSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemaForIntent(formData.get("intent")) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { role: chosenRole, email },
  });
  const role = fields.role.value ?? fields.role.initialValue ?? "buyer";

  return (
    <>
      <h1 className="text-3xl font-bold">{step === 1 ? "Create your account" : "Set up your store"}</h1>
      {reason ? <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-800">{reason}</p> : null}
      <p className="mt-2 text-sm text-gray-700">
        Already have an account?{" "}
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login"} className="font-semibold text-brand-700 underline">
          Login
        </Link>
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="group/register mt-8 space-y-5"
      >
        <ErrorSummary form={form} />
        <fieldset hidden={step !== 1} className="space-y-5">
          <legend className="sr-only">Account</legend>
          <Field label="Full name" field={fields.name} inputProps={{ autoComplete: "name" }} />
          <Field label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
          <PasswordField label="Password" field={fields.password} autoComplete="new-password" />
          <SelectField label="Country" field={fields.country} options={COUNTRIES} placeholder="Select your country" />
          <AccountTypeRadios field={fields.role} defaultValue={role} />
          <button type="submit" name="intent" value="register" className="btn-primary w-full group-has-[#role-vendor:checked]/register:hidden" disabled={submitting}>
            {submitting ? <Spinner label="Registering" /> : null}
            Register
          </button>
          <button type="submit" name="intent" value="next" className="btn-primary hidden w-full group-has-[#role-vendor:checked]/register:flex" disabled={submitting}>
            Next
          </button>
        </fieldset>
        {/* Both steps are always in the form, so Back and Next carry what was typed in the other one. */}
        <fieldset hidden={step !== 2} className="space-y-5">
          <legend className="sr-only">Store</legend>
          <Field label="Store name" field={fields.storeName} />
          <ImageFileField field={fields.coverImage} label="Cover image" imageClassName="h-32" />
          <TextareaField label="Bio" field={fields.bio} rows={4} />
          <div className="flex gap-3">
            <button type="submit" name="intent" value="back" formNoValidate className="btn-secondary flex-1">
              Back
            </button>
            <button type="submit" name="intent" value="register" className="btn-primary flex-1" disabled={submitting}>
              {submitting ? <Spinner label="Registering" /> : null}
              Register
            </button>
          </div>
        </fieldset>
      </Form>
    </>
  );
}

type RoleField = Pick<FieldMetadata<unknown>, "id" | "name" | "errorId" | "errors">;

function AccountTypeRadios({ field, defaultValue }: { field: RoleField; defaultValue: string }) {
  return (
    <fieldset id={field.id}>
      <legend className="label">Account type</legend>
      <div className="grid grid-cols-2 gap-3">
        {(["buyer", "vendor"] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" id={`role-${value}`} name={field.name} value={value} defaultChecked={defaultValue === value} className="accent-brand-700" />
            {value === "buyer" ? "Buyer" : "Vendor"}
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
