import { z } from "zod";
import type { AiModelKind } from "~/env.server";
import { TemplateValuesField } from "./fill-in";
import { commaList } from "./prompt";

/**
 * A live preview run (CONTRACT 17): one of the vendor's example sets by its index (`example`), or
 * typed values (`values.NAME` form fields or a `values` object; `open` mode and the vendor only),
 * and the models to run (repeated `models` checkboxes, a JSON array or comma-separated ids).
 */
export const PreviewSchema = z.object({
  example: z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ invalid_type_error: "Choose an example by its number" }).int("Choose an example by its number").min(0).max(9).optional(),
  ),
  values: TemplateValuesField,
  models: z.preprocess(commaList, z.array(z.string().max(200)).min(1, "Choose at least one model").max(20, "At most 20 models")),
});

export type PreviewInput = z.infer<typeof PreviewSchema>;

/** One model's answer to a live preview, as the API and the "Try it" form show it. */
export type PreviewOutput = {
  model: string;
  kind: AiModelKind;
  /** null for an image, a withheld output or a failed call. */
  text: string | null;
  imageUrl: string | null;
  ms: number;
  tokens: number;
  /** From today's cache: it counted nothing. */
  cached: boolean;
  withheld: boolean;
  /** Why there is no output: the leak rule's sentence or what went wrong with this model. */
  note: string | null;
};

/** "Save as example output": the run's values and the one model whose cached output to keep. */
export const SaveExampleSchema = z.object({
  values: TemplateValuesField,
  model: z.string().trim().min(1, "Choose the model whose output to save").max(200),
});

export type SaveExampleInput = z.infer<typeof SaveExampleSchema>;
