import { z } from "zod";
import { enhancePrompt } from "~/models/ai/enhance.server";
import type { User } from "~/models/users.server";
import { EnhanceSchema } from "~/schemas/enhance";
import type { EnhancerReply } from "~/components/prompts/content-enhancer";
import { parseWithZod } from "~/utils/conform";

/** Any field at all: the form as sent, to re-fill it. */
const AsSent = z.object({}).passthrough();

/**
 * The prompt form's enhancer submissions (CONTRACT 13): "Enhance" answers the form re-filled with
 * the enhancer's answer for Content; "Use this version" answers it with Content replaced by the
 * improved text, and `enhancerUsed` so the page says so. Neither saves. Any other submission: null (the form's own save).
 */
export function promptFormEnhancer(user: User) {
  return async (formData: FormData): Promise<EnhancerReply | null> => {
    const intent = formData.get("intent");
    const enhanced = formData.get("enhanced");
    if (intent === "use-enhanced") return { ...refill(formData, { content: typeof enhanced === "string" ? enhanced : "" }), enhancerUsed: true };
    if (intent !== "enhance") return null;
    const parsed = EnhanceSchema.safeParse({ prompt: formData.get("content") ?? "" });
    if (!parsed.success) {
      const error = parsed.error.issues[0]!.message;
      return { ...refill(formData), enhancer: { error } };
    }
    const { prompt } = parsed.data;
    return { ...refill(formData), enhancer: { original: prompt, enhancement: await enhancePrompt({ user, prompt }) } };
  };
}

/** Conform's reply that re-fills every text field as sent (files cannot come back), with `changes`. */
function refill(formData: FormData, changes: Record<string, string> = {}): EnhancerReply {
  const fields = new FormData();
  for (const [name, value] of formData) if (typeof value === "string" && name !== "intent" && name !== "enhanced") fields.append(name, value);
  for (const [name, value] of Object.entries(changes)) fields.set(name, value);
  return parseWithZod(fields, { schema: AsSent }).reply();
}
