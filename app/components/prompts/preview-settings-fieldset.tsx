import { getCollectionProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "../form-errors";

/** What the prompt form knows of AI_MODELS: nothing when AI is not configured. */
export type PreviewModelChoice = { id: string; kind: string };

export const PREVIEW_NEEDS_AI = "Live preview needs AI: the operator sets AI_BASE_URL to turn it on.";

/** "Allow live preview" and "Preview models" (CONTRACT 13); only a line saying why when AI is off. */
export function PreviewSettingsFieldset({
  allow,
  models,
  choices,
}: {
  allow: FieldMetadata<boolean | undefined>;
  models: FieldMetadata<string[] | undefined>;
  /** null: AI is not configured on this server. */
  choices: PreviewModelChoice[] | null;
}) {
  if (!choices) return <p className="text-sm text-gray-600">{PREVIEW_NEEDS_AI}</p>;
  const allowProps = getInputProps(allow, { type: "checkbox" });
  const kinds = new Map(choices.map((choice) => [choice.id, choice.kind]));
  const boxes = getCollectionProps(models, { type: "checkbox", options: choices.map((choice) => choice.id), ariaAttributes: true });
  return (
    <fieldset className="space-y-2">
      <legend className="label">Live preview</legend>
      <div className="flex items-center gap-2">
        <input {...allowProps} key={allowProps.key} className="h-4 w-4 accent-brand-700" />
        <label htmlFor={allow.id} className="text-sm font-medium text-gray-900">
          Allow live preview
        </label>
      </div>
      <fieldset aria-describedby={models.errors?.length ? models.errorId : undefined}>
        <legend className="text-sm font-medium text-gray-900">Preview models</legend>
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
    </fieldset>
  );
}
