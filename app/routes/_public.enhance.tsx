import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { EnhancerAnswer } from "~/components/ai/enhancer-answer";
import { ErrorSummary } from "~/components/error-summary";
import { TextareaField } from "~/components/forms";
import { PageHeading } from "~/components/public/page-heading";
import { useIsPending } from "~/hooks/use-is-pending";
import { enhancePrompt } from "~/models/ai/enhance.server";
import { requireUser } from "~/pages/auth.server";
import { EnhanceSchema } from "~/schemas/enhance";
import { getZodConstraint, parseWithZod } from "~/utils/conform";

export const meta: MetaFunction = () => [{ title: "Prompt enhancer | Promptory" }];

/** Any signed-in user (CONTRACT 13); signed out: the login page, and back here after it. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

/** Nothing is saved: the answer page shows the score, the checks and the improved prompt, the form re-filled. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: EnhanceSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), answer: null }, { status: 400 });
  const { prompt } = submission.value;
  return { result: submission.reply(), answer: { original: prompt, enhancement: await enhancePrompt({ user, prompt }) } };
}

export default function EnhancePage() {
  const actionData = useActionData<typeof action>();
  const enhancing = useIsPending();
  const [form, fields] = useForm({
    id: "enhance",
    lastResult: actionData?.result,
    constraint: getZodConstraint(EnhanceSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EnhanceSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <PageHeading eyebrow="AI prompt enhancer" title="Make a rough prompt precise">
        <p>Paste a prompt: it is scored on seven checks, with advice for each, and comes back rewritten with a role, context, constraints, an output format and examples. Your [VARIABLES] are kept. Nothing is saved.</p>
      </PageHeading>
      <div className="mx-auto max-w-6xl space-y-8 px-4 pb-20 sm:px-6">
        <Form method="post" {...getFormProps(form)} className="card space-y-4">
          <ErrorSummary form={form} />
          <TextareaField label="Prompt" field={fields.prompt} rows={8} />
          <button type="submit" className="btn-primary" disabled={enhancing}>
            {enhancing ? "Enhancing..." : "Enhance"}
          </button>
        </Form>
        {actionData?.answer ? <EnhancerAnswer {...actionData.answer} /> : null}
      </div>
    </>
  );
}
