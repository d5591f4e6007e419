import { enhancePrompt } from "~/models/ai/enhance.server";
import { saveOutputAsExample } from "~/models/ai/preview-examples.server";
import { previewInfo, runPreview } from "~/models/ai/preview.server";
import { PreviewSchema, SaveExampleSchema } from "~/schemas/ai-preview";
import { EnhanceSchema } from "~/schemas/enhance";
import { requireApiRole, requireApiUser } from "./auth-context.server";
import { ok } from "./respond.server";
import { apiExample } from "./serializers.server";
import { get, post, type ApiContext, type DocumentedRoute } from "./router.server";
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
  get("ai/preview/:promptId", previewState, {
    tag, summary: "What a live preview of a prompt would run, and what is left today", auth: ["buyer", "vendor"], errors: [503],
    description:
      "The prompt's preview `mode` (`examples`: the vendor's example sets only; `open`: typed values too), the models offered, the vendor's " +
      "example sets by `index` (a prompt without variables has one empty set: it runs as it is), the runs of this prompt left today " +
      "(`runsLeft`, null for its vendor) and the tokens left today (`tokensLeft`: the smaller of the caller's and the site's). 403 when preview is off.",
    example: {
      success: true,
      data: { mode: "examples", models: [{ id: "llama3.2", kind: "text" }], examples: [{ index: 0, values: { PRODUCT: "Nimbus" } }], runsLeft: 2, tokensLeft: 48000 },
    },
  }),
  post("ai/preview/:promptId", preview, {
    tag, summary: "Run a live preview of a prompt", auth: ["buyer", "vendor"], body: PreviewSchema, errors: [429, 503],
    description:
      "A buyer with a verified e-mail address previews a listed prompt on the vendor's preview models with one of the vendor's example sets " +
      "(`example`: its index, default 0) or, only when the prompt's mode is `open`, with `values` of their own (at most 200 characters each, text " +
      "models only); the vendor previews its own prompts with any values on every model. Models run in parallel; a failed model gives an output " +
      "with a `note`. An output that gives the prompt back, word for word or disguised, is `withheld` (`text: null`) for everyone but the vendor. " +
      "An image is private: its `imageUrl` works only for the caller and the vendor. The same input and model on the same UTC day answer from a cache " +
      "(`cached: true`) and count nothing. 403 when preview is off, for `values` on a prompt that is not open, or for an unverified address; 422 for an " +
      "unknown model or example, a missing or too long value, or an image model with typed values; 429 over AI_PREVIEWS_PER_DAY, AI_DAILY_TOKENS or " +
      "AI_SITE_DAILY_TOKENS (a call is admitted only when its worst case fits); 503 when AI is not configured.",
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

async function previewState(ctx: ApiContext) {
  const user = await requireApiRole(ctx, "buyer", "vendor");
  const { owner: _owner, ...info } = await previewInfo(user, ctx.params.promptId!);
  return ok({ data: info });
}

async function saveExample(ctx: ApiContext) {
  const user = await requireApiRole(ctx, "vendor");
  const input = await parseJsonBody(ctx.request, SaveExampleSchema);
  return ok({ data: { example: apiExample(await saveOutputAsExample(user, ctx.params.promptId!, input)) } }, 201);
}
