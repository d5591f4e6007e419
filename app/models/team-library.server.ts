import { and, desc, eq, inArray } from "drizzle-orm";
import { changedRows, db, type Tx } from "~/db/client.server";
import { orders, prompts, purchases, teamLicences, teamMembers, teams } from "~/db/tables.server";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { teamPriceCents } from "./team-price";
import { teamRoleOf } from "./teams.server";

type Db = Tx | typeof db;

/** The teams the user may buy for: those they own or administer, by name. */
export async function teamsToBuyFor(userId: string): Promise<{ id: string; name: string }[]> {
  return await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.role, ["owner", "admin"])))
    .orderBy(teams.name);
}

export type BuyForChoice = { teamId: string; name: string; totalCents: number };

/** The teams the cart could be bought for, each with what it would cost as team licences. */
export async function buyForChoices(userId: string, items: readonly { promptId: string }[]): Promise<BuyForChoice[]> {
  const teamList = await teamsToBuyFor(userId);
  if (!teamList.length || !items.length) return [];
  const prompts = await pricesOf(items.map((item) => item.promptId));
  const totalCents = [...prompts.values()].reduce((sum, cents) => sum + cents, 0);
  return teamList.map(({ id, name }) => ({ teamId: id, name, totalCents }));
}

async function pricesOf(promptIds: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: prompts.id, priceCents: prompts.priceCents, teamPriceCents: prompts.teamPriceCents }).from(prompts).where(inArray(prompts.id, promptIds));
  return new Map(rows.map((prompt) => [prompt.id, teamPriceCents(prompt)]));
}

/** Only the team's owner and admins buy for it; to anyone outside it the team does not exist. */
export async function requireTeamBuyer(userId: string, teamId: string): Promise<void> {
  const role = await teamRoleOf(userId, teamId);
  if (!role) throw notFound("Team not found.");
  if (role === "member") throw forbidden("Only the team's owner and admins can buy for the team.");
}

type Item = { promptId: string; title: string; priceCents: number };

/**
 * The cart's items as a team licence: each at its team price, and refused (409) when the team
 * already owns one of them, so a team never pays twice for a prompt.
 */
export async function teamCheckoutItems<T extends Item>(teamId: string, items: readonly T[]): Promise<T[]> {
  const ids = items.map((item) => item.promptId);
  const owned = await teamOwnedAmong(teamId, ids);
  const first = items.find((item) => owned.has(item.promptId));
  if (first) throw new AppError(409, `Your team already owns “${first.title}”. Remove it from the cart to buy the rest for the team.`);
  const prices = await pricesOf(ids);
  return items.map((item) => ({ ...item, priceCents: prices.get(item.promptId) ?? item.priceCents }));
}

export async function teamOwnedAmong(teamId: string, promptIds: string[], tx: Db = db): Promise<Set<string>> {
  if (!promptIds.length) return new Set();
  const rows = await tx
    .select({ promptId: teamLicences.promptId })
    .from(teamLicences)
    .where(and(eq(teamLicences.teamId, teamId), inArray(teamLicences.promptId, promptIds)));
  return new Set(rows.map((row) => row.promptId));
}

/** Whether `userId` may buy for the team now: its owner or an admin (false for a deleted team). */
export async function buysForTeam(userId: string, teamId: string | null, tx: Db = db): Promise<boolean> {
  if (!teamId) return false;
  const role = await teamRoleOf(userId, teamId, tx);
  return role === "owner" || role === "admin";
}

/**
 * Where a paid team order goes (decision 0354): to the team while its buyer may still buy for it
 * (checked again at payment: they may have been removed or lowered since the checkout); otherwise
 * to the buyer as their own purchase on the same order, as a deleted team's licences do
 * (decision 0353). "owned": they already have a copy of their own, so nothing is granted.
 */
export type TeamOrderOutcome = "team" | "buyer" | "owned";

export async function grantTeamOrder(tx: Tx, order: { id: string; teamId: string | null; promptId: string; buyerId: string }, at: Date): Promise<TeamOrderOutcome> {
  if (await buysForTeam(order.buyerId, order.teamId, tx)) {
    await tx.insert(teamLicences).values({ teamId: order.teamId!, promptId: order.promptId, orderId: order.id, createdAt: at }).onConflictDoNothing();
    return "team";
  }
  const granted = changedRows(await tx.insert(purchases).values({ userId: order.buyerId, promptId: order.promptId, orderId: order.id, createdAt: at }).onConflictDoNothing());
  return granted ? "buyer" : "owned";
}

/** The team page shows the newest this many; "My Prompts" pages through all of them. */
export const TEAM_LIBRARY_SHOWN = 100;

export type TeamLibraryItem = { promptId: string; title: string; boughtAt: Date; buyerId: string };

/** The newest prompts the team owns; only for its members (404 to anyone else). */
export async function teamLibrary(userId: string, teamId: string): Promise<TeamLibraryItem[]> {
  if (!await teamRoleOf(userId, teamId)) throw notFound("Team not found.");
  return await db
    .select({ promptId: teamLicences.promptId, title: prompts.title, boughtAt: teamLicences.createdAt, buyerId: orders.buyerId })
    .from(teamLicences)
    .innerJoin(prompts, eq(prompts.id, teamLicences.promptId))
    .innerJoin(orders, eq(orders.id, teamLicences.orderId))
    .where(eq(teamLicences.teamId, teamId))
    .orderBy(desc(teamLicences.createdAt))
    .limit(TEAM_LIBRARY_SHOWN);
}
