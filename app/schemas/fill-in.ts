import { z } from "zod";
import { MAX_VALUE_LENGTH, MAX_VARIABLES } from "~/models/template-variables";
import { FILL_IN_INTENT } from "./constraints/fill-in";

/**
 * The "Fill in" form of a template prompt: a value per variable, as `values.NAME` fields (a form)
 * or a `values` object (JSON). Plain text of at most MAX_VALUE_LENGTH characters each.
 */
export const TemplateValuesField = z
  .record(z.string().max(MAX_VALUE_LENGTH, `Each value must be at most ${MAX_VALUE_LENGTH} characters`))
  .refine((values) => Object.keys(values).length <= MAX_VARIABLES, `At most ${MAX_VARIABLES} values`)
  .default({});

export const FillInSchema = z.object({
  intent: z.literal(FILL_IN_INTENT),
  values: TemplateValuesField,
});

