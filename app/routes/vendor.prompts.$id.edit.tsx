import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PromptDialogError, PromptForm } from "~/components/prompts/prompt-form";
import { listCategories } from "~/models/categories.server";
import { previewModelChoices } from "~/models/ai/preview.server";
import { listModels } from "~/models/models.server";
import { listExamples, type PromptExample } from "~/models/prompt-examples.server";
import { deriveShortDescription, getOwnPrompt, updatePrompt, type Prompt } from "~/models/prompts.server";
import { PromptSchema } from "~/schemas/prompt";
import { requireVendor } from "~/pages/auth.server";
import { saveMultipartForm } from "~/pages/multipart-form.server";
import { promptFormEnhancer } from "~/pages/prompt-form-enhancer.server";
import { rescue, throwResponse } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit prompt | Promptory" }];

/** The form's values; a derived summary shows as empty so it follows later description edits. */
function formValues(prompt: Prompt, examples: PromptExample[]) {
  const derived = prompt.shortDescription === deriveShortDescription(prompt.description);
  return {
    title: prompt.title,
    description: prompt.description,
    shortDescription: derived ? "" : prompt.shortDescription,
    categoryId: prompt.categoryId,
    // A row from before models existed starts on the first model, like a new prompt.
    ...(prompt.modelId ? { modelId: prompt.modelId } : {}),
    priceUsd: (prompt.priceCents / 100).toFixed(2),
    // Empty while it is the default, so the default keeps following the price.
    teamPriceUsd: prompt.teamPriceCents === null ? "" : (prompt.teamPriceCents / 100).toFixed(2),
    content: prompt.content,
    tags: prompt.tags,
    status: prompt.status === "inactive" ? ("inactive" as const) : ("active" as const),
    previewMode: prompt.previewMode,
    previewExamples: prompt.previewExamples,
    previewModels: prompt.previewModels,
    // A stored text comes back in its slot; sent unchanged, it stays as it is.
    ...Object.fromEntries(examples.flatMap((example) => (example.text ? [[`exampleText${example.position}`, example.text]] : []))),
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  // Someone else's prompt is a 403 and a missing one a 404, with nothing of the prompt sent.
  const prompt = await rescue(() => getOwnPrompt(vendor, params.id ?? ""), throwResponse);
  const examples = await listExamples(prompt.id);
  return {
    categories: (await listCategories()).map(({ id, name }) => ({ id, name })),
    models: (await listModels()).map(({ id, name }) => ({ id, name })),
    values: formValues(prompt, examples),
    featuredImage: prompt.featuredImage,
    examples,
    banned: prompt.status === "banned",
    previewChoices: previewModelChoices(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, vendor } = await requireVendor(request);
  // The enhancer answers without saving: someone else's prompt is refused before it, as a save is.
  await rescue(() => getOwnPrompt(vendor, params.id ?? ""), throwResponse);
  const failed = await saveMultipartForm(request, PromptSchema, (input) => updatePrompt(vendor, params.id ?? "", input), promptFormEnhancer(user));
  if (failed) return failed;
  // Back to the grid as it was: same search, filters and page.
  const back = `/vendor/prompts${new URL(request.url).search}`;
  return redirectWithToast(request, back, { type: "success", message: "Prompt updated successfully" });
}

export default function EditPromptDialog() {
  const { categories, models, values, featuredImage, examples, banned, previewChoices } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <PromptForm
      mode="edit"
      categories={categories}
      models={models}
      defaultValue={values}
      lastResult={lastResult}
      currentImage={featuredImage}
      currentExamples={examples}
      banned={banned}
      previewChoices={previewChoices}
    />
  );
}

export function ErrorBoundary() {
  return <PromptDialogError title="Edit prompt" />;
}
