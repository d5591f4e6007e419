/**
 * A prompt's live preview mode and its vendor's example values (CONTRACT 17, decision 0349). Pure:
 * the prompt form's schema, the API and the domain share these rules.
 */
import type { PreviewMode } from "~/db/enums";

/** The most "Example values" sets a prompt has. */
export const MAX_PREVIEW_EXAMPLES = 3;
/** The most a buyer may type into one variable in `open` mode. */
export const MAX_TYPED_PREVIEW_VALUE = 200;

export const PREVIEW_MODE_LABELS: Record<PreviewMode, string> = {
  off: "Off",
  examples: "Vendor's examples only",
  open: "Buyers may type values",
};

export const EXAMPLE_VALUES_REQUIRED = `Write "Example values" for every variable to use "${PREVIEW_MODE_LABELS.examples}"`;

export type ExampleValues = Record<string, string>;

/**
 * The mode a save asks for: `previewMode` wins; the older `allowPreview` reads `true` as
 * `examples` (or `open` when the prompt is open already) and `false` as `off`; neither: off.
 */
export function requestedPreviewMode(input: { previewMode?: PreviewMode; allowPreview?: boolean }, current: PreviewMode = "off"): PreviewMode {
  if (input.previewMode) return input.previewMode;
  if (!input.allowPreview) return "off";
  return current === "open" ? "open" : "examples";
}

/** Each set kept with exactly the prompt's variables, values trimmed; a set with a variable left blank is not complete. */
export function examplesFor(variables: readonly string[], sets: readonly ExampleValues[]): ExampleValues[] {
  return sets.map((set) => Object.fromEntries(variables.map((name) => [name, set[name]?.trim() ?? ""])));
}

/** The variables a set leaves blank. */
export const blankVariables = (variables: readonly string[], set: ExampleValues) => variables.filter((name) => !set[name]?.trim());

/** Whether `examples` mode can run: a prompt without variables runs as it is; one with variables needs a set. */
export const examplesModeReady = (variables: readonly string[], sets: readonly ExampleValues[]) => variables.length === 0 || sets.length > 0;

/**
 * The sets a buyer may run: one empty set for a prompt without variables (it runs as it is),
 * else the vendor's sets.
 */
export function runnableExamples(variables: readonly string[], sets: readonly ExampleValues[]): ExampleValues[] {
  return variables.length === 0 ? [{}] : examplesFor(variables, sets);
}
