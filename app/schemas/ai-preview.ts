import { z } from "zod";
import { TemplateValuesField } from "./fill-in";
import { commaList } from "./prompt";

/**
 * A live preview run (CONTRACT 13): the template's values (`values.NAME` form fields or a `values`
 * object) and the models to run (repeated `models` checkboxes, a JSON array or comma-separated ids).
 */
export const PreviewSchema = z.object({
  values: TemplateValuesField,
  models: z.preprocess(commaList, z.array(z.string().max(200)).min(1, "Choose at least one model").max(20, "At most 20 models")),
});

export type PreviewInput = z.infer<typeof PreviewSchema>;
