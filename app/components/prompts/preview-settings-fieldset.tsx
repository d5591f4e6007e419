import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { PREVIEW_MODES, type PreviewMode } from "~/db/enums";
import { MAX_PREVIEW_EXAMPLES, PREVIEW_MODE_LABELS } from "~/models/preview-mode";
import { findVariables, MAX_VARIABLES } from "~/models/template-variables";
import { FieldErrors } from "../form-errors";
import { InputField } from "../input-field";

/** What the prompt form knows of AI_MODELS: nothing when AI is not configured. */
export type PreviewModelChoice = { id: string; kind: string };

export const PREVIEW_NEEDS_AI = "Live preview needs AI: the operator sets AI_BASE_URL to turn it on.";

const MODE_HINTS: Record<PreviewMode, string> = {
  off: "Buyers cannot run this prompt.",
  examples: "Buyers run your example values and type nothing: nothing of theirs reaches the model. Recommended.",
  open: "Buyers may also type short values (200 characters each), on text models only. An instruction typed there reaches the model; answers that give your prompt back are withheld.",
};

type ExampleSets = Record<string, string>[] | undefined;

/**
 * "Live preview" (CONTRACT 17): the mode, the vendor's "Example values" (up to 3 sets, a field per
 * variable of the content as it stands) and "Preview models"; only a line saying why when AI is off.
 */
export function PreviewSettingsFieldset({
  mode,
  examples,
  models,
  choices,
  content,
  errors,
}: {
  mode: FieldMetadata<PreviewMode | undefined>;
  examples: FieldMetadata<ExampleSets>;
  models: FieldMetadata<string[] | undefined>;
  /** null: AI is not configured on this server. */
  choices: PreviewModelChoice[] | null;
  /** The content as typed (with JavaScript) or as last rendered: its variables are the example fields. */
  content: string;
  /** Every field's errors by name (Conform's allErrors): the example fields are named per variable. */
  errors: Record<string, string[]>;
}) {
  if (!choices) return <p className="text-sm text-gray-600">{PREVIEW_NEEDS_AI}</p>;
  const radios = getCollectionProps(mode, { type: "radio", options: [...PREVIEW_MODES] });
  const chosen = mode.value ?? mode.initialValue ?? "off";
  return (
    <fieldset className="space-y-3">
      <legend className="label">Live preview</legend>
      <ul className="space-y-1">
        {radios.map(({ key, ...props }) => (
          <li key={key}>
            <div className="flex items-center gap-2">
              <input {...props} defaultChecked={props.value === chosen} className="h-4 w-4 accent-brand-700" aria-describedby={`${props.id}-hint`} />
              <label htmlFor={props.id} className="text-sm font-medium text-gray-900">
                {PREVIEW_MODE_LABELS[props.value as PreviewMode]}
              </label>
            </div>
            <p id={`${props.id}-hint`} className="ml-6 text-xs text-gray-600">
              {MODE_HINTS[props.value as PreviewMode]}
            </p>
          </li>
        ))}
      </ul>
      <FieldErrors id={mode.errorId} errors={mode.errors} />
      <ExampleValuesFieldset field={examples} variables={findVariables(content).slice(0, MAX_VARIABLES)} errors={errors} />
      <ModelBoxes models={models} choices={choices} />
    </fieldset>
  );
}

/** Up to 3 sets of "Example values", one field per variable; a set left blank is not saved. */
function ExampleValuesFieldset({ field, variables, errors }: { field: FieldMetadata<ExampleSets>; variables: string[]; errors: Record<string, string[]> }) {
  const sets = (field.value ?? field.initialValue ?? []) as Partial<Record<string, string>>[];
  return (
    <fieldset className="space-y-2" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">Example values</legend>
      {variables.length === 0 ? (
        <p className="text-xs text-gray-600">The content has no variables: a preview runs it as it is.</p>
      ) : (
        <>
          <p className="text-xs text-gray-600">
            What buyers run in a preview: write up to {MAX_PREVIEW_EXAMPLES} sets, each filling every variable. Buyers see these values.
          </p>
          {Array.from({ length: MAX_PREVIEW_EXAMPLES }, (_, index) => (
            <fieldset key={index} className="grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm text-gray-800">Example {index + 1}</legend>
              {variables.map((name) => {
                const fieldName = `${field.name}[${index}].${name}`;
                const id = `${field.id}-${index}-${variables.indexOf(name)}`;
                const fieldErrors = errors[fieldName];
                return (
                  <InputField
                    key={name}
                    id={id}
                    label={name}
                    errorId={`${id}-error`}
                    errors={fieldErrors}
                    inputProps={{
                      name: fieldName,
                      defaultValue: sets[index]?.[name] ?? "",
                      "aria-invalid": fieldErrors?.length ? true : undefined,
                      "aria-describedby": fieldErrors?.length ? `${id}-error` : undefined,
                    }}
                  />
                );
              })}
            </fieldset>
          ))}
        </>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

function ModelBoxes({ models, choices }: { models: FieldMetadata<string[] | undefined>; choices: PreviewModelChoice[] }) {
  const kinds = new Map(choices.map((choice) => [choice.id, choice.kind]));
  const boxes = getCollectionProps(models, { type: "checkbox", options: choices.map((choice) => choice.id), ariaAttributes: true });
  return (
    <fieldset aria-describedby={models.errors?.length ? models.errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">Preview models</legend>
      <p className="text-xs text-gray-600">Image models run only with your example values.</p>
      <ul className="mt-1 space-y-1">
        {boxes.map(({ key, ...props }) => (
          <li key={key} className="flex items-center gap-2">
            <input {...props} className="h-4 w-4 accent-brand-700" />
            <label htmlFor={props.id} className="text-sm text-gray-800">
              {props.value} ({kinds.get(props.value)})
            </label>
          </li>
        ))}
      </ul>
      <FieldErrors id={models.errorId} errors={models.errors} />
    </fieldset>
  );
}
