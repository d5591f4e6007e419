import { z } from "zod";
import { OptionalImageField } from "./fields";

/** A prompt shows at most this many example outputs, one per numbered slot (decision 0250). */
export const MAX_EXAMPLES = 4;
export const MAX_EXAMPLE_TEXT = 2000;
export const EXAMPLE_POSITIONS = [1, 2, 3, 4] as const;
export type ExamplePosition = (typeof EXAMPLE_POSITIONS)[number];

/** The flat field names of slot `n` (form and API alike, decision 0252). */
export const exampleFieldNames = (n: number) =>
  ({ text: `exampleText${n}`, image: `exampleImage${n}`, remove: `removeExample${n}` }) as const;

export const EXAMPLES_LIMIT_ERROR = `A prompt has at most ${MAX_EXAMPLES} example outputs`;
export const EXAMPLE_BOTH_ERROR = "An example output is an image or a text, not both: clear one of them";
export const EXAMPLE_TEXT_ERROR = `Example output text must be at most ${MAX_EXAMPLE_TEXT.toLocaleString("en-US")} characters`;

const ExampleText = z
  .string()
  .trim()
  .max(MAX_EXAMPLE_TEXT, EXAMPLE_TEXT_ERROR)
  .optional()
  .transform((text) => (text ? text : undefined));

/** A checkbox ("on"), or what an API client sends: true, "true", "1". */
const RemoveFlag = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === "1",
  z.boolean(),
).optional();

/** The example slots' fields, spread into the prompt schema. */
export const ExampleFields = {
  exampleText1: ExampleText,
  exampleText2: ExampleText,
  exampleText3: ExampleText,
  exampleText4: ExampleText,
  exampleImage1: OptionalImageField,
  exampleImage2: OptionalImageField,
  exampleImage3: OptionalImageField,
  exampleImage4: OptionalImageField,
  removeExample1: RemoveFlag,
  removeExample2: RemoveFlag,
  removeExample3: RemoveFlag,
  removeExample4: RemoveFlag,
};

export type ExampleFieldValues = { [K in keyof typeof ExampleFields]?: z.output<(typeof ExampleFields)[K]> };

/** What the form or API asked of one slot. */
export type ExampleSlotInput = { position: ExamplePosition; text?: string; image?: File; remove: boolean };

export function exampleSlots(values: ExampleFieldValues): ExampleSlotInput[] {
  return EXAMPLE_POSITIONS.map((position) => ({
    position,
    text: values[`exampleText${position}`],
    image: values[`exampleImage${position}`],
    remove: values[`removeExample${position}`] ?? false,
  }));
}

/** The one rule across a slot's fields: an image or a text, never both. */
export function refineExampleSlots(values: ExampleFieldValues, ctx: z.RefinementCtx): void {
  for (const slot of exampleSlots(values)) {
    if (slot.text && slot.image) {
      ctx.addIssue({ code: "custom", message: EXAMPLE_BOTH_ERROR, path: [exampleFieldNames(slot.position).text] });
    }
  }
}
