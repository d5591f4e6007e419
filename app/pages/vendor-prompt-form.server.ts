import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { PromptSchema, type PromptInput } from "~/schemas/prompt";
import { readFormData } from "~/utils/form-data.server";
import { replyInvalid, replyWithAppError } from "~/utils/submission.server";

/**
 * Reads the vendor's prompt form (multipart), validates it and hands it to `save`.
 * Returns the reply to show when anything is wrong, or null when it was saved.
 */
export async function savePromptForm(request: Request, save: (input: PromptInput) => Promise<unknown>) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    // An image over the limit stops the upload: only its error can be sent back.
    return replyWithAppError(parseWithZod(new FormData(), { schema: z.object({}) }), error);
  }
  const submission = parseWithZod(formData, { schema: PromptSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await save(submission.value);
  } catch (error) {
    return replyWithAppError(submission, error);
  }
  return null;
}
