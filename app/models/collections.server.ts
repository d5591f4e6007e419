import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, withoutDiskWait, writeTransaction, type Tx } from "~/db/client.server";
import { collectionItems, collections, prompts } from "~/db/schema";
import { MAX_COLLECTIONS, MAX_ITEMS, type CollectionCreateInput, type CollectionUpdateInput } from "~/schemas/collection";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { cardsFor, isListed, type PromptCard } from "./catalogue.server";

type Actor = { id: string; role: string };

export type Collection = typeof collections.$inferSelect;
export type CollectionSummary = Collection & { itemCount: number };

/** One prompt of a collection; `card` is null for a prompt no longer listed, which only its owner sees (decision 0322). */
export type CollectionItem = { promptId: string; title: string; card: PromptCard | null };
export type CollectionView = { collection: CollectionSummary; isOwner: boolean; items: CollectionItem[] };

const NOT_FOUND = "Collection not found.";

/** Collections belong to buyers, who have the buyer area and a cart (decision 0321). */
function requireBuyer(user: Actor): void {
  if (user.role !== "buyer") throw forbidden("Only buyers keep collections.");
}

const itemCount = sql<number>`(select count(*) from ${collectionItems} where ${collectionItems.collectionId} = ${collections.id})`.mapWith(Number);

function findCollection(id: string): CollectionSummary | undefined {
  return db.select({ ...collectionColumns(), itemCount }).from(collections).where(eq(collections.id, id)).get();
}

function collectionColumns() {
  const { id, userId, teamId, name, description, isPublic, createdAt, updatedAt } = collections;
  return { id, userId, teamId, name, description, isPublic, createdAt, updatedAt };
}

/** The caller's own collection, else 404: someone else's is not to be known of. */
function ownCollection(user: Actor, id: string): CollectionSummary {
  requireBuyer(user);
  const found = findCollection(id);
  if (!found || found.userId !== user.id) throw notFound(NOT_FOUND);
  return found;
}

/** The buyer's collections, newest first. */
export function listCollections(user: Actor): CollectionSummary[] {
  requireBuyer(user);
  return db
    .select({ ...collectionColumns(), itemCount })
    .from(collections)
    .where(eq(collections.userId, user.id))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .all();
}

export function createCollection(user: Actor, input: CollectionCreateInput): CollectionSummary {
  requireBuyer(user);
  // The seam for team collections: the teams part decides who may create one.
  if (input.teamId) throw new AppError(422, "teamId: teams are not available yet", "teamId");
  const id = writeTransaction((tx) => {
    const { count } = tx.select({ count: sql<number>`count(*)` }).from(collections).where(eq(collections.userId, user.id)).get()!;
    if (count >= MAX_COLLECTIONS) throw new AppError(409, `You can keep at most ${MAX_COLLECTIONS} collections. Delete one first.`);
    const values = { userId: user.id, name: input.name, description: input.description ?? "", isPublic: input.isPublic ?? false };
    return tx.insert(collections).values(values).returning({ id: collections.id }).get().id;
  });
  return findCollection(id)!;
}

export function updateCollection(user: Actor, id: string, input: CollectionUpdateInput): CollectionSummary {
  ownCollection(user, id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length) db.update(collections).set(changes).where(eq(collections.id, id)).run();
  return findCollection(id)!;
}

export function deleteCollection(user: Actor, id: string): { name: string } {
  const { name } = ownCollection(user, id);
  db.delete(collections).where(eq(collections.id, id)).run();
  return { name };
}

/** The collection as `viewer` may see it: a private one is 404 to all but its owner; others see listed prompts only. */
export function viewCollection(viewer: Actor | null, id: string): CollectionView {
  const found = findCollection(id);
  const isOwner = Boolean(viewer && found && found.userId === viewer.id && viewer.role === "buyer");
  if (!found || (!found.isPublic && !isOwner)) throw notFound(NOT_FOUND);
  const rows = db
    .select({ promptId: prompts.id, seq: prompts.seq, title: prompts.title, listed: prompts.listed })
    .from(collectionItems)
    .innerJoin(prompts, eq(prompts.id, collectionItems.promptId))
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position))
    .all();
  const shown = isOwner ? rows : rows.filter((row) => row.listed);
  const cards = new Map(cardsFor(shown.filter((row) => row.listed).map((row) => row.seq)).map((card) => [card.id, card]));
  const items = shown.map(({ promptId, title }) => ({ promptId, title, card: cards.get(promptId) ?? null }));
  return { collection: found, isOwner, items };
}

/** Saves a listed prompt in the collection, last; a second save changes nothing (`added: false`). */
export function addItem(user: Actor, id: string, promptId: string): { added: boolean; title: string; collection: string } {
  const { name } = ownCollection(user, id);
  const prompt = db.select({ title: prompts.title }).from(prompts).where(and(eq(prompts.id, promptId), isListed)).get();
  if (!prompt) throw notFound("Prompt not found.");
  const added = withoutDiskWait(() => writeTransaction((tx) => insertLast(tx, id, promptId)));
  return { added, title: prompt.title, collection: name };
}

function insertLast(tx: Tx, collectionId: string, promptId: string): boolean {
  const inThis = eq(collectionItems.collectionId, collectionId);
  if (tx.select({ one: sql`1` }).from(collectionItems).where(and(inThis, eq(collectionItems.promptId, promptId))).get()) return false;
  const { count, last } = tx
    .select({ count: sql<number>`count(*)`, last: sql<number | null>`max(${collectionItems.position})` })
    .from(collectionItems)
    .where(inThis)
    .get()!;
  if (count >= MAX_ITEMS) throw new AppError(409, `A collection holds at most ${MAX_ITEMS} prompts.`);
  tx.insert(collectionItems).values({ collectionId, promptId, position: (last ?? -1) + 1 }).run();
  return true;
}

export function removeItem(user: Actor, id: string, promptId: string): { removed: boolean } {
  ownCollection(user, id);
  const { changes } = db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.promptId, promptId)))
    .run();
  return { removed: changes > 0 };
}

function orderedIds(tx: Tx, id: string): string[] {
  return tx
    .select({ promptId: collectionItems.promptId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position))
    .all()
    .map((row) => row.promptId);
}

function writeOrder(tx: Tx, id: string, promptIds: string[]): void {
  promptIds.forEach((promptId, position) =>
    tx.update(collectionItems).set({ position }).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.promptId, promptId))).run(),
  );
}

/** The new order; it must name exactly the collection's prompts, each once (else 422). */
export function reorderItems(user: Actor, id: string, promptIds: string[]): void {
  ownCollection(user, id);
  writeTransaction((tx) => {
    const current = orderedIds(tx, id);
    const same = promptIds.length === current.length && new Set(promptIds).size === current.length && promptIds.every((p) => current.includes(p));
    if (!same) throw new AppError(422, "promptIds must list exactly the collection's prompts, each once.", "promptIds");
    writeOrder(tx, id, promptIds);
  });
}

/** "Move up" / "Move down": swaps the prompt with its neighbour; at either end nothing moves. */
export function moveItem(user: Actor, id: string, promptId: string, direction: "up" | "down"): { moved: boolean } {
  ownCollection(user, id);
  return writeTransaction((tx) => {
    const order = orderedIds(tx, id);
    const from = order.indexOf(promptId);
    if (from < 0) throw notFound("That prompt is not in this collection.");
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return { moved: false };
    [order[from], order[to]] = [order[to]!, order[from]!];
    writeOrder(tx, id, order);
    return { moved: true };
  });
}

export type SaveTarget = { id: string; name: string; hasPrompt: boolean };

/** "Save to collection": the listed prompt's title and the buyer's collections, each saying whether it holds it. */
export function saveTargets(user: Actor, promptId: string): { title: string; collections: SaveTarget[] } {
  requireBuyer(user);
  const title = listedTitle(promptId);
  const holds = sql<number>`exists (select 1 from ${collectionItems} where ${collectionItems.collectionId} = ${collections.id} and ${collectionItems.promptId} = ${promptId})`;
  const rows = db
    .select({ id: collections.id, name: collections.name, holds })
    .from(collections)
    .where(eq(collections.userId, user.id))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .all();
  return { title, collections: rows.map(({ id, name, holds }) => ({ id, name, hasPrompt: Boolean(holds) })) };
}

function listedTitle(promptId: string): string {
  const prompt = db.select({ title: prompts.title }).from(prompts).where(and(eq(prompts.id, promptId), isListed)).get();
  if (!prompt) throw notFound("Prompt not found.");
  return prompt.title;
}

/** Saves the prompt in a new collection named `name` (checked to be listed first, so no empty collection is left behind). */
export function saveToNewCollection(user: Actor, promptId: string, name: string): { added: boolean; title: string; collection: string } {
  requireBuyer(user);
  listedTitle(promptId);
  const created = createCollection(user, { name });
  return addItem(user, created.id, promptId);
}
