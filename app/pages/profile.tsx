import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { PasswordField } from "~/components/auth/password-field";
import { ErrorSummary } from "~/components/error-summary";
import { Field, FieldErrors, FormErrors, SelectField, TextareaField } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { RouteDialog } from "~/components/route-dialog";
import { ChangePasswordSchema, EMAIL_PREFERENCES, EmailPreferencesSchema, ProfileSchema, SupportTicketSchema } from "~/schemas/profile";
import { COUNTRIES } from "~/utils/countries";
import { ROLE_HOME } from "~/utils/roles";
import type { profileAction, profileLoader, passwordAction, ticketAction } from "./profile.server";
import { useIsPending } from "~/hooks/use-is-pending";

export function ProfilePage() {
  const { profile, canOpenTicket, emailSaleNotices } = useLoaderData<typeof profileLoader>();
  const actionData = useActionData<typeof profileAction>();
  const preferencesResult = actionData && "preferences" in actionData ? actionData.preferences : undefined;
  const lastResult = actionData && !("preferences" in actionData) ? actionData : undefined;
  const saving = useIsPending({ with: { intent: null } });
  const [form, fields] = useForm({
    id: "profile",
    lastResult,
    defaultValue: { name: profile.name, country: profile.country },
    constraint: getZodConstraint(ProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    // On input, not on blur: an error fixed by typing goes while typing. On blur it went as the
    // button was pressed, the form moved up under the pointer and that first click was lost.
    shouldRevalidate: "onInput",
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Profile</h1>
      <section className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between" aria-label="Account">
        <dl className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-600">Name</dt>
            <dd className="font-semibold">{profile.name}</dd>
          </div>
          <div>
            <dt className="text-gray-600">E-mail</dt>
            <dd className="font-semibold break-all">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-gray-600">Country</dt>
            <dd className="font-semibold">{profile.country}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {canOpenTicket ? (
            <>
              <Link to="ticket" preventScrollReset className="btn-secondary">
                Open Ticket
              </Link>
              <Link to={`${ROLE_HOME[profile.role]}/tickets`} className="btn-secondary">
                My tickets
              </Link>
            </>
          ) : null}
          <Link to="password" preventScrollReset className="btn-secondary">
            Change Password
          </Link>
        </div>
      </section>
      <section className="card" aria-labelledby="personal-info">
        <h2 id="personal-info" className="mb-4 text-lg font-semibold">
          Personal Information
        </h2>
        <Form method="post" {...getFormProps(form)} className="grid gap-5 sm:grid-cols-2">
          <ErrorSummary form={form} />
          <Field label="Full name" field={fields.name} inputProps={{ autoComplete: "name" }} />
          <SelectField label="Country" field={fields.country} options={COUNTRIES} placeholder="Select your country" />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? <Spinner label="Saving" /> : null}
              Save Changes
            </button>
          </div>
        </Form>
      </section>
      {emailSaleNotices === null ? null : <EmailPreferences key={String(emailSaleNotices)} emailSaleNotices={emailSaleNotices} lastResult={preferencesResult} />}
      <Outlet />
    </div>
  );
}

/** The e-mails a vendor may turn off (sale notices); receipts, resets and account news always go. */
function EmailPreferences({ emailSaleNotices, lastResult }: { emailSaleNotices: boolean; lastResult?: SubmissionResult<string[]> }) {
  const saving = useIsPending({ with: { intent: EMAIL_PREFERENCES } });
  const [form, fields] = useForm({
    id: "email-preferences",
    lastResult,
    defaultValue: { emailSaleNotices },
    constraint: getZodConstraint(EmailPreferencesSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailPreferencesSchema }),
  });
  const field = fields.emailSaleNotices;
  return (
    <section className="card" aria-labelledby="email-settings">
      <h2 id="email-settings" className="mb-4 text-lg font-semibold">
        Email notifications
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value={EMAIL_PREFERENCES} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(field, { type: "checkbox" })}
            key={field.key}
            aria-describedby={field.errors ? `${field.id}-hint ${field.errorId}` : `${field.id}-hint`}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <div>
            <label htmlFor={field.id} className="text-sm font-medium text-gray-900">
              Email me when I make a sale
            </label>
            <p id={`${field.id}-hint`} className="text-sm text-gray-600">
              Each sale also shows in your notifications. Withdrawal and support ticket updates, receipts and password
              resets are always e-mailed.
            </p>
            <FieldErrors id={field.errorId} errors={field.errors} />
          </div>
        </div>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? <Spinner label="Saving" /> : null}
          Save email settings
        </button>
      </Form>
    </section>
  );
}

export function PasswordDialog() {
  const lastResult = useActionData<typeof passwordAction>();
  const submitting = useIsPending();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <RouteDialog title="Change Password" closeTo="..">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <PasswordField label="Current password" field={fields.currentPassword} autoComplete="current-password" />
        <PasswordField label="New password" field={fields.newPassword} autoComplete="new-password" />
        <DialogActions submitting={submitting} label="Change Password" />
      </Form>
    </RouteDialog>
  );
}

export function TicketDialog() {
  const lastResult = useActionData<typeof ticketAction>();
  const submitting = useIsPending();
  const [form, fields] = useForm({
    id: "support-ticket",
    lastResult,
    constraint: getZodConstraint(SupportTicketSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SupportTicketSchema }),
    // Cleared while typing: cleared on blur, the error above the fields would move the button
    // away between the press and the release of the click that caused the blur.
    shouldRevalidate: "onInput",
  });
  return (
    <RouteDialog title="Open a support ticket" closeTo="..">
      {/* The server's answer marks each blank field, without JavaScript too. */}
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Subject" field={fields.subject} />
        <TextareaField label="Message" field={fields.message} rows={5} />
        <DialogActions submitting={submitting} label="Submit Ticket" />
      </Form>
    </RouteDialog>
  );
}

function DialogActions({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <div className="flex justify-end gap-3">
      <Link to=".." preventScrollReset className="btn-secondary">
        Cancel
      </Link>
      <button type="submit" className="btn-primary" disabled={submitting}>
        {submitting ? <Spinner label="Submitting" /> : null}
        {label}
      </button>
    </div>
  );
}
