import { parseWithZod } from "~/utils/conform";
import { data } from "@remix-run/node";
import { z, type ZodTypeAny } from "zod";
import { oversizedFileErrors, readFormParts } from "~/utils/form-data.server";
import { fieldError, rescue } from "./errors.server";
import { replyInvalid } from "~/utils/submission.server";

/**
 * Reads a form with an image upload, validates it with `schema` and hands the value to `save`.
 * Returns the reply to show when anything is wrong (an image over 5 MB included, with every
 * typed field kept), or null when it was saved. `other` answers a submission that does not save
 * (the prompt form's Enhance): its answer, or null to go on and save.
 */
export async function saveMultipartForm<Schema extends ZodTypeAny, Other = never>(
  request: Request,
  schema: Schema,
  save: (input: z.output<Schema>) => Promise<unknown>,
  other?: (formData: FormData) => Promise<Other | null>,
) {
  const read = await rescue(() => readFormParts(request), fieldError(parseWithZod(new FormData(), { schema: z.object({}) })));
  if (!("formData" in read)) return read;
  const answer = await other?.(read.formData);
  if (answer) return answer;
  const submission = parseWithZod(read.formData, { schema });
  const fieldErrors = oversizedFileErrors(read.oversized);
  if (fieldErrors) return data(submission.reply({ fieldErrors }), { status: 413 });
  if (submission.status !== "success") return replyInvalid(submission);
  return rescue(async () => {
    await save(submission.value);
    return null;
  }, fieldError(submission));
}
