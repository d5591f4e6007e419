import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { collectionItems, collections } from "~/db/tables.server";
import type { Category } from "~/models/categories.server";
import {
  addItem,
  createCollection,
  deleteCollection,
  listCollections,
  listTeamCollections,
  moveItem,
  removeItem,
  reorderItems,
  saveTargets,
  updateCollection,
  viewCollection,
} from "~/models/collections.server";
import { acceptInvitation, deleteTeam, leaveTeam, removeMember } from "~/models/teams.server";
import { deletePrompt, setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import type { User } from "~/models/users.server";
import { MAX_COLLECTIONS, MAX_ITEMS } from "~/schemas/collection";
import { optimisticOrder } from "~/components/collections/collection-item-row";
import { AppError } from "~/utils/app-error";
import { inviteWithToken, makeBuyer, makeCategory, makeCollection, makePrompt, makeTeam, makeVendor } from "../factories";
import { onPostgres } from "../support/engine";
import { copiesOfPrompt } from "../support/prompt-copies";

async function expectAppError(run: () => Promise<unknown>, status: number, message?: RegExp) {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(status);
    if (message) expect((error as AppError).message).toMatch(message);
    return;
  }
  throw new Error(`expected an AppError ${status}`);
}

const order = async (viewer: User | null, id: string) => (await viewCollection(viewer, id)).items.map((item) => item.promptId);

let category: Category;
let seller: Awaited<ReturnType<typeof makeVendor>>;
let a: Prompt, b: Prompt, c: Prompt;
beforeAll(async () => {
  category = await makeCategory();
  seller = await makeVendor();
  [a, b, c] = [await makePrompt(seller.vendor, category), await makePrompt(seller.vendor, category), await makePrompt(seller.vendor, category)];
});

describe("collections", () => {
  it("are private by default, listed newest first, with their item counts", async () => {
    const buyer = await makeBuyer();
    const first = await makeCollection(buyer, [a]);
    const second = await createCollection(buyer, { name: "Launch kit", description: "For the launch" });
    await db.update(collections).set({ createdAt: new Date(Date.now() + 1000) }).where(eq(collections.id, second.id));
    expect(second).toMatchObject({ name: "Launch kit", description: "For the launch", isPublic: false, teamId: null, itemCount: 0 });
    expect((await listCollections(buyer)).map((row) => [row.id, row.itemCount])).toEqual([[second.id, 0], [first.id, 1]]);
  });

  it("belong to buyers only: vendors and admins are refused (403)", async () => {
    await expectAppError(() => createCollection(seller.user, { name: "Mine" }), 403);
    await expectAppError(() => listCollections(seller.user), 403);
  });

  it(`stop at ${MAX_COLLECTIONS} per buyer (409)`, async () => {
    const buyer = await makeBuyer();
    const rows = Array.from({ length: MAX_COLLECTIONS }, (_, i) => ({ userId: buyer.id, name: `C${i}` }));
    await db.insert(collections).values(rows);
    await expectAppError(() => createCollection(buyer, { name: "One too many" }), 409, /at most 100 collections/);
  });

  it("are someone else's: 404 to read, change, delete or fill", async () => {
    const owner = await makeBuyer();
    const other = await makeBuyer();
    const mine = await makeCollection(owner, [a]);
    await expectAppError(() => viewCollection(other, mine.id), 404);
    await expectAppError(() => viewCollection(null, mine.id), 404);
    await expectAppError(() => updateCollection(other, mine.id, { name: "Taken" }), 404);
    await expectAppError(() => deleteCollection(other, mine.id), 404);
    await expectAppError(() => addItem(other, mine.id, b.id), 404);
    await expectAppError(() => removeItem(other, mine.id, a.id), 404);
    await expectAppError(() => reorderItems(other, mine.id, [a.id]), 404);
    await expectAppError(() => moveItem(other, mine.id, a.id, "up"), 404);
    expect((await viewCollection(owner, mine.id)).items).toHaveLength(1);
  });

  it("rename, describe and go public; a public one is readable by anyone", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner, [a]);
    const changed = await updateCollection(owner, mine.id, { name: "Renamed", description: "Now described", isPublic: true });
    expect(changed).toMatchObject({ name: "Renamed", description: "Now described", isPublic: true });
    const seen = await viewCollection(null, mine.id);
    expect(seen.access).toBe("public");
    expect(seen.items.map((item) => item.card?.title)).toEqual([a.title]);
  });

  it("delete with their items", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner, [a, b]);
    expect(await deleteCollection(owner, mine.id)).toEqual({ name: mine.name, teamId: null });
    expect(await db.select().from(collectionItems).where(eq(collectionItems.collectionId, mine.id))).toEqual([]);
    await expectAppError(() => viewCollection(owner, mine.id), 404);
  });
});

describe("collection items", () => {
  it("are added last; adding the same prompt twice changes nothing", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner, [a, b]);
    expect(await addItem(owner, mine.id, a.id)).toEqual({ added: false, title: a.title, collection: mine.name });
    expect((await addItem(owner, mine.id, c.id)).added).toBe(true);
    expect(await order(owner, mine.id)).toEqual([a.id, b.id, c.id]);
  });

  it("take listed prompts only (404 for an unlisted or unknown one)", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner);
    const hidden = await makePrompt(seller.vendor, category);
    await setPromptStatusByAdmin(hidden.id, "inactive");
    await expectAppError(() => addItem(owner, mine.id, hidden.id), 404);
    await expectAppError(() => addItem(owner, mine.id, "no-such-prompt"), 404);
  });

  it(`stop at ${MAX_ITEMS} per collection (409)`, async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner);
    const copies = await copiesOfPrompt(a.id, MAX_ITEMS, "filler-");
    await db.insert(collectionItems).values(copies.map((promptId, position) => ({ collectionId: mine.id, promptId, position })));
    await expectAppError(() => addItem(owner, mine.id, a.id), 409, /at most 500 prompts/);
  });

  it("move up and down, and stay put at either end", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner, [a, b, c]);
    expect(await moveItem(owner, mine.id, c.id, "up")).toEqual({ moved: true });
    expect(await order(owner, mine.id)).toEqual([a.id, c.id, b.id]);
    expect(await moveItem(owner, mine.id, a.id, "up")).toEqual({ moved: false });
    expect(await moveItem(owner, mine.id, a.id, "down")).toEqual({ moved: true });
    expect(await order(owner, mine.id)).toEqual([c.id, a.id, b.id]);
    await expectAppError(() => moveItem(owner, mine.id, "no-such-prompt", "down"), 404);
  });

  it("take a new order only when it names exactly the current prompts (else 422)", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner, [a, b, c]);
    await reorderItems(owner, mine.id, [c.id, a.id, b.id]);
    expect(await order(owner, mine.id)).toEqual([c.id, a.id, b.id]);
    for (const wrong of [[a.id, b.id], [a.id, b.id, c.id, c.id], [a.id, a.id, b.id], [a.id, b.id, "no-such-prompt"]]) {
      await expectAppError(() => reorderItems(owner, mine.id, wrong), 422, /exactly/);
    }
    expect(await order(owner, mine.id)).toEqual([c.id, a.id, b.id]);
  });

  it("are removed; removing one that is not there changes nothing", async () => {
    const owner = await makeBuyer();
    const mine = await makeCollection(owner, [a, b]);
    expect(await removeItem(owner, mine.id, a.id)).toEqual({ removed: true });
    expect(await removeItem(owner, mine.id, a.id)).toEqual({ removed: false });
    expect(await order(owner, mine.id)).toEqual([b.id]);
  });

  it("that leave the marketplace stay greyed out for the owner and are hidden from everyone else (decision 0322)", async () => {
    const owner = await makeBuyer();
    const gone = await makePrompt(seller.vendor, category);
    const mine = await makeCollection(owner, [a, gone, b], { isPublic: true });
    await setPromptStatusByAdmin(gone.id, "banned");
    const own = (await viewCollection(owner, mine.id)).items;
    expect(own.map((item) => [item.promptId, item.card === null])).toEqual([[a.id, false], [gone.id, true], [b.id, false]]);
    expect((await viewCollection(null, mine.id)).items.map((item) => item.promptId)).toEqual([a.id, b.id]);
    expect((await viewCollection(await makeBuyer(), mine.id)).items.map((item) => item.promptId)).toEqual([a.id, b.id]);
  });

  it("go with a deleted prompt", async () => {
    const owner = await makeBuyer();
    const doomed = await makePrompt(seller.vendor, category);
    const mine = await makeCollection(owner, [doomed, a]);
    expect(await deletePrompt(seller.vendor, doomed.id)).toBe("deleted");
    expect(await order(owner, mine.id)).not.toContain(doomed.id);
  });
});

/** A team with its owner, an admin and a member. */
async function teamOfThree() {
  const [owner, admin, member] = [await makeBuyer("Olive Owner"), await makeBuyer("Ada Admin"), await makeBuyer("Mia Member")];
  const team = await makeTeam(owner, [member]);
  await acceptInvitation(admin, (await inviteWithToken(owner, team.id, admin.email, "admin")).token);
  return { team, owner, admin, member };
}

/** Every change a collection's editor may make, as `user`. */
const EDITS = (user: User, id: string, promptId: string) => [
  () => updateCollection(user, id, { name: "Taken over" }),
  () => deleteCollection(user, id),
  () => addItem(user, id, promptId),
  () => removeItem(user, id, promptId),
  () => reorderItems(user, id, [promptId]),
  () => moveItem(user, id, promptId, "up"),
];

describe("team collections (decision 0327)", () => {
  it("are created by the team's owner and admins; a member is refused (403), anyone else and an ex-member 404", async () => {
    const { team, owner, admin, member } = await teamOfThree();
    const outsider = await makeBuyer();
    const byOwner = await createCollection(owner, { name: "Playbook", teamId: team.id });
    const byAdmin = await createCollection(admin, { name: "Drafts", teamId: team.id });
    expect(byOwner).toMatchObject({ teamId: team.id, userId: owner.id, isPublic: false });
    expect(byAdmin.teamId).toBe(team.id);
    await expectAppError(() => createCollection(member, { name: "Mine now", teamId: team.id }), 403, /owner and admins/);
    await expectAppError(() => createCollection(outsider, { name: "Theirs", teamId: team.id }), 404, /Team not found/);
    await expectAppError(() => createCollection(owner, { name: "Nowhere", teamId: "no-such-team" }), 404);
    await leaveTeam(admin, team.id);
    await expectAppError(() => createCollection(admin, { name: "Too late", teamId: team.id }), 404);
  });

  it("are edited by the owner and every admin, whoever made them; members read them, private ones too, and may not change them (403)", async () => {
    const { team, owner, admin, member } = await teamOfThree();
    const shared = await makeCollection(owner, [a, b], { teamId: team.id, name: "Playbook" });
    expect((await updateCollection(admin, shared.id, { description: "Set by the admin" })).description).toBe("Set by the admin");
    expect(await moveItem(admin, shared.id, b.id, "up")).toEqual({ moved: true });
    expect((await viewCollection(owner, shared.id)).access).toBe("edit");
    const seen = await viewCollection(member, shared.id);
    expect(seen).toMatchObject({ access: "read", team: { id: team.id, name: team.name } });
    expect(seen.items.map((item) => item.promptId)).toEqual([b.id, a.id]);
    for (const edit of EDITS(member, shared.id, a.id)) await expectAppError(edit, 403, /owner and admins/);
    expect((await viewCollection(owner, shared.id)).items).toHaveLength(2);
    expect(await deleteCollection(admin, shared.id)).toEqual({ name: "Playbook", teamId: team.id });
  });

  it("are 404 to outsiders and to members once removed while private; a public one is only read", async () => {
    const { team, owner, member } = await teamOfThree();
    const outsider = await makeBuyer();
    const hidden = await makeCollection(owner, [a], { teamId: team.id });
    const shown = await makeCollection(owner, [a], { teamId: team.id, isPublic: true });
    expect((await viewCollection(member, hidden.id)).access).toBe("read");
    await removeMember(owner, team.id, member.id);
    for (const viewer of [member, outsider, null]) await expectAppError(() => viewCollection(viewer, hidden.id), 404);
    for (const edit of EDITS(member, hidden.id, a.id)) await expectAppError(edit, 404);
    expect((await viewCollection(member, shown.id)).access).toBe("public");
    for (const edit of EDITS(member, shown.id, a.id)) await expectAppError(edit, 404);
    await expectAppError(() => listTeamCollections(member, team.id), 404);
  });

  it("are listed on their team, not among the creator's own, and count against the team's limit, not the creator's", async () => {
    const { team, owner, admin, member } = await teamOfThree();
    const own = await makeCollection(owner);
    const shared = await makeCollection(owner, [], { teamId: team.id });
    expect((await listCollections(owner)).map((row) => row.id)).toEqual([own.id]);
    expect((await listTeamCollections(member, team.id)).map((row) => row.id)).toEqual([shared.id]);
    await db.insert(collections).values(Array.from({ length: MAX_COLLECTIONS - 1 }, (_, i) => ({ userId: owner.id, name: `Own ${i}` })));
    expect((await createCollection(owner, { name: "Still room for the team", teamId: team.id })).teamId).toBe(team.id);
    await expectAppError(() => createCollection(owner, { name: "One too many" }), 409, /You can keep at most 100/);
    const teamRows = Array.from({ length: MAX_COLLECTIONS - 2 }, (_, i) => ({ userId: admin.id, teamId: team.id, name: `Team ${i}` }));
    await db.insert(collections).values(teamRows);
    await expectAppError(() => createCollection(admin, { name: "Team is full", teamId: team.id }), 409, /A team can keep at most 100/);
    expect((await createCollection(admin, { name: "The admin's own" })).teamId).toBeNull();
  });

  it("go with their team, items and all", async () => {
    const { team, owner } = await teamOfThree();
    const shared = await makeCollection(owner, [a, b], { teamId: team.id });
    await deleteTeam(owner, team.id);
    expect(await db.select().from(collections).where(eq(collections.id, shared.id))).toEqual([]);
    expect(await db.select().from(collectionItems).where(eq(collectionItems.collectionId, shared.id))).toEqual([]);
  });

  it("are offered by “Save to collection” to their owner and admins only, with the team's name", async () => {
    const { team, owner, admin, member } = await teamOfThree();
    const own = await makeCollection(admin, [], { name: "Admin's own" });
    const shared = await makeCollection(owner, [a], { teamId: team.id, name: "Playbook" });
    expect((await saveTargets(admin, a.id)).collections).toEqual([
      { id: own.id, name: "Admin's own", team: null, hasPrompt: false },
      { id: shared.id, name: "Playbook", team: team.name, hasPrompt: true },
    ]);
    expect((await saveTargets(member, a.id)).collections).toEqual([]);
    expect(await addItem(admin, shared.id, b.id)).toMatchObject({ added: true, collection: "Playbook" });
  });
});

describe("the collection page's order with JavaScript", () => {
  const form = (fields: Record<string, string>) => ({ formData: Object.entries(fields).reduce((data, [k, v]) => (data.append(k, v), data), new FormData()) });
  const items = ["a", "b", "c"].map((promptId) => ({ promptId }));
  const ids = (pending: { formData?: FormData }[]) => optimisticOrder(items, pending).map((item) => item.promptId);

  it("shows moves and removals in flight at once, and ignores what is not one", () => {
    expect(ids([form({ intent: "move", promptId: "c", direction: "up" })])).toEqual(["a", "c", "b"]);
    expect(ids([form({ intent: "move", promptId: "a", direction: "down" }), form({ intent: "remove", promptId: "c" })])).toEqual(["b", "a"]);
    expect(ids([form({ intent: "move", promptId: "a", direction: "up" }), form({ intent: "add", promptId: "b" }), {}])).toEqual(["a", "b", "c"]);
  });
});

describe.skipIf(onPostgres)("the collection queries at catalogue scale (SQLite's plans)", () => {
  const plan = (query: string) =>
    (db.$client.prepare(`explain query plan ${query}`).all() as { detail: string }[]).map((row) => row.detail).join("\n");

  it("read by index, never by scanning collections or their items (decision 0321)", () => {
    const items = plan(
      "select p.id from collection_items ci join prompts p on p.id = ci.prompt_id where ci.collection_id = 'c' order by ci.position",
    );
    expect(items).toMatch(/SEARCH ci USING INDEX collection_items_order_idx/);
    expect(items).not.toMatch(/SCAN p\b/);
    expect(plan("select id from collections where user_id = 'u' order by created_at desc, id desc")).toMatch(/SEARCH collections USING INDEX collections_user_newest_idx/);
    expect(plan("select id from collections where team_id = 't' order by created_at desc, id desc")).toMatch(/SEARCH collections USING INDEX collections_team_newest_idx/);
    expect(plan("select 1 from collection_items where prompt_id = 'p'")).toMatch(/USING (COVERING )?INDEX collection_items_prompt_idx/);
    expect(plan("select count(*) from collection_items where collection_id = 'c'")).not.toMatch(/SCAN collection_items/);
  });
});
