import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { db, withoutDiskWait, transaction, type Tx, changedRows, firstRow, oneRow } from "~/db/client.server";
import { collectionItems, collections, prompts, teamMembers, teams, users } from "~/db/tables.server";
import { MAX_COLLECTIONS, MAX_ITEMS, type CollectionCreateInput, type CollectionUpdateInput } from "~/schemas/collection";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { cardsFor, isListed, type PromptCard } from "./catalogue.server";
import { teamRoleOf } from "./teams.server";

type Actor = { id: string; role: string };

export type Collection = typeof collections.$inferSelect;
export type CollectionSummary = Collection & { itemCount: number };

/** One prompt of a collection; `card` is null for a prompt no longer listed, which only its owner sees (decision 0322). */
export type CollectionItem = { promptId: string; title: string; card: PromptCard | null };
/**
 * What the viewer may do with a collection: "edit" (its owner; for a team's, the team's owner and
 * admins), "read" (a team's members, private ones too), "public" (anyone else, public ones only).
 */
export type CollectionAccess = "edit" | "read" | "public";
/** `owner`: the buyer who made it, whom its share page credits (a team's collection credits the team). */
export type CollectionView = {
  collection: CollectionSummary;
  access: CollectionAccess;
  owner: { name: string };
  team: { id: string; name: string } | null;
  items: CollectionItem[];
};

const NOT_FOUND = "Collection not found.";
const TEAM_EDITORS_ONLY = "Only the team's owner and admins can change its collections.";

/** Collections belong to buyers, who have the buyer area and a cart (decision 0321). */
function requireBuyer(user: Actor): void {
  if (user.role !== "buyer") throw forbidden("Only buyers keep collections.");
}

const itemCount = sql<number>`(select count(*) from ${collectionItems} where ${collectionItems.collectionId} = ${collections.id})`.mapWith(Number);

async function findCollection(id: string): Promise<CollectionSummary | undefined> {
  return await firstRow(db.select({ ...collectionColumns(), itemCount }).from(collections).where(eq(collections.id, id)).limit(1));
}

function collectionColumns() {
  const { id, userId, teamId, name, description, isPublic, createdAt, updatedAt } = collections;
  return { id, userId, teamId, name, description, isPublic, createdAt, updatedAt };
}

/** A personal collection is its owner's; a team's is its owner's and admins' to edit and its members' to read (decision 0327). */
async function accessOf(viewer: Actor | null, found: Collection): Promise<CollectionAccess | null> {
  if (!viewer || viewer.role !== "buyer") return null;
  if (!found.teamId) return found.userId === viewer.id ? "edit" : null;
  const role = await teamRoleOf(viewer.id, found.teamId);
  if (!role) return null;
  return role === "member" ? "read" : "edit";
}

/** A collection the caller may change; one they cannot see is 404, a team's they only read is 403. */
export async function editableCollection(user: Actor, id: string): Promise<CollectionSummary> {
  requireBuyer(user);
  const found = await findCollection(id);
  const access = found && await accessOf(user, found);
  if (!found || !access) throw notFound(NOT_FOUND);
  if (access !== "edit") throw forbidden(TEAM_EDITORS_ONLY);
  return found;
}

const personal = (userId: string) => and(eq(collections.userId, userId), isNull(collections.teamId));

async function listWhere(where: SQL | undefined): Promise<CollectionSummary[]> {
  return await db
    .select({ ...collectionColumns(), itemCount })
    .from(collections)
    .where(where)
    .orderBy(desc(collections.createdAt), desc(collections.id));
}

/** The buyer's personal collections, newest first (team ones are on their team's page). */
export async function listCollections(user: Actor): Promise<CollectionSummary[]> {
  requireBuyer(user);
  return await listWhere(personal(user.id));
}

/** A team's collections, newest first, for its members; a team the caller is not in is 404. */
export async function listTeamCollections(user: Actor, teamId: string): Promise<CollectionSummary[]> {
  requireBuyer(user);
  if (!await teamRoleOf(user.id, teamId)) throw notFound("Team not found.");
  return await listWhere(eq(collections.teamId, teamId));
}

/** Who may create it: any buyer for themselves; for a team, its owner and admins (a member 403, anyone else 404). */
async function requireTeamEditor(user: Actor, teamId: string, tx: Tx): Promise<void> {
  const role = await teamRoleOf(user.id, teamId, tx);
  if (!role) throw notFound("Team not found.");
  if (role === "member") throw forbidden(TEAM_EDITORS_ONLY);
}

/** The limit counts a buyer's personal collections, and a team's per team (not against whoever made them). */
async function checkRoom(user: Actor, teamId: string | undefined, tx: Tx): Promise<void> {
  const owner = teamId ? eq(collections.teamId, teamId) : personal(user.id);
  const { count } = (await firstRow(tx.select({ count: sql<number>`count(*)` }).from(collections).where(owner).limit(1)))!;
  if (count < MAX_COLLECTIONS) return;
  const who = teamId ? "A team can keep" : "You can keep";
  throw new AppError(409, `${who} at most ${MAX_COLLECTIONS} collections. Delete one first.`);
}

export async function createCollection(user: Actor, input: CollectionCreateInput): Promise<CollectionSummary> {
  requireBuyer(user);
  const teamId = input.teamId;
  const id = await transaction(async (tx) => {
    if (teamId) await requireTeamEditor(user, teamId, tx);
    await checkRoom(user, teamId, tx);
    const values = { userId: user.id, teamId: teamId ?? null, name: input.name, description: input.description ?? "", isPublic: input.isPublic ?? false };
    return (await oneRow(tx.insert(collections).values(values).returning({ id: collections.id }))).id;
  });
  return (await findCollection(id))!;
}

export async function updateCollection(user: Actor, id: string, input: CollectionUpdateInput): Promise<CollectionSummary> {
  await editableCollection(user, id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length) await db.update(collections).set(changes).where(eq(collections.id, id));
  return (await findCollection(id))!;
}

export async function deleteCollection(user: Actor, id: string): Promise<{ name: string; teamId: string | null }> {
  const { name, teamId } = await editableCollection(user, id);
  await db.delete(collections).where(eq(collections.id, id));
  return { name, teamId };
}

async function teamOf(teamId: string | null): Promise<{ id: string; name: string } | null> {
  return teamId ? (await firstRow(db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1)) ?? null) : null;
}

/**
 * The collection as `viewer` may see it: a private one is 404 to all but its owner (a team's: its
 * members); outsiders see listed prompts only.
 */
export async function viewCollection(viewer: Actor | null, id: string): Promise<CollectionView> {
  const found = await findCollection(id);
  const access = found && (await accessOf(viewer, found) ?? (found.isPublic ? "public" : null));
  if (!found || !access) throw notFound(NOT_FOUND);
  const insider = access !== "public";
  const rows = await db
    .select({ promptId: prompts.id, seq: prompts.seq, title: prompts.title, listed: prompts.listed })
    .from(collectionItems)
    .innerJoin(prompts, eq(prompts.id, collectionItems.promptId))
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position));
  const shown = insider ? rows : rows.filter((row) => row.listed);
  const cards = new Map((await cardsFor(shown.filter((row) => row.listed).map((row) => row.seq))).map((card) => [card.id, card]));
  const items = shown.map(({ promptId, title }) => ({ promptId, title, card: cards.get(promptId) ?? null }));
  const owner = await firstRow(db.select({ name: users.name }).from(users).where(eq(users.id, found.userId)).limit(1));
  return { collection: found, access, owner: { name: owner?.name ?? "" }, team: await teamOf(found.teamId), items };
}

/** Saves a listed prompt in the collection, last; a second save changes nothing (`added: false`). */
export async function addItem(user: Actor, id: string, promptId: string): Promise<{ added: boolean; title: string; collection: string }> {
  const { name } = await editableCollection(user, id);
  const prompt = await firstRow(db.select({ title: prompts.title }).from(prompts).where(and(eq(prompts.id, promptId), isListed)).limit(1));
  if (!prompt) throw notFound("Prompt not found.");
  const added = await withoutDiskWait(() => transaction((tx) => insertLast(tx, id, promptId)));
  return { added, title: prompt.title, collection: name };
}

async function insertLast(tx: Tx, collectionId: string, promptId: string): Promise<boolean> {
  const inThis = eq(collectionItems.collectionId, collectionId);
  if (await firstRow(tx.select({ one: sql`1` }).from(collectionItems).where(and(inThis, eq(collectionItems.promptId, promptId))).limit(1))) return false;
  const { count, last } = (await firstRow(tx
    .select({ count: sql<number>`count(*)`, last: sql<number | null>`max(${collectionItems.position})` })
    .from(collectionItems)
    .where(inThis).limit(1)))!;
  if (count >= MAX_ITEMS) throw new AppError(409, `A collection holds at most ${MAX_ITEMS} prompts.`);
  await tx.insert(collectionItems).values({ collectionId, promptId, position: (last ?? -1) + 1 });
  return true;
}

export async function removeItem(user: Actor, id: string, promptId: string): Promise<{ removed: boolean }> {
  await editableCollection(user, id);
  const changes = changedRows(await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.promptId, promptId))));
  return { removed: changes > 0 };
}

async function orderedIds(tx: Tx, id: string): Promise<string[]> {
  return (await tx
    .select({ promptId: collectionItems.promptId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position)))
    .map((row) => row.promptId);
}

async function writeOrder(tx: Tx, id: string, promptIds: string[]): Promise<void> {
  for (const [position, promptId] of promptIds.entries()) {
    await tx.update(collectionItems).set({ position }).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.promptId, promptId)));
  }
}

/** The new order; it must name exactly the collection's prompts, each once (else 422). */
export async function reorderItems(user: Actor, id: string, promptIds: string[]): Promise<void> {
  await editableCollection(user, id);
  await transaction(async (tx) => {
    const current = await orderedIds(tx, id);
    const same = promptIds.length === current.length && new Set(promptIds).size === current.length && promptIds.every((p) => current.includes(p));
    if (!same) throw new AppError(422, "promptIds must list exactly the collection's prompts, each once.", "promptIds");
    await writeOrder(tx, id, promptIds);
  });
}

/** "Move up" / "Move down": swaps the prompt with its neighbour; at either end nothing moves. */
export async function moveItem(user: Actor, id: string, promptId: string, direction: "up" | "down"): Promise<{ moved: boolean }> {
  await editableCollection(user, id);
  return await transaction(async (tx) => {
    const order = await orderedIds(tx, id);
    const from = order.indexOf(promptId);
    if (from < 0) throw notFound("That prompt is not in this collection.");
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return { moved: false };
    [order[from], order[to]] = [order[to]!, order[from]!];
    await writeOrder(tx, id, order);
    return { moved: true };
  });
}

/** `team`: the team's name, for a team's collection. */
export type SaveTarget = { id: string; name: string; team: string | null; hasPrompt: boolean };

/** The teams whose collections `userId` edits (owner or admin). */
const editedTeams = (userId: string) =>
  db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.role, ["owner", "admin"])));

/**
 * "Save to collection": the listed prompt's title and the collections the buyer may add to (their
 * own first, then their teams' where they are owner or admin), each saying whether it holds it.
 */
export async function saveTargets(user: Actor, promptId: string): Promise<{ title: string; collections: SaveTarget[] }> {
  requireBuyer(user);
  const title = await listedTitle(promptId);
  const holds = sql<number>`exists (select 1 from ${collectionItems} where ${collectionItems.collectionId} = ${collections.id} and ${collectionItems.promptId} = ${promptId})`;
  const rows = await db
    .select({ id: collections.id, name: collections.name, team: teams.name, holds })
    .from(collections)
    .leftJoin(teams, eq(teams.id, collections.teamId))
    .where(or(personal(user.id), inArray(collections.teamId, editedTeams(user.id))))
    .orderBy(sql`${collections.teamId} is not null`, asc(teams.name), desc(collections.createdAt), desc(collections.id));
  return { title, collections: rows.map(({ id, name, team, holds }) => ({ id, name, team, hasPrompt: Boolean(holds) })) };
}

async function listedTitle(promptId: string): Promise<string> {
  const prompt = await firstRow(db.select({ title: prompts.title }).from(prompts).where(and(eq(prompts.id, promptId), isListed)).limit(1));
  if (!prompt) throw notFound("Prompt not found.");
  return prompt.title;
}

/** Saves the prompt in a new collection named `name` (checked to be listed first, so no empty collection is left behind). */
export async function saveToNewCollection(user: Actor, promptId: string, name: string): Promise<{ added: boolean; title: string; collection: string }> {
  requireBuyer(user);
  await listedTitle(promptId);
  const created = await createCollection(user, { name });
  return await addItem(user, created.id, promptId);
}
