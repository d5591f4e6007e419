import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PromptForm } from "~/components/prompts/prompt-form";
import { listCategories } from "~/models/categories.server";
import { createPrompt } from "~/models/prompts.server";
import { PromptSchema } from "~/schemas/prompt";
import { requireVendor } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/session.server";
import { replyInvalid, replyWithAppError } from "~/utils/submission.server";

export const meta: MetaFunction = () => [{ title: "Create prompt | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireVendor(request);
  return { categories: listCategories().map(({ id, name }) => ({ id, name })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { vendor } = await requireVendor(request);
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    // An image over the limit stops the upload: only its error can be sent back.
    return replyWithAppError(parseWithZod(new FormData(), { schema: z.object({}) }), error);
  }
  const submission = parseWithZod(formData, { schema: PromptSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await createPrompt(vendor, submission.value);
  } catch (error) {
    return replyWithAppError(submission, error);
  }
  // The plain grid, newest first: the new prompt is at the top.
  return redirectWithToast(request, "/vendor/prompts", { type: "success", message: "Prompt created successfully" });
}

export default function NewPromptDialog() {
  const { categories } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <PromptForm mode="create" categories={categories} lastResult={lastResult} />;
}
