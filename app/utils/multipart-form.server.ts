import { parseWithZod } from "~/utils/conform";
import { data } from "@remix-run/node";
import { z, type ZodTypeAny } from "zod";
import { oversizedFileErrors, readFormParts } from "./form-data.server";
import { replyInvalid, replyWithAppError } from "./submission.server";

/**
 * Reads a form with an image upload, validates it with `schema` and hands the value to `save`.
 * Returns the reply to show when anything is wrong (an image over 5 MB included, with every
 * typed field kept), or null when it was saved.
 */
export async function saveMultipartForm<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  save: (input: z.output<Schema>) => Promise<unknown>,
) {
  let read: Awaited<ReturnType<typeof readFormParts>>;
  try {
    read = await readFormParts(request);
  } catch (error) {
    return replyWithAppError(parseWithZod(new FormData(), { schema: z.object({}) }), error);
  }
  const submission = parseWithZod(read.formData, { schema });
  const fieldErrors = oversizedFileErrors(read.oversized);
  if (fieldErrors) return data(submission.reply({ fieldErrors }), { status: 413 });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await save(submission.value);
  } catch (error) {
    return replyWithAppError(submission, error);
  }
  return null;
}
