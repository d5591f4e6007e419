import { and, eq, inArray } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { type ExampleKind } from "~/db/schema";
import { promptExamples } from "~/db/tables.server";
import {
  EXAMPLE_BOTH_ERROR,
  EXAMPLE_TEXT_ERROR,
  EXAMPLES_LIMIT_ERROR,
  MAX_EXAMPLE_TEXT,
  MAX_EXAMPLES,
  exampleFieldNames,
  exampleSlots,
  type ExampleFieldValues,
  type ExampleSlotInput,
} from "~/schemas/prompt-examples";
import { deleteImage, saveImage } from "./uploads.server";
import { AppError } from "~/utils/app-error";

/** What a detail page and the API show of an example output. */
export type PromptExample = { position: number; kind: ExampleKind; image: string | null; text: string | null };

const shown = { position: promptExamples.position, kind: promptExamples.kind, image: promptExamples.image, text: promptExamples.text };

/** A prompt's examples in slot order (read through the (prompt, position) index). */
export async function listExamples(promptId: string, from: Pick<Tx, "select"> = db): Promise<PromptExample[]> {
  return await from.select(shown).from(promptExamples).where(eq(promptExamples.promptId, promptId)).orderBy(promptExamples.position);
}

/** The slots a save asks for, with the images already stored; `discard` removes those files again. */
export type StagedExamples = { slots: ExampleSlotInput[]; images: Map<number, string>; discard: () => Promise<void> };

/** Refuses what no slot may hold, before any file is written (the schema says the same to forms). */
function checkSlots(slots: ExampleSlotInput[]): void {
  for (const { position, text, image } of slots) {
    const names = exampleFieldNames(position);
    if (!Number.isInteger(position) || position < 1 || position > MAX_EXAMPLES) {
      throw new AppError(422, EXAMPLES_LIMIT_ERROR);
    }
    if (text && image) throw new AppError(422, EXAMPLE_BOTH_ERROR, names.text);
    if (text && text.length > MAX_EXAMPLE_TEXT) throw new AppError(422, EXAMPLE_TEXT_ERROR, names.text);
  }
}

/**
 * Checks the slots and stores their new images (same rules and variants as a featured image),
 * outside any transaction; a refused image removes the ones stored before it.
 */
export async function stageExamples(values: ExampleFieldValues | ExampleSlotInput[]): Promise<StagedExamples> {
  const slots = Array.isArray(values) ? values : exampleSlots(values);
  checkSlots(slots);
  const images = new Map<number, string>();
  const discard = async () => void (await Promise.all([...images.values()].map((key) => deleteImage(key))));
  try {
    for (const { position, image } of slots) {
      if (image) images.set(position, await saveImage(image, { field: exampleFieldNames(position).image }));
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { slots, images, discard };
}

type Change = { kind: "keep" } | { kind: "remove" } | { kind: "set"; value: { kind: ExampleKind; image: string | null; text: string | null } };

/**
 * A slot's new content replaces what it holds ("Remove" too: a new image or a new text wins);
 * the form sends a stored text back unchanged, so the same text is no change, and with "Remove"
 * it goes. Nothing new and no "Remove" keeps the slot as it is.
 */
function changeFor(slot: ExampleSlotInput, image: string | undefined, current: PromptExample | undefined): Change {
  if (image) return { kind: "set", value: { kind: "image", image, text: null } };
  const sameText = current?.kind === "text" && current.text === slot.text;
  if (slot.text && !sameText) return { kind: "set", value: { kind: "text", image: null, text: slot.text } };
  return slot.remove && current ? { kind: "remove" } : { kind: "keep" };
}

/**
 * Writes the staged slots inside the prompt's own transaction; returns the image keys it
 * replaced or removed, to delete once that transaction has committed.
 */
export async function writeExamples(tx: Tx, promptId: string, staged: StagedExamples): Promise<string[]> {
  const current = new Map((await listExamples(promptId, tx)).map((example) => [example.position, example]));
  const dropped: string[] = [];
  for (const slot of staged.slots) {
    const before = current.get(slot.position);
    const change = changeFor(slot, staged.images.get(slot.position), before);
    if (change.kind === "keep") continue;
    if (before) {
      await tx.delete(promptExamples).where(and(eq(promptExamples.promptId, promptId), eq(promptExamples.position, slot.position)));
      if (before.image) dropped.push(before.image);
    }
    if (change.kind === "set") await tx.insert(promptExamples).values({ promptId, position: slot.position, ...change.value });
  }
  return dropped;
}

/** The image files of these prompts' examples (read before the rows cascade away). */
export async function exampleImageKeys(promptIds: string[]): Promise<string[]> {
  if (!promptIds.length) return [];
  return (await db
    .select({ image: promptExamples.image })
    .from(promptExamples)
    .where(inArray(promptExamples.promptId, promptIds)))
    .flatMap(({ image }) => (image ? [image] : []));
}

/** Example images are never shared between rows, so a dropped key's files simply go. */
export async function deleteExampleImages(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deleteImage(key)));
}
