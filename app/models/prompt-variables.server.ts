import { isNull, sql } from "drizzle-orm";
import { transaction } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import type { PromptView } from "./prompt-access.server";
import { templateVariables } from "./template-variables";

/** What every save of a prompt's content writes: the content and its variables (decision 0226). */
export function contentColumns(content: string): { content: string; variables: string[] } {
  return { content, variables: templateVariables(content) };
}

/** A prompt's variables, also for a row saved before they were stored and not yet backfilled. */
export function variablesOf(row: { content: string; variables: string[] | null }): string[] {
  return row.variables ?? templateVariables(row.content);
}

const BATCH = 1000;

/**
 * Sets the variables of prompts that have none stored (saved before the column existed, or
 * forgotten by drizzle/0017 when the syntax changed), a batch per transaction, and
 * answers how many it set: idempotent (a row is set once; a second run finds nothing, through a
 * partial index, so it costs nothing at every start).
 */
export async function backfillTemplateVariables(): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await transaction(async (tx) => {
      const rows = await tx
        .select({ seq: prompts.seq, content: prompts.content })
        .from(prompts)
        .where(isNull(prompts.variables))
        .orderBy(prompts.seq)
        .limit(BATCH);
      for (const { seq, content } of rows) {
        await tx.update(prompts)
          .set({ variables: templateVariables(content), updatedAt: sql`${prompts.updatedAt}` })
          .where(sql`${prompts.seq} = ${seq}`);
      }
      return rows.length;
    });
    filled += done;
    if (done < BATCH) return filled;
  }
}

/** Who gets the "Fill in" form: a buyer who bought the prompt and the vendor who sells it (decision 0227). */
export function mayFillIn(view: Pick<PromptView, "owned" | "isOwner">): boolean {
  return view.owned || view.isOwner;
}
