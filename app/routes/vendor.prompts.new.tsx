import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PromptForm } from "~/components/prompts/prompt-form";
import { listCategories } from "~/models/categories.server";
import { previewModelChoices } from "~/models/ai/preview.server";
import { listModels } from "~/models/models.server";
import { createPrompt } from "~/models/prompts.server";
import { PromptSchema } from "~/schemas/prompt";
import { requireVendor } from "~/pages/auth.server";
import { saveMultipartForm } from "~/pages/multipart-form.server";
import { promptFormEnhancer } from "~/pages/prompt-form-enhancer.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Create prompt | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireVendor(request);
  return {
    categories: (await listCategories()).map(({ id, name }) => ({ id, name })),
    models: (await listModels()).map(({ id, name }) => ({ id, name })),
    previewChoices: previewModelChoices(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, vendor } = await requireVendor(request);
  const failed = await saveMultipartForm(request, PromptSchema, (input) => createPrompt(vendor, input), promptFormEnhancer(user));
  if (failed) return failed;
  // The plain grid, newest first: the new prompt is at the top.
  return redirectWithToast(request, "/vendor/prompts", { type: "success", message: "Prompt created successfully" });
}

export default function NewPromptDialog() {
  const { categories, models, previewChoices } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <PromptForm mode="create" categories={categories} models={models} lastResult={lastResult} previewChoices={previewChoices} />;
}
