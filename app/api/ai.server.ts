import { enhancePrompt } from "~/models/ai/enhance.server";
import { EnhanceSchema } from "~/schemas/enhance";
import { requireApiUser } from "./auth-context.server";
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
      },
    },
  }),
];

async function enhance(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const { prompt } = await parseJsonBody(ctx.request, EnhanceSchema);
  return ok({ data: await enhancePrompt({ user, prompt }) });
}
