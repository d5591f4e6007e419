import { enhancePrompt } from "~/models/ai/enhance.server";
import { runPreview } from "~/models/ai/preview.server";
import { PreviewSchema } from "~/schemas/ai-preview";
import { EnhanceSchema } from "~/schemas/enhance";
import { requireApiRole, requireApiUser } from "./auth-context.server";
import { ok } from "./respond.server";
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
