import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { db, withoutDiskWait, changedRows, firstRow } from "~/db/client.server";
import { cartItems, prompts, vendors } from "~/db/tables.server";
import { isListed } from "./catalogue.server";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { boughtPersonally } from "./ownership.server";
import { teamPriceCents } from "./team-price";

export type CartItem = {
  promptId: string;
  title: string;
  description: string;
  shortDescription: string;
  featuredImage: string | null;
  priceCents: number;
  /** What a team licence of it costs ("Buy for" a team): the vendor's team price or its default. */
  teamPriceCents: number;
  storeName: string;
  vendorId: string;
};

/** `teamTotalCents`: the same items bought as team licences (what a team checkout charges). */
export type Cart = { items: CartItem[]; totalCents: number; teamTotalCents: number; dropped: string[] };

export async function countCartItems(userId: string): Promise<number> {
  return (await firstRow(db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)).limit(1)))?.n ?? 0;
}

export async function cartPromptIds(userId: string): Promise<string[]> {
  return (await db.select({ id: cartItems.promptId }).from(cartItems).where(eq(cartItems.userId, userId))).map((r) => r.id);
}

/**
 * The buyer's cart at today's prices. Items that stopped being for sale (banned, inactive,
 * unapproved, store gone) or that the buyer now owns are taken out and named in `dropped`.
 */
export async function getCart(userId: string): Promise<Cart> {
  const rows = await db
    .select({
      promptId: prompts.id,
      title: prompts.title,
      description: prompts.description,
      shortDescription: prompts.shortDescription,
      featuredImage: prompts.featuredImage,
      priceCents: prompts.priceCents,
      teamPriceCents: prompts.teamPriceCents,
      storeName: vendors.storeName,
      vendorId: vendors.id,
      listed: sql<number>`${isListed}`,
      owned: sql<number>`exists (select 1 from purchases where purchases.user_id = ${userId} and purchases.prompt_id = ${prompts.id})`,
    })
    .from(cartItems)
    .innerJoin(prompts, eq(prompts.id, cartItems.promptId))
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(sql`${cartItems}.rowid`));
  const unavailable = rows.filter((row) => !row.listed || row.owned);
  if (unavailable.length) {
    await db.delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.promptId, unavailable.map((row) => row.promptId))));
  }
  const items: CartItem[] = rows
    .filter((row) => row.listed && !row.owned)
    .map(({ listed: _listed, owned: _owned, ...item }) => ({ ...item, teamPriceCents: teamPriceCents(item) }));
  return {
    items,
    totalCents: items.reduce((sum, item) => sum + item.priceCents, 0),
    teamTotalCents: items.reduce((sum, item) => sum + item.teamPriceCents, 0),
    dropped: unavailable.map((row) => row.title),
  };
}

async function listedPrompt(promptId: string) {
  return await firstRow(db
    .select({ id: prompts.id, title: prompts.title, vendorUserId: vendors.userId })
    .from(prompts)
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .where(and(eq(prompts.id, promptId), isListed)).limit(1));
}

/**
 * Puts a listed prompt in the cart. Adding one that is already there changes nothing
 * (SPEC); one the buyer owns, or their own, is refused politely.
 */
export async function addToCart(user: { id: string; role: string }, promptId: string): Promise<{ added: boolean; title: string }> {
  if (user.role !== "buyer") throw forbidden("Only buyers have a cart.");
  const prompt = await listedPrompt(promptId);
  if (!prompt) throw notFound("This prompt is not for sale.");
  if (prompt.vendorUserId === user.id) throw new AppError(409, "You cannot buy your own prompt.");
  if (await boughtPersonally(user.id, promptId)) throw new AppError(409, "You already own this prompt.");
  const changes = changedRows(await withoutDiskWait(async () =>
    await db.insert(cartItems).values({ userId: user.id, promptId }).onConflictDoNothing()),
  );
  return { added: changes > 0, title: prompt.title };
}

export async function removeFromCart(userId: string, promptId: string): Promise<void> {
  const changes = changedRows(await withoutDiskWait(async () =>
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.promptId, promptId)))),
  );
  if (changes === 0) throw notFound("This prompt is not in your cart.");
}

export async function clearCart(userId: string): Promise<void> {
  await withoutDiskWait(() => db.delete(cartItems).where(eq(cartItems.userId, userId)));
}
