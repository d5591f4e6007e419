import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { prompts, purchases, teamLicences, teamMembers, teams } from "~/db/tables.server";

/**
 * The one definition of owning a prompt (issue 25 point 4, decision 0328): the ids of the
 * prompts `userId` bought, or that a team they belong to bought. Read through purchases' key
 * and team_members' user index, so it stays cheap however big the catalogue grows.
 */
export function ownedPromptIds(userId: string) {
  return sql`select ${purchases.promptId} from ${purchases} where ${purchases.userId} = ${userId}
    union all
    select ${teamLicences.promptId} from ${teamLicences}
    inner join ${teamMembers} on ${teamMembers.teamId} = ${teamLicences.teamId}
    where ${teamMembers.userId} = ${userId}`;
}

/** Whether the user may read the prompt as its owner: bought it, or is in a team that did. */
export async function ownsPrompt(userId: string, promptId: string): Promise<boolean> {
  if (await boughtPersonally(userId, promptId)) return true;
  const [throughTeam] = await db
    .select({ teamId: teamLicences.teamId })
    .from(teamLicences)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teamLicences.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamLicences.promptId, promptId)))
    .limit(1);
  return Boolean(throughTeam);
}

/** A purchase of the user's own (a team's licence does not count): for reviews and the cart. */
export async function boughtPersonally(userId: string, promptId: string): Promise<boolean> {
  return Boolean(
    await firstRow(db
      .select({ promptId: purchases.promptId })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.promptId, promptId))).limit(1)),
  );
}

/** Which of `promptIds` (a page of cards) the buyer owns: never their whole library per page. */
export async function ownedAmong(userId: string, promptIds: string[]): Promise<string[]> {
  if (!promptIds.length) return [];
  return (await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(inArray(prompts.id, promptIds), sql`${prompts.id} in (${ownedPromptIds(userId)})`)))
    .map((row) => row.id);
}

export type LibraryTeam = { id: string; name: string };

/**
 * For each of `promptIds` the user reads only through a team, that team (by name, the first of
 * several): how "My Prompts" and `prompt/purchased` say where a prompt comes from.
 */
export async function teamsAmong(userId: string, promptIds: string[]): Promise<Map<string, LibraryTeam>> {
  if (!promptIds.length) return new Map();
  const rows = await db
    .select({ promptId: teamLicences.promptId, id: teams.id, name: teams.name })
    .from(teamLicences)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teamLicences.teamId))
    .innerJoin(teams, eq(teams.id, teamLicences.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        inArray(teamLicences.promptId, promptIds),
        sql`not exists (select 1 from ${purchases} where ${purchases.userId} = ${userId} and ${purchases.promptId} = ${teamLicences.promptId})`,
      ),
    )
    .orderBy(asc(teams.name));
  const byPrompt = new Map<string, LibraryTeam>();
  for (const { promptId, id, name } of rows) if (!byPrompt.has(promptId)) byPrompt.set(promptId, { id, name });
  return byPrompt;
}
