import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Field, TextareaField } from "~/components/forms";
import { HoneypotField, isHoneypotFilled } from "~/components/public/honeypot";
import { PageHeading } from "~/components/public/page-heading";
import { sendContactMessage } from "~/models/support.server";
import { fieldError, rescue } from "~/pages/errors.server";
import { ContactSchema } from "~/schemas/contact";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "Contact | Promptory" },
  { name: "description", content: "Questions about buying or selling AI prompts? Send the Promptory team a message." },
];

const THANKS = { type: "success", message: "Thanks! We will get back to you soon." } as const;

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  // A bot gets the same answer as a person, so it learns nothing from the honeypot.
  if (isHoneypotFilled(formData)) return redirectWithToast(request, "/contact", THANKS);

  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  return rescue(async () => {
    await sendContactMessage(request, submission.value);
    return redirectWithToast(request, "/contact", THANKS);
  }, fieldError(submission));
}

function ContactForm() {
  const lastResult = useActionData<typeof action>();
  const sending = useIsPending();
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    constraint: getZodConstraint(ContactSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <Form method="post" {...getFormProps(form)} className="card relative space-y-5">
      <ErrorSummary form={form} />
      <Field label="Name" field={fields.name} inputProps={{ autoComplete: "name" }} />
      <Field label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
      <TextareaField label="Message" field={fields.message} rows={6} />
      <HoneypotField />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending..." : "Send message"}
      </button>
    </Form>
  );
}

export default function ContactPage() {
  // A new location after the success redirect remounts the form empty.
  const { key } = useLocation();
  return (
    <>
      <PageHeading eyebrow="Contact" title="Talk to the Promptory team">
        <p>Questions about a purchase, selling your prompts or a partnership? Send us a message.</p>
      </PageHeading>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-20 sm:px-6 md:grid-cols-[1fr_1.6fr]">
        <aside className="space-y-4 text-gray-700">
          <h2 className="text-lg font-bold text-ink">How we can help</h2>
          <ul className="list-disc space-y-2 pl-5">
            <li>Orders, payments and refunds</li>
            <li>Opening a store and getting paid</li>
            <li>Reporting a listing that breaks our standards</li>
            <li>Press and partnerships</li>
          </ul>
          <p>We read every message and usually reply within two working days. Signed-in buyers and vendors can also open a support ticket from their profile.</p>
        </aside>
        <ContactForm key={key} />
      </div>
    </>
  );
}
