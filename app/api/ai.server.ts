import { runPreview } from "~/models/ai/preview.server";
import { PreviewSchema } from "~/schemas/ai-preview";
import { requireApiRole } from "./auth-context.server";
import { parseJsonBody } from "./validate.server";
import { ok } from "./respond.server";
import { post, type ApiContext, type DocumentedRoute } from "./router.server";

const tag = "AI";

export const aiRoutes: DocumentedRoute[] = [
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

/** Buyers and the prompt's vendor; who may preview which prompt is the domain's rule. */
async function preview(ctx: ApiContext) {
  const user = await requireApiRole(ctx, "buyer", "vendor");
  const input = await parseJsonBody(ctx.request, PreviewSchema);
  return ok({ data: await runPreview({ user, promptId: ctx.params.promptId!, ...input }) });
}
