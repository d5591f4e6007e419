import {
  acceptInvitation,
  cancelInvitation,
  createTeam,
  deleteTeam,
  getTeam,
  inviteToTeam,
  leaveTeam,
  listMyTeams,
  removeMember,
  transferOwnership,
  type PendingInvitation,
} from "~/models/teams.server";
import { teamLibrary } from "~/models/team-library.server";
import { listTeamCollections } from "~/models/collections.server";
import { InvitationSchema, TeamSchema, TransferSchema } from "~/schemas/teams";
import { requireApiRole } from "./auth-context.server";
import { apiCollection, exampleCollection } from "./collections.server";
import { ok } from "./respond.server";
import { del, get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

const tag = "Teams";
const buyer = ["buyer"] as const;

const WHEN = "2026-01-22T10:30:00.000Z";
const exampleTeamId = "t_4Fq8Lm2X";
const exampleInvitation = { _id: "i_6Bn3Rt7W", email: "sam@example.com", role: "member", expiresAt: WHEN, link: "https://promptory.example/teams/join/Xb2…" };
const exampleTeam = {
  _id: exampleTeamId,
  name: "Growth team",
  myRole: "owner",
  members: [{ userId: "u_7Hq2xKp9", name: "Ben Buyer", email: "buyer@demo.test", role: "owner" }],
  invitations: [exampleInvitation],
  library: [{ promptId: "p_9Kd3Qw7Z", title: "Launch email writer", boughtAt: WHEN }],
  collections: [{ ...exampleCollection, teamId: exampleTeamId }],
};

export const teamRoutes: DocumentedRoute[] = [
  get("teams", list, {
    tag, summary: "The caller's teams, by name", auth: buyer,
    example: { success: true, data: [{ _id: exampleTeamId, name: "Growth team", role: "owner", members: 3 }] },
  }),
  post("teams", create, {
    tag, summary: "Create a team; the caller is its owner", auth: buyer, body: TeamSchema, status: 201,
    example: { success: true, message: "Team created", data: { _id: exampleTeamId, name: "Growth team", role: "owner" } },
  }),
  // Before `teams/:id/...`: "join" is never a team id (ids are random), but the table matches in order.
  post("teams/join/:token", join, {
    tag, summary: "Accept an invitation (only as the invited address, once, within 7 days, unless cancelled)", auth: buyer, errors: [409],
    example: { success: true, message: "You joined the team", data: { _id: exampleTeamId, name: "Growth team" } },
  }),
  get("teams/:id", show, {
    tag, summary: "A team: name, my role, members; invitations for its owner and admins only", auth: buyer,
    description:
      "`invitations` is left out for members. `library`: the prompts the team bought (newest 100), which every member reads. `collections`: the team's, newest first (every member reads them; the owner and admins edit them).",
    example: { success: true, data: exampleTeam },
  }),
  del("teams/:id", remove, {
    tag, summary: "Delete a team (owner only): each licence passes to whoever paid for it; memberships, invitations and team collections go", auth: buyer,
    description:
      "Nothing paid for is lost (decision 0353): each prompt the team bought becomes a personal purchase of the account that paid for it (in its `prompt/purchased`, `team: null`), unless that account already bought a copy of its own. `licencesPassed` lists them.",
    example: { success: true, message: "Team deleted; 1 licence passed to whoever paid for it", data: { licencesPassed: [{ promptId: "p_9Kd3Qw7Z", title: "Launch email writer", userId: "u_7Hq2xKp9" }] } },
  }),
  post("teams/:id/invitations", invite, {
    tag, summary: "Invite an e-mail address as admin or member (owner and admins)", auth: buyer, body: InvitationSchema, status: 201, errors: [409],
    description:
      "A pending invitation to the same address is replaced (new link). 409 for a current member or a full team (10, pending invitations included). `link`: the join link that was e-mailed, to pass on by hand when no e-mail goes out (also in `GET teams/{id}` for the owner and admins; null for an invitation sent before links were shown).",
    example: { success: true, message: "Invitation sent", data: exampleInvitation },
  }),
  del("teams/:id/invitations/:invitationId", cancel, {
    tag, summary: "Cancel a pending invitation (owner and admins)", auth: buyer,
    example: { success: true, message: "Invitation cancelled" },
  }),
  del("teams/:id/members/:userId", removeOne, {
    tag, summary: "Remove a member (the owner anyone else; an admin members only)", auth: buyer, errors: [409],
    example: { success: true, message: "Member removed" },
  }),
  post("teams/:id/leave", leave, {
    tag, summary: "Leave a team", auth: buyer, errors: [409], optionalBody: true,
    description:
      "The owner cannot leave while others remain (409, transfer ownership first). The last member leaving deletes the team (`deleted: true`) as `DELETE teams/{id}` does: its licences pass to whoever paid for each, as their own purchases.",
    example: { success: true, message: "You left the team", data: { deleted: false } },
  }),
  put("teams/:id/owner", transfer, {
    tag, summary: "Transfer ownership to a current member (owner only); the old owner becomes an admin", auth: buyer, body: TransferSchema, errors: [409],
    example: { success: true, message: "Ownership transferred", data: { _id: exampleTeamId, ownerId: "u_9Zx4Wc1B" } },
  }),
];

/** Teams are for buyers (CONTRACT 14): vendors and admins get 403. */
const requireBuyer = (ctx: ApiContext) => requireApiRole(ctx, "buyer");

const apiInvitation = (invitation: PendingInvitation) => ({
  _id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  expiresAt: invitation.expiresAt.toISOString(),
  link: invitation.link,
});

async function list(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  return ok({ data: (await listMyTeams(user)).map(({ id, ...team }) => ({ _id: id, ...team })) });
}

async function create(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const team = await createTeam(user, await parseJsonBody(ctx.request, TeamSchema));
  return ok({ message: "Team created", data: { _id: team.id, name: team.name, role: "owner" } }, 201);
}

/** 404 for a team the caller is not in; `invitations` only for its owner and admins. */
async function show(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { id, invitations, ...team } = await getTeam(user, ctx.params.id!);
  const library = (await teamLibrary(user.id, id)).map(({ promptId, title, boughtAt }) => ({ promptId, title, boughtAt }));
  const collections = (await listTeamCollections(user, id)).map(apiCollection);
  return ok({ data: { _id: id, ...team, ...(invitations && { invitations: invitations.map(apiInvitation) }), library, collections } });
}

async function remove(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { passed } = await deleteTeam(user, ctx.params.id!);
  const licencesPassed = passed.filter((licence) => !licence.payerOwnsCopy).map(({ promptId, title, payerId }) => ({ promptId, title, userId: payerId }));
  const message = licencesPassed.length
    ? `Team deleted; ${licencesPassed.length === 1 ? "1 licence" : `${licencesPassed.length} licences`} passed to whoever paid for ${licencesPassed.length === 1 ? "it" : "them"}`
    : "Team deleted";
  return ok({ message, data: { licencesPassed } });
}

async function invite(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const invitation = await inviteToTeam(user, ctx.params.id!, await parseJsonBody(ctx.request, InvitationSchema));
  return ok({ message: "Invitation sent", data: apiInvitation(invitation) }, 201);
}

async function cancel(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  await cancelInvitation(user, ctx.params.id!, ctx.params.invitationId!);
  return ok({ message: "Invitation cancelled" });
}

async function join(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const team = await acceptInvitation(user, ctx.params.token!);
  return ok({ message: "You joined the team", data: { _id: team.teamId, name: team.name } });
}

async function removeOne(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  await removeMember(user, ctx.params.id!, ctx.params.userId!);
  return ok({ message: "Member removed" });
}

async function leave(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { deleted } = await leaveTeam(user, ctx.params.id!);
  return ok({ message: deleted ? "You left the team, and it was deleted" : "You left the team", data: { deleted } });
}

async function transfer(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { userId } = await parseJsonBody(ctx.request, TransferSchema);
  await transferOwnership(user, ctx.params.id!, userId);
  return ok({ message: "Ownership transferred", data: { _id: ctx.params.id, ownerId: userId } });
}
