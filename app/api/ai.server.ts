import { enhancePrompt } from "~/models/ai/enhance.server";
import { saveOutputAsExample } from "~/models/ai/preview-examples.server";
import { runPreview } from "~/models/ai/preview.server";
import { PreviewSchema, SaveExampleSchema } from "~/schemas/ai-preview";
import { EnhanceSchema } from "~/schemas/enhance";
import { requireApiRole, requireApiUser } from "./auth-context.server";
import { ok } from "./respond.server";
import { apiExample } from "./serializers.server";
import { post, type ApiContext, type DocumentedRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

const tag = "AI";

export const aiRoutes: DocumentedRoute[] = [
  post("ai/enhance", enhance, {
    tag, summary: "Score a prompt on the seven structure checks and improve it", auth: "user", body: EnhanceSchema,
    description:
      "The first text model of AI_MODELS rewrites the prompt when AI is configured (`source: \"model\"`, `model`); otherwise, or when the model fails or changes the prompt's variables, the structure rules do (`source: \"rules\"`, with a `notice` when the model was tried). Nothing is saved.",
    example: {
      success: true,
      data: {
        score: 20,
        checks: [{ id: "role", label: "Role", passed: false, advice: "Start by saying who the model should be, …" }],
        improved: "## Role\nYou are <who the model should be>.\n\n## Task\nWrite a blog post about [TOPIC].",
        source: "rules",
        notice: "The AI model's rewrite changed the prompt's variables, so this rewrite comes from the structure rules.",
      },
    },
  }),
  post("ai/preview/:promptId", preview, {
    tag, summary: "Run a live preview of a prompt", auth: ["buyer", "vendor"], body: PreviewSchema, errors: [429, 503],
    description:
      "A buyer previews a listed prompt that allows it, on the vendor's preview models; the vendor previews its own prompts on every model. " +
      "Models run in parallel; a failed model gives an output with a `note`. An output that repeats 12 or more consecutive words of the prompt is " +
      "`withheld` (`text: null`) for everyone but the vendor. The same values and model on the same UTC day answer from a cache (`cached: true`) " +
      "and count nothing. 403 when the vendor did not allow it, 422 for an unknown model or a missing value, 429 over AI_PREVIEWS_PER_DAY or " +
      "AI_DAILY_TOKENS, 503 when AI is not configured.",
    example: {
      success: true,
      data: {
        outputs: [
          { model: "llama3.2", kind: "text", text: "Subject: Meet Nimbus", imageUrl: null, ms: 840, tokens: 212, cached: false, withheld: false, note: null },
        ],
      },
    },
  }),
  post("ai/preview/:promptId/example", saveExample, {
    tag, summary: "Keep a live preview output as an example output of one's own prompt", auth: ["vendor"], body: SaveExampleSchema, status: 201, errors: [409],
    description:
      "The prompt's vendor names the values and the model of a preview it ran today; the server reads that output again from today's " +
      "preview cache (the output itself is never sent) and stores it in the prompt's first free example slot: a text as a text example, " +
      "an image as an image example. With \"review new prompts\" on, the prompt waits for an admin as after an edit. 403 for anyone but " +
      "the prompt's vendor, 409 when the output is no longer in today's cache, 422 for a missing value or when the prompt has 4 example outputs.",
    example: { success: true, data: { example: { position: 2, kind: "text", text: "Subject: Meet Nimbus" } } },
  }),
];

async function enhance(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const { prompt } = await parseJsonBody(ctx.request, EnhanceSchema);
  return ok({ data: await enhancePrompt({ user, prompt }) });
}

/** Buyers and the prompt's vendor; who may preview which prompt is the domain's rule. */
async function preview(ctx: ApiContext) {
  const user = await requireApiRole(ctx, "buyer", "vendor");
  const input = await parseJsonBody(ctx.request, PreviewSchema);
  return ok({ data: await runPreview({ user, promptId: ctx.params.promptId!, ...input }) });
}

async function saveExample(ctx: ApiContext) {
  const user = await requireApiRole(ctx, "vendor");
  const input = await parseJsonBody(ctx.request, SaveExampleSchema);
  return ok({ data: { example: apiExample(await saveOutputAsExample(user, ctx.params.promptId!, input)) } }, 201);
}
