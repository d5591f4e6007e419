import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { RouteDialog } from "~/components/route-dialog";
import { TEAM_PRICE_FACTOR } from "~/models/team-price";
import { PRICE_MAX, PRICE_MIN, PromptSchema, TEAM_PRICE_MAX } from "~/schemas/prompt";
import { imageUrl } from "~/utils/image-variants";
import { IMAGE_NOT_KEPT, ImageFileField } from "../image-file-field";
import { DialogErrorBoundary } from "../dialog-error-boundary";
import { ExampleOutputsFieldset, type CurrentExample, type ExampleFormValues } from "./example-outputs-fieldset";
import { TagsInput } from "./tags-input";
import { PreviewSettingsFieldset, type PreviewModelChoice } from "./preview-settings-fieldset";
import { DetectedVariables } from "./detected-variables";
import { ContentEnhancer, type EnhancerReply } from "./content-enhancer";
import type { PreviewMode } from "~/db/enums";
import { useIsPending } from "~/hooks/use-is-pending";
import { useHydrated } from "~/hooks/use-hydrated";

export type PromptFormValues = {
  title: string;
  description: string;
  shortDescription: string;
  categoryId: string;
  modelId: string;
  priceUsd: string;
  teamPriceUsd: string;
  content: string;
  tags: string[];
  status: "active" | "inactive";
  previewMode?: PreviewMode;
  previewExamples?: Record<string, string>[];
  previewModels?: string[];
  featuredImage?: File;
} & ExampleFormValues;

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** Where the prompt dialogs close to: the grid, with its search, filters and page. */
export function useGridPath(): string {
  return `/vendor/prompts${useLocation().search}`;
}

/**
 * The create and edit dialog. Posts multipart so the image travels without JavaScript; the
 * browser's own checks are off so every rule is reported next to its field, as the server says.
 */
export function PromptForm({
  mode,
  categories,
  models,
  defaultValue,
  lastResult,
  currentImage = null,
  currentExamples = [],
  banned = false,
  previewChoices,
}: {
  mode: "create" | "edit";
  categories: { id: string; name: string }[];
  /** The admin's list; a new prompt starts on the first (no empty choice, decision 0243). */
  models: { id: string; name: string }[];
  defaultValue?: Partial<Omit<PromptFormValues, "featuredImage" | `exampleImage${number}`>>;
  /** The save's reply, or the enhancer's (the form re-filled, with its answer). */
  lastResult?: EnhancerReply;
  currentImage?: string | null;
  currentExamples?: CurrentExample[];
  banned?: boolean;
  /** AI_MODELS for "Preview models"; null when AI is not configured. */
  previewChoices: PreviewModelChoice[] | null;
}) {
  const closeTo = useGridPath();
  const submitting = useIsPending();
  const hydrated = useHydrated();
  const [form, fields] = useForm<PromptFormValues, unknown>({
    id: `prompt-${mode}`,
    lastResult,
    defaultValue: { status: "active", modelId: models[0]?.id, ...defaultValue },
    constraint: getZodConstraint(PromptSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PromptSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const refused = form.status === "error";

  return (
    <RouteDialog title={mode === "create" ? "Create prompt" : "Edit prompt"} closeTo={closeTo}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
        <EnterDoesNotSave />
        <div className="-mx-1 max-h-[65vh] space-y-5 overflow-y-auto px-1 pb-2">
          <ErrorSummary form={form} />
          <Field label="Title" field={fields.title} />
          <TextareaField label="Description" field={fields.description} rows={3} />
          <Field
            label="Card summary"
            field={fields.shortDescription}
            hint="Optional, shown on prompt cards. Left empty, the first sentence of the description is used."
          />
          <SelectField
            label="Category"
            field={fields.categoryId}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            placeholder="Select a category"
          />
          <SelectField label="Model" field={fields.modelId} options={models.map((model) => ({ value: model.id, label: model.name }))} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Price"
              field={fields.priceUsd}
              type="number"
              hint={`In US dollars, from $${PRICE_MIN} to $${PRICE_MAX}.`}
              inputProps={{ step: "0.01", min: PRICE_MIN, max: PRICE_MAX, inputMode: "decimal" }}
            />
            <Field
              label="Team price"
              field={fields.teamPriceUsd}
              type="number"
              hint={`Default: ${TEAM_PRICE_FACTOR} × the price. A team licence, in US dollars.`}
              inputProps={{ step: "0.01", min: PRICE_MIN, max: TEAM_PRICE_MAX, inputMode: "decimal" }}
            />
          </div>
          <div className="space-y-1">
            <TextareaField label="Content" field={fields.content} rows={6} />
            <DetectedVariables content={fields.content.value ?? ""} />
            <ContentEnhancer
              reply={lastResult}
              contentId={fields.content.id}
              saveLabel={mode === "create" ? "Create" : "Save"}
              onUse={(value) => form.update({ name: fields.content.name, value })}
            />
          </div>
          <TagsInput field={fields.tags} />
          {banned ? (
            <div>
              <p className="label">Status</p>
              <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">Banned by an admin</p>
            </div>
          ) : (
            <SelectField label="Status" field={fields.status} options={STATUS_OPTIONS} />
          )}
          <ImageFileField
            field={fields.featuredImage}
            label="Featured image"
            currentUrl={imageUrl(currentImage)}
            currentAlt="Current featured image"
            imageClassName="h-40"
            hint={hydrated ? "" : IMAGE_NOT_KEPT}
            formRefused={refused && !hydrated}
          />
          <ExampleOutputsFieldset fields={fields} current={currentExamples} refused={refused} />
          <PreviewSettingsFieldset
            mode={fields.previewMode}
            examples={fields.previewExamples}
            models={fields.previewModels}
            choices={previewChoices}
            content={fields.content.value ?? ""}
            errors={form.allErrors}
          />
        </div>
        <div className="mt-4 flex justify-end gap-3 border-t border-gray-100 pt-4">
          <Link to={closeTo} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? <Spinner label="Saving" /> : null}
            {mode === "create" ? "Create" : "Save"}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

/**
 * The form's default button, first in it and disabled: pressing Enter in a one-line field (Tags
 * above all, a comma-separated text field without JavaScript) submits nothing, so only "Create" or
 * "Save" publishes (decision 0299).
 */
function EnterDoesNotSave() {
  return <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />;
}

/** A prompt dialog whose prompt is missing (404) or someone else's (403): the message, over the grid. */
export function PromptDialogError({ title }: { title: string }) {
  return <DialogErrorBoundary title={title} closeTo={useGridPath()} backLabel="Back to prompts" />;
}
