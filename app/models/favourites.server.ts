import { and, eq, inArray, sql } from "drizzle-orm";
import { db, withoutDiskWait, transaction, type Tx, changedRows, firstRow } from "~/db/client.server";
import { favourites, prompts } from "~/db/tables.server";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { findPrompts, isListed, type PromptPage } from "./catalogue.server";
import { forbidden, notFound } from "~/utils/app-error";
import { larger, runSql } from "~/db/dialect.server";

type Actor = { id: string; role: string };

/** Only buyers keep favourites, as only buyers have a cart (decision 0221). */
function requireBuyer(user: Actor): void {
  if (user.role !== "buyer") throw forbidden("Only buyers keep favourites.");
}

async function findPrompt(promptId: string, listedOnly: boolean) {
  return await firstRow(db
    .select({ id: prompts.id, title: prompts.title, listed: prompts.listed })
    .from(prompts)
    .where(listedOnly ? and(eq(prompts.id, promptId), isListed) : eq(prompts.id, promptId)).limit(1));
}

/**
 * Moves the prompt's counter by `step`, without touching `updated_at` (a favourite is not an
 * edit of the prompt) and without the FTS triggers, which watch title, description and tags only.
 */
async function countFavourite(tx: Tx, promptId: string, step: 1 | -1): Promise<void> {
  await runSql(tx, sql`update ${prompts} set favourites_count = ${larger(sql`favourites_count + ${step}`, 0)} where ${prompts.id} = ${promptId}`);
}

/** Keeps a listed prompt as the buyer's favourite; a second add changes nothing (`added: false`). */
export async function addFavourite(user: Actor, promptId: string): Promise<{ added: boolean; title: string }> {
  requireBuyer(user);
  const prompt = await findPrompt(promptId, true);
  if (!prompt) throw notFound("Prompt not found.");
  const added = await withoutDiskWait(async () =>
    await transaction(async (tx) => {
      const changes = changedRows(await tx.insert(favourites).values({ userId: user.id, promptId }).onConflictDoNothing());
      if (changes > 0) await countFavourite(tx, promptId, 1);
      return changes > 0;
    }),
  );
  return { added, title: prompt.title };
}

/**
 * Drops a favourite, listed or not (a buyer may clean up a prompt that left the marketplace);
 * removing one that is not a favourite changes nothing. Only an unknown prompt is 404. The title
 * comes back only while the prompt is listed: an unlisted prompt's title is nobody's to read here.
 */
export async function removeFavourite(user: Actor, promptId: string): Promise<{ removed: boolean; title: string | null }> {
  requireBuyer(user);
  const prompt = await findPrompt(promptId, false);
  if (!prompt) throw notFound("Prompt not found.");
  const removed = await withoutDiskWait(async () =>
    await transaction(async (tx) => {
      const changes = changedRows(await tx
        .delete(favourites)
        .where(and(eq(favourites.userId, user.id), eq(favourites.promptId, promptId))));
      if (changes > 0) await countFavourite(tx, promptId, -1);
      return changes > 0;
    }),
  );
  return { removed, title: prompt.listed ? prompt.title : null };
}

/**
 * The buyer's favourites that are listed now, newest favourite first, with the catalogue's
 * search and filters. Unlisted ones are left out but kept: they come back if the prompt is
 * listed again (decision 0222).
 */
export async function listFavourites(userId: string, query: CatalogueQuery): Promise<PromptPage> {
  const mine = sql`${prompts.id} in (select ${favourites.promptId} from ${favourites} where ${favourites.userId} = ${userId})`;
  const favouritedAt = sql`(select ${favourites.createdAt} from ${favourites} where ${favourites.userId} = ${userId} and ${favourites.promptId} = ${prompts.id})`;
  return await findPrompts({ where: [isListed, mine], defaultOrder: [[favouritedAt, "desc"], [prompts.seq, "desc"]] }, query);
}

/** Which of `promptIds` (a page of cards) the buyer keeps as favourites: one query per page. */
export async function favouritesAmong(userId: string, promptIds: string[]): Promise<string[]> {
  if (!promptIds.length) return [];
  return (await db
    .select({ id: favourites.promptId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.promptId, promptIds))))
    .map((row) => row.id);
}

export async function isFavourite(userId: string, promptId: string): Promise<boolean> {
  return (await favouritesAmong(userId, [promptId])).length > 0;
}
