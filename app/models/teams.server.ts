import { createHash, createHmac } from "node:crypto";
import { and, asc, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { db, transaction, type Tx, changedRows, firstRow, oneRow } from "~/db/client.server";
import { type TeamRole } from "~/db/schema";
import { env } from "~/env.server";
import { createId } from "~/utils/id";
import { collectionItems, collections, orders, prompts, purchases, teamInvitations, teamLicences, teamMembers, teams, users } from "~/db/tables.server";
import type { InvitationInput, TeamInput } from "~/schemas/teams";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { appUrl } from "./mail/layout.server";
import { queueMail } from "./mail/outbox.server";
import { teamInvitationMail } from "./mail/team-invitation.server";
import { notify } from "./notifications.server";

/** A team has at most this many members; pending invitations count (docs/decisions/0325). */
export const TEAM_MAX_MEMBERS = 10;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TRANSFER_FIRST = "Transfer ownership first";
/** The last member's "Leave team" would delete the team: that is "Delete team", which asks first. */

type Actor = { id: string; role: string; email: string; name: string };
type Db = Tx | typeof db;

export const joinPath = (token: string) => `/teams/join/${token}`;

/** Only this hash is stored: a copy of the database gives no usable link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * An invitation's token is made from its id with the server's secret, not stored: so the owner and
 * admins can be shown its link again on the team page when no e-mail goes out (issue 41 point 9),
 * while the database still holds only its hash and a copy of it gives no usable link (decision
 * 0325). Made with the first SESSION_SECRET; a link made with an older one is still recognised.
 */
const invitationToken = (id: string, secret = env().SESSION_SECRETS[0]!) =>
  createHmac("sha256", secret).update(`team-invitation:${id}`).digest("base64url");

/** The invitation's join link, or null when its token is not one of ours to make again (older invitations). */
function invitationLink(invitation: { id: string; tokenHash: string }): string | null {
  for (const secret of env().SESSION_SECRETS) {
    const token = invitationToken(invitation.id, secret);
    if (hashToken(token) === invitation.tokenHash) return appUrl(joinPath(token));
  }
  return null;
}

/** Teams are a buyers' feature (CONTRACT 14, "Teams (buyers)"). */
function requireBuyer(user: Actor): void {
  if (user.role !== "buyer") throw forbidden("Only buyer accounts have teams.");
}

const pending = (now: Date) => and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.cancelledAt), gt(teamInvitations.expiresAt, now));

/** `userId`'s role in the team, or undefined when they are not in it. */
export async function teamRoleOf(userId: string, teamId: string, tx: Db = db): Promise<TeamRole | undefined> {
  return (await firstRow(tx
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId))).limit(1)))?.role;
}

/** The caller's role; a team they are not in is 404, so its existence is not revealed. */
async function requireMember(user: Actor, teamId: string, tx: Db = db): Promise<TeamRole> {
  requireBuyer(user);
  const role = await teamRoleOf(user.id, teamId, tx);
  if (!role) throw notFound("Team not found.");
  return role;
}

/** Owner and admins manage invitations and members; a member doing so is 403. */
async function requireManager(user: Actor, teamId: string, tx: Db = db): Promise<TeamRole> {
  const role = await requireMember(user, teamId, tx);
  if (role === "member") throw forbidden("Only the team's owner and admins can do that.");
  return role;
}

async function requireOwner(user: Actor, teamId: string, tx: Db = db): Promise<void> {
  if (await requireMember(user, teamId, tx) !== "owner") throw forbidden("Only the team's owner can do that.");
}

async function teamName(teamId: string, tx: Db = db): Promise<string> {
  return (await firstRow(tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1)))?.name ?? "";
}

async function memberCount(teamId: string, tx: Db): Promise<number> {
  return (await firstRow(tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId)).limit(1)))?.n ?? 0;
}

async function pendingCount(teamId: string, now: Date, tx: Db): Promise<number> {
  return (await firstRow(tx.select({ n: count() }).from(teamInvitations).where(and(eq(teamInvitations.teamId, teamId), pending(now))).limit(1)))?.n ?? 0;
}

// ---- teams ---------------------------------------------------------------------------------

export async function createTeam(user: Actor, input: TeamInput): Promise<{ id: string; name: string }> {
  requireBuyer(user);
  return await transaction(async (tx) => {
    const team = await oneRow(tx.insert(teams).values({ name: input.name }).returning({ id: teams.id, name: teams.name }));
    await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: "owner" });
    return team;
  });
}

export type MyTeam = { id: string; name: string; role: TeamRole; members: number };

/** The caller's teams, by name. */
export async function listMyTeams(user: Actor): Promise<MyTeam[]> {
  requireBuyer(user);
  const members = sql<number>`(select count(*) from ${teamMembers} m where m.team_id = ${teams.id})`;
  return await db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role, members })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, user.id))
    .orderBy(asc(teams.name));
}

export type TeamMember = { userId: string; name: string; email: string; role: TeamRole };
/** `link`: the join link to copy and send by hand (null for an invitation sent before links were shown). */
export type PendingInvitation = { id: string; email: string; role: "admin" | "member"; expiresAt: Date; link: string | null };
export type TeamView = { id: string; name: string; myRole: TeamRole; members: TeamMember[]; invitations: PendingInvitation[] | null };

const ROLE_ORDER = sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/**
 * A team as its member sees it: members with roles (owner first), and the pending invitations
 * for the owner and admins only (`null` for members). The team library is added by issue 25 point 3.
 */
export async function getTeam(user: Actor, teamId: string, now = new Date()): Promise<TeamView> {
  const myRole = await requireMember(user, teamId);
  const members = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(ROLE_ORDER, asc(users.name));
  const invitations =
    myRole === "member"
      ? null
      : (await db
          .select({ id: teamInvitations.id, email: teamInvitations.email, role: teamInvitations.role, expiresAt: teamInvitations.expiresAt, tokenHash: teamInvitations.tokenHash })
          .from(teamInvitations)
          .where(and(eq(teamInvitations.teamId, teamId), pending(now)))
          .orderBy(asc(teamInvitations.email))).map(({ tokenHash, ...invitation }) => ({ ...invitation, link: invitationLink({ id: invitation.id, tokenHash }) }));
  return { id: teamId, name: await teamName(teamId), myRole, members, invitations };
}

/** A team licence with who paid for it: what deleting the team passes to whom (decision 0353). */
export type PassingLicence = { promptId: string; title: string; payerId: string; payerName: string; payerOwnsCopy: boolean };

async function licencesWithPayers(teamId: string, tx: Db) {
  const rows = await tx
    .select({
      promptId: teamLicences.promptId,
      title: prompts.title,
      orderId: teamLicences.orderId,
      boughtAt: teamLicences.createdAt,
      payerId: orders.buyerId,
      payerName: users.name,
      ownCopy: sql<number>`exists (select 1 from ${purchases} where ${purchases.userId} = ${orders.buyerId} and ${purchases.promptId} = ${teamLicences.promptId})`,
    })
    .from(teamLicences)
    .innerJoin(orders, eq(orders.id, teamLicences.orderId))
    .innerJoin(prompts, eq(prompts.id, teamLicences.promptId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(teamLicences.teamId, teamId))
    .orderBy(asc(prompts.title));
  // `exists` is 0/1 on SQLite and a boolean on PostgreSQL.
  return rows.map(({ ownCopy, ...row }) => ({ ...row, payerOwnsCopy: Boolean(ownCopy) }));
}

const passing = ({ promptId, title, payerId, payerName, payerOwnsCopy }: PassingLicence): PassingLicence => ({ promptId, title, payerId, payerName, payerOwnsCopy });

export type TeamDeletionPreview = {
  name: string;
  /** The other members, by name: they lose the team and its library. */
  others: string[];
  /** Pending invitations, whose links stop working. */
  invitations: number;
  collections: { name: string; itemCount: number }[];
  licences: PassingLicence[];
};

/** What "Delete team" asks about: everything that goes, and where each paid licence goes (owner only). */
export async function teamDeletionPreview(user: Actor, teamId: string, now = new Date()): Promise<TeamDeletionPreview> {
  await requireOwner(user, teamId);
  const others = await db
    .select({ name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, user.id)))
    .orderBy(asc(users.name));
  const itemCount = sql<number>`(select count(*) from ${collectionItems} where ${collectionItems.collectionId} = ${collections.id})`;
  const teamCollections = await db
    .select({ name: collections.name, itemCount })
    .from(collections)
    .where(eq(collections.teamId, teamId))
    .orderBy(asc(collections.name));
  return {
    name: await teamName(teamId),
    others: others.map((other) => other.name),
    invitations: await pendingCount(teamId, now, db),
    collections: teamCollections.map((collection) => ({ name: collection.name, itemCount: Number(collection.itemCount) })),
    licences: (await licencesWithPayers(teamId, db)).map(passing),
  };
}

/**
 * Only the owner deletes. Nothing paid for is lost (decision 0353): each team licence first
 * becomes a personal purchase of whoever paid for it, on the same order (still a team licence
 * sold and paid, so the sale, the ledger and the payment stay as they are); a payer who already
 * bought a copy of their own keeps that one. Then memberships, invitations, team collections and
 * the licences go with the team (foreign keys cascade), and everyone else is told.
 */
export async function deleteTeam(user: Actor, teamId: string): Promise<{ name: string; passed: PassingLicence[] }> {
  return await transaction(async (tx) => {
    await requireOwner(user, teamId, tx);
    const name = await teamName(teamId, tx);
    const licences = await licencesWithPayers(teamId, tx);
    for (const licence of licences) {
      await tx.insert(purchases)
        .values({ userId: licence.payerId, promptId: licence.promptId, orderId: licence.orderId, createdAt: licence.boughtAt })
        .onConflictDoNothing();
    }
    const members = await tx.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
    await tx.delete(teams).where(eq(teams.id, teamId));
    const titlesFor = (userId: string) => licences.filter((licence) => licence.payerId === userId && !licence.payerOwnsCopy).map((licence) => `“${licence.title}”`);
    const told = new Set([user.id]);
    for (const userId of [...members.map((member) => member.userId), ...licences.map((licence) => licence.payerId)]) {
      if (told.has(userId)) continue;
      told.add(userId);
      const titles = titlesFor(userId);
      const kept = titles.length ? ` What you paid for stays yours, in My Prompts: ${titles.join(", ")}.` : "";
      await notify(userId, { title: "Team deleted", message: `The team "${name}" was deleted by its owner.${kept}` }, tx);
    }
    return { name, passed: licences.map(passing) };
  });
}

// ---- invitations ---------------------------------------------------------------------------

/**
 * Invites `email` with a role, mails the link and notifies the account at that address, if any.
 * A pending invitation to the same address is replaced (cancelled, new token); a current member
 * is 409, and so is a full team (members and pending invitations, decision 0325).
 */
export async function inviteToTeam(user: Actor, teamId: string, input: InvitationInput, now = new Date()): Promise<PendingInvitation> {
  const email = input.email.trim().toLowerCase();
  const id = createId();
  const token = invitationToken(id);
  return await transaction(async (tx) => {
    await requireManager(user, teamId, tx);
    const account = await firstRow(tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1));
    if (account && await teamRoleOf(account.id, teamId, tx)) throw new AppError(409, "That person is already a member of this team.", "email");
    const replaced = changedRows(await tx
      .update(teamInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, email), pending(now))));
    if (replaced === 0 && await memberCount(teamId, tx) + await pendingCount(teamId, now, tx) >= TEAM_MAX_MEMBERS) {
      throw new AppError(409, `A team has at most ${TEAM_MAX_MEMBERS} members, pending invitations included.`, "email");
    }
    const invitation = await oneRow(tx
      .insert(teamInvitations)
      .values({ id, teamId, email, role: input.role, tokenHash: hashToken(token), invitedBy: user.id, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .returning({ id: teamInvitations.id, email: teamInvitations.email, role: teamInvitations.role, expiresAt: teamInvitations.expiresAt }));
    const name = await teamName(teamId, tx);
    const link = appUrl(joinPath(token));
    const mail = teamInvitationMail({ teamName: name, inviterName: user.name, role: input.role, link });
    await queueMail({ ...mail, to: email, kind: "team-invitation", userId: account?.id }, tx);
    if (account) {
      await notify(account.id, { title: "Team invitation", message: `${user.name} invited you to the team "${name}". Open the link in the e-mail we sent you to join.` }, tx);
    }
    return { ...invitation, link };
  });
}

/** Owner and admins cancel a pending invitation; its link then says it was cancelled. */
export async function cancelInvitation(user: Actor, teamId: string, invitationId: string, now = new Date()): Promise<void> {
  await transaction(async (tx) => {
    await requireManager(user, teamId, tx);
    const changes = changedRows(await tx
      .update(teamInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId), pending(now))));
    if (changes === 0) throw notFound("Invitation not found.");
  });
}

/** What a join link is to the signed-in account; the team is named only when the link is theirs. */
export type InvitationState =
  | { state: "invalid" | "not-a-buyer" | "cancelled" | "used" | "expired" }
  | { state: "wrong-account"; email: string }
  | { state: "ready" | "member"; teamId: string; teamName: string; role: "admin" | "member" };

async function findInvitation(token: string, tx: Db) {
  return await firstRow(tx.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, hashToken(token))).limit(1));
}

/**
 * An invitation speaks for whoever sent it: it holds only while they may still invite (owner or
 * admin of the team). Removing or lowering them cancels theirs (cancelInvitationsBy); this check
 * covers the ones sent before that rule, and an inviter whose account is gone (issue 41 point 4).
 */
async function mayStillInvite(invitation: { teamId: string; invitedBy: string | null }, tx: Db): Promise<boolean> {
  if (!invitation.invitedBy) return false;
  const role = await teamRoleOf(invitation.invitedBy, invitation.teamId, tx);
  return role === "owner" || role === "admin";
}

/** The pending invitations `userId` sent to the team are cancelled: they no longer may invite. */
async function cancelInvitationsBy(tx: Tx, teamId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(teamInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.invitedBy, userId), pending(now)));
}

/**
 * Checked in this order so that nothing about the team reaches another account: an unknown link,
 * then another account's link (whatever its state), then the link's own state.
 */
export async function invitationState(user: Actor, token: string, now = new Date(), tx: Db = db): Promise<InvitationState> {
  const invitation = await findInvitation(token, tx);
  if (!invitation) return { state: "invalid" };
  // The address it was sent to, for "Sign out and continue as …"; the team stays unnamed.
  if (invitation.email !== user.email.toLowerCase()) return { state: "wrong-account", email: invitation.email };
  if (user.role !== "buyer") return { state: "not-a-buyer" };
  const team = { teamId: invitation.teamId, teamName: await teamName(invitation.teamId, tx), role: invitation.role };
  if (invitation.acceptedAt) return await teamRoleOf(user.id, invitation.teamId, tx) ? { state: "member", ...team } : { state: "used" };
  if (invitation.cancelledAt || !await mayStillInvite(invitation, tx)) return { state: "cancelled" };
  if (invitation.expiresAt <= now) return { state: "expired" };
  return { state: "ready", ...team };
}

/** What a join link is to a signed-out visitor. */
export type InvitationPreview =
  | { state: "invalid" | "cancelled" | "used" | "expired" }
  | { state: "ready"; teamName: string; role: "admin" | "member"; email: string };

/**
 * A join link opened signed out (issue 41 point 9): whoever holds the link was sent it, so a
 * working one names the team, the role and the address to sign in or register with; one that no
 * longer works says so before anyone signs up. Accepting still needs the invited account.
 */
export async function invitationPreview(token: string, now = new Date()): Promise<InvitationPreview> {
  const invitation = await findInvitation(token, db);
  if (!invitation) return { state: "invalid" };
  if (invitation.acceptedAt) return { state: "used" };
  if (invitation.cancelledAt || !await mayStillInvite(invitation, db)) return { state: "cancelled" };
  if (invitation.expiresAt <= now) return { state: "expired" };
  return { state: "ready", teamName: await teamName(invitation.teamId), role: invitation.role, email: invitation.email };
}

export const INVITATION_REFUSALS = {
  invalid: new AppError(404, "This invitation link is not valid."),
  "wrong-account": new AppError(403, "This invitation is for another e-mail address. Sign in with the address it was sent to."),
  "not-a-buyer": new AppError(403, "Only buyer accounts can join teams."),
  cancelled: new AppError(409, "This invitation was cancelled."),
  used: new AppError(409, "This invitation was already used."),
  member: new AppError(409, "You are already a member of this team."),
  expired: new AppError(409, "This invitation has expired. Ask for a new one."),
} as const;

/** Accepts once, within 7 days, unless cancelled, only as the invited address (case-insensitive). */
export async function acceptInvitation(user: Actor, token: string, now = new Date()): Promise<{ teamId: string; name: string }> {
  return await transaction(async (tx) => {
    const found = await invitationState(user, token, now, tx);
    if (found.state !== "ready") throw INVITATION_REFUSALS[found.state];
    if (await teamRoleOf(user.id, found.teamId, tx)) throw INVITATION_REFUSALS.member;
    if (await memberCount(found.teamId, tx) >= TEAM_MAX_MEMBERS) throw new AppError(409, `This team is full (at most ${TEAM_MAX_MEMBERS} members).`);
    await tx.update(teamInvitations).set({ acceptedAt: now }).where(eq(teamInvitations.tokenHash, hashToken(token)));
    await tx.insert(teamMembers).values({ teamId: found.teamId, userId: user.id, role: found.role });
    return { teamId: found.teamId, name: found.teamName };
  });
}

// ---- members -------------------------------------------------------------------------------

export type RemovableMember = { name: string; email: string; role: TeamRole; teamName: string };

/**
 * Whom `user` may remove: the owner anyone else; an admin members only, not the owner or another
 * admin (decision 0324). Removing yourself is leaving.
 */
async function requireRemovable(user: Actor, teamId: string, memberId: string, tx: Db): Promise<RemovableMember> {
  const myRole = await requireManager(user, teamId, tx);
  if (memberId === user.id) throw new AppError(409, "Use “Leave team” to leave.");
  const member = await firstRow(tx
    .select({ name: users.name, email: users.email, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)))
    .limit(1));
  if (!member) throw notFound("Member not found.");
  if (member.role === "owner" || (member.role === "admin" && myRole !== "owner")) throw forbidden("Only the owner can remove an admin, and nobody can remove the owner.");
  return { ...member, teamName: await teamName(teamId, tx) };
}

/** Who "Remove" asks about, for those who may remove them (the confirmation). */
export async function memberToRemove(user: Actor, teamId: string, memberId: string): Promise<RemovableMember> {
  return await requireRemovable(user, teamId, memberId, db);
}

/** Removes the member, and cancels the invitations they sent (issue 41 point 4). */
export async function removeMember(user: Actor, teamId: string, memberId: string, now = new Date()): Promise<{ name: string }> {
  return await transaction(async (tx) => {
    const member = await requireRemovable(user, teamId, memberId, tx);
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    await cancelInvitationsBy(tx, teamId, memberId, now);
    await notify(memberId, { title: "Removed from a team", message: `You were removed from the team "${member.teamName}".` }, tx);
    return { name: member.name };
  });
}

/**
 * Leaves a team. The owner cannot leave while others remain (409, transfer first), nor as its
 * last member: that would delete the team, which is "Delete team" with its confirmation (409,
 * decision 0353). The invitations they sent are cancelled with them. `deleted` is always false
 * now; the API keeps it for its clients.
 */
/**
 * A member leaves; the owner cannot while others remain (CONTRACT 14). The last member leaving
 * deletes the team as "Delete team" does, so its licences pass to whoever paid for them: nothing
 * paid for is lost (the pages offer "Delete team", with its confirmation, instead of "Leave team").
 */
export async function leaveTeam(user: Actor, teamId: string, now = new Date()): Promise<{ deleted: boolean }> {
  return await transaction(async (tx) => {
    const role = await requireMember(user, teamId, tx);
    if (role === "owner") {
      if (await memberCount(teamId, tx) > 1) throw new AppError(409, TRANSFER_FIRST);
      await deleteTeam(user, teamId);
      return { deleted: true };
    }
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)));
    await cancelInvitationsBy(tx, teamId, user.id, now);
    return { deleted: false };
  });
}

/** Only the owner; the new owner is a current member, and the old owner becomes an admin. */
export async function transferOwnership(user: Actor, teamId: string, newOwnerId: string): Promise<{ name: string }> {
  return await transaction(async (tx) => {
    await requireOwner(user, teamId, tx);
    if (newOwnerId === user.id) throw new AppError(409, "You already own this team.", "userId");
    if (!await teamRoleOf(newOwnerId, teamId, tx)) throw notFound("Member not found.");
    const member = (userId: string) => and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId));
    // The old owner steps down first: the index allows one owner per team.
    await tx.update(teamMembers).set({ role: "admin" }).where(member(user.id));
    await tx.update(teamMembers).set({ role: "owner" }).where(member(newOwnerId));
    const name = await teamName(teamId, tx);
    await notify(newOwnerId, { title: "You own a team", message: `${user.name} made you the owner of the team "${name}".` }, tx);
    return { name };
  });
}
