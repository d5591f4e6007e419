/**
 * "Save as example output" (CONTRACT 13): the vendor keeps an output of its own live preview as
 * one of the prompt's example outputs. The output is read again from today's preview cache, never
 * taken from the client; it goes into the first free slot and is reviewed like an edit in the
 * prompt form (docs/decisions/0316).
 */
import fs from "node:fs/promises";
import { transaction } from "~/db/client.server";
import { listExamples, stageExamples, writeExamples, type PromptExample } from "~/models/prompt-examples.server";
import { getOwnPrompt, reviewVendorChange } from "~/models/prompts.server";
import { previewImagePath } from "~/models/uploads.server";
import { getVendorByUserId, type User } from "~/models/users.server";
import type { SaveExampleInput } from "~/schemas/ai-preview";
import { EXAMPLE_POSITIONS, EXAMPLES_LIMIT_ERROR } from "~/schemas/prompt-examples";
import { AppError, forbidden } from "~/utils/app-error";
import { utcDay } from "./budget.server";
import { cachedAnswer, inputHash, type CachedAnswer } from "./preview-cache.server";
import { fillIn } from "./preview.server";

export const SAVE_EXAMPLE_NOT_OWNER = "Only the prompt's vendor can save its example outputs.";
export const OUTPUT_NOT_CACHED = "This output is no longer in today's preview cache. Run the preview again, then save it.";
export const SLOT_TAKEN = "Another example output was saved at the same time. Try again.";

/**
 * Stores the cached output of `model` for these values as the prompt's next example output: a text
 * as a text example, an image as an image example. 403/404 for anyone but the prompt's vendor, 409
 * when the output is not in today's cache, 422 when every slot is taken (or the text is too long).
 */
export async function saveOutputAsExample(
  user: Pick<User, "id" | "role">,
  promptId: string,
  input: SaveExampleInput,
  now = new Date(),
): Promise<PromptExample> {
  const vendor = user.role === "vendor" ? await getVendorByUserId(user.id) : undefined;
  if (!vendor) throw forbidden(SAVE_EXAMPLE_NOT_OWNER);
  const prompt = await getOwnPrompt(vendor, promptId);
  const sent = fillIn(prompt.content, input.values);
  const answer = await cachedAnswer({ promptId: prompt.id, model: input.model, inputHash: inputHash(sent), day: utcDay(now) });
  const image = answer?.image ? await storedImage(answer.image) : undefined;
  if (!answer || (answer.text === null && !image)) throw new AppError(409, OUTPUT_NOT_CACHED);
  const existing = await listExamples(prompt.id);
  const same = existing.find((example) => answer.text !== null && example.text === answer.text);
  if (same) return same;
  const position = EXAMPLE_POSITIONS.find((slot) => !existing.some((example) => example.position === slot));
  if (!position) throw new AppError(422, EXAMPLES_LIMIT_ERROR);
  const staged = await stageExamples([{ position, ...content(answer, image), remove: false }]);
  try {
    await transaction(async (tx) => {
      if ((await listExamples(prompt.id, tx)).some((example) => example.position === position)) throw new AppError(409, SLOT_TAKEN);
      await writeExamples(tx, prompt.id, staged);
      await reviewVendorChange(tx, vendor, prompt);
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return (await listExamples(prompt.id)).find((example) => example.position === position)!;
}

const content = (answer: CachedAnswer, image: File | undefined) => (image ? { image } : { text: answer.text ?? undefined });

/** The cached private image's file, copied into a public example image; undefined when it is gone. */
async function storedImage(key: string): Promise<File | undefined> {
  const file = previewImagePath(key);
  const bytes = file ? await fs.readFile(file).catch(() => undefined) : undefined;
  return bytes ? new File([bytes], key, { type: "image/webp" }) : undefined;
}
