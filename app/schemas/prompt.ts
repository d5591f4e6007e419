import { z } from "zod";
import { TEAM_PRICE_FACTOR } from "~/models/team-price";
import { PREVIEW_MODES } from "~/db/enums";
import { blankVariables, EXAMPLE_VALUES_REQUIRED, examplesModeReady, MAX_PREVIEW_EXAMPLES, requestedPreviewMode } from "~/models/preview-mode";
import { MAX_VALUE_LENGTH, templateVariables, tooManyVariables } from "~/models/template-variables";
import { FILL_IN_REFUSED, hasFillIn } from "~/models/ai/fill-in";
import { OptionalImageField } from "./fields";
import { ExampleFields, refineExampleSlots } from "./prompt-examples";

export const PRICE_MIN = 0.99;
export const PRICE_MAX = 999.99;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

/**
 * Tags arrive as repeated fields (JavaScript chips, API) or as one comma-separated text
 * (the plain form): both become one trimmed, de-duplicated list.
 */
export function normalizeTags(input: unknown): string[] {
  const values = Array.isArray(input) ? input : input === undefined || input === null ? [] : [input];
  const tags = values.flatMap((value) => String(value).split(",")).map((tag) => tag.trim().replace(/\s+/g, " "));
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const TagsField = z.preprocess(
  normalizeTags,
  z
    .array(z.string().max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
);

const text = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const numericText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;

const usdAmount = (label: string, max: number) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .min(PRICE_MIN, `${label} must be at least $${PRICE_MIN}`)
    .max(max, `${label} must be at most $${max}`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most 2 decimals`);

/** A number, or numeric text (JSON clients send "12.50" too; forms are coerced by Conform). */
export const PriceField = z.preprocess(numericText, usdAmount("Price", PRICE_MAX));

/**
 * "Team price" (CONTRACT 14): empty, absent or null means the default, `TEAM_PRICE_FACTOR` × the
 * price; never below the price (checked with it, below). The cap leaves room for ten times the
 * highest price, a licence for the largest team (docs/decisions/0326).
 */
export const TEAM_PRICE_MAX = 9999.99;
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : numericText(value));
export const TeamPriceField = z
  .preprocess(blankAsAbsent, usdAmount("Team price", TEAM_PRICE_MAX).nullish())
  .describe(`A team licence's price in USD, at least priceUsd; empty, null or absent: ${TEAM_PRICE_FACTOR} × priceUsd`);

const teamPriceBelowPrice = (priceUsd: number) => `Team price must be at least the price ($${priceUsd.toFixed(2)})`;

/** Repeated fields (checkboxes, a JSON array) or one comma-separated text: one trimmed list without repeats. */
export function commaList(input: unknown): string[] {
  const values = Array.isArray(input) ? input : input === undefined || input === null ? [] : [input];
  const items = values.flatMap((value) => String(value).split(",")).map((item) => item.trim());
  return [...new Set(items.filter(Boolean))];
}

const FLAG_VALUES = new Map<unknown, boolean>([
  [true, true], ["on", true], ["true", true], ["1", true],
  [false, false], ["false", false], ["0", false], ["", false], [undefined, false], [null, false],
]);

/** A checkbox ("on", absent when unticked), or what an API client sends: true/false, "true"/"false", "1"/"0". */
export const flagField = (label: string) =>
  z.preprocess((value) => FLAG_VALUES.get(value) ?? value, z.boolean({ invalid_type_error: `${label} must be true or false` }));

export const PREVIEW_MODELS_REQUIRED = "Choose at least one preview model to allow live preview";

/** A set of "Example values" left wholly blank in the form is no set; Conform may leave holes in the list. */
const filledSets = (input: unknown) =>
  Array.isArray(input)
    ? input.filter((set) => set && typeof set === "object" && Object.values(set).some((value) => typeof value === "string" && value.trim()))
    : input;

/** "Example values" (CONTRACT 17): up to 3 sets of `{ VARIABLE: value }`, each checked against the content below. */
const PreviewExamplesField = z.preprocess(
  filledSets,
  z
    .array(z.record(z.string().max(MAX_VALUE_LENGTH, `Each example value must be at most ${MAX_VALUE_LENGTH} characters`)), {
      invalid_type_error: "Example values must be a list of { VARIABLE: value } sets",
    })
    .max(MAX_PREVIEW_EXAMPLES, `At most ${MAX_PREVIEW_EXAMPLES} sets of example values`),
);

type PreviewFields = { content: string; previewMode?: (typeof PREVIEW_MODES)[number]; previewExamples?: Record<string, string>[] };

/** Every set fills every variable; an explicit `examples` mode needs a set when the content has variables. */
function refinePreviewExamples(values: PreviewFields, ctx: z.RefinementCtx): void {
  const variables = templateVariables(values.content);
  const sets = values.previewExamples ?? [];
  sets.forEach((set, index) => {
    for (const name of blankVariables(variables, set)) {
      ctx.addIssue({ code: "custom", message: `Enter an example value for ${name}`, path: ["previewExamples", index, name] });
    }
  });
  if (values.previewMode === "examples" && !examplesModeReady(variables, sets)) {
    ctx.addIssue({ code: "custom", message: EXAMPLE_VALUES_REQUIRED, path: ["previewExamples"] });
  }
}

/** The vendor's prompt form (create and edit) and the API's create/update calls. */
export const PromptSchema = z.object({
  title: text("Title", 3, 120),
  description: text("Description", 20, 2000),
  shortDescription: z.string().trim().max(160, "Short description must be at most 160 characters").optional(),
  categoryId: z.string({ required_error: "Choose a category" }).min(1, "Choose a category"),
  /** The form always sends one; API clients of the older contract may not (docs/decisions/0243). */
  modelId: z.string().trim().min(1, "Choose a model").optional(),
  priceUsd: PriceField,
  teamPriceUsd: TeamPriceField,
  content: text("Content", 20, 20000).superRefine((content, ctx) => {
    const message = tooManyVariables(content);
    if (message) ctx.addIssue({ code: "custom", message });
    // The enhancer's suggestions are for the vendor to replace, never to reach buyers (decision 0357).
    if (hasFillIn(content)) ctx.addIssue({ code: "custom", message: FILL_IN_REFUSED });
  }),
  tags: TagsField,
  status: z.enum(["active", "inactive"], { errorMap: () => ({ message: "Status must be active or inactive" }) }).default("active"),
  featuredImage: OptionalImageField,
  /** "Live preview" (CONTRACT 17); the older `allowPreview` flag still reads (requestedPreviewMode). Absent both: off. */
  previewMode: z.enum(PREVIEW_MODES, { errorMap: () => ({ message: "Live preview must be off, examples or open" }) }).optional(),
  allowPreview: flagField("Allow live preview").optional(),
  previewExamples: PreviewExamplesField.optional(),
  /** "Preview models" (CONTRACT 13): ids checked against AI_MODELS on the server. */
  previewModels: z
    .preprocess(commaList, z.array(z.string().max(200, "A model id must be at most 200 characters")).max(50, "At most 50 preview models"))
    .optional(),
  // The "Example outputs" slots: exampleText1..4, exampleImage1..4, removeExample1..4 (decision 0252).
  ...ExampleFields,
}).superRefine((values, ctx) => {
  refineExampleSlots(values, ctx);
  refinePreviewExamples(values, ctx);
  if (requestedPreviewMode(values) !== "off" && !values.previewModels?.length) {
    ctx.addIssue({ code: "custom", message: PREVIEW_MODELS_REQUIRED, path: ["previewModels"] });
  }
  if (values.teamPriceUsd != null && toCents(values.teamPriceUsd) < toCents(values.priceUsd)) {
    ctx.addIssue({ code: "custom", message: teamPriceBelowPrice(values.priceUsd), path: ["teamPriceUsd"] });
  }
});

export type PromptInput = z.infer<typeof PromptSchema>;

export const toCents = (usd: number) => Math.round(usd * 100);
