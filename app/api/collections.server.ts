import {
  addItem,
  createCollection,
  deleteCollection,
  listCollections,
  removeItem,
  reorderItems,
  updateCollection,
  viewCollection,
  type CollectionSummary,
  type CollectionView,
} from "~/models/collections.server";
import type { User } from "~/models/users.server";
import { CollectionCreateSchema, CollectionItemSchema, CollectionOrderSchema, CollectionUpdateSchema } from "~/schemas/collection";
import { getApiSession, requireApiRole, requireApiUser } from "./auth-context.server";
import { examplePromptCard } from "./examples.server";
import { ok } from "./respond.server";
import { del, get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiPromptCard, emailAccess } from "./serializers.server";
import { parseJsonBody } from "./validate.server";

const tag = "Collections";
const buyer = ["buyer"] as const;
const PRIVATE_404 = "A private collection is 404 to everyone but its owner (a team's: its members).";
const TEAM_EDITORS = "A team's collection is changed by the team's owner and admins; its members get 403.";

export const exampleCollection = {
  _id: "col_4Hq9Tz2W",
  name: "Launch kit",
  description: "Everything for a product launch.",
  isPublic: false,
  teamId: null,
  itemCount: 1,
  createdAt: "2026-01-15T10:30:00.000Z",
  updatedAt: "2026-01-15T10:30:00.000Z",
};
const exampleCollectionView = { ...exampleCollection, isPublic: true, items: [{ ...examplePromptCard, available: true }] };

export const collectionRoutes: DocumentedRoute[] = [
  get("collections", list, {
    tag, summary: "The buyer's own collections, newest first", auth: buyer,
    description: "Personal collections only (`teamId: null`); a team's are listed by `GET /api/v1/teams/{id}`.",
    example: { success: true, data: [exampleCollection] },
  }),
  post("collections", create, {
    tag, summary: "Create a collection (private unless `isPublic`); with `teamId`, the team's", auth: buyer, body: CollectionCreateSchema, status: 201, errors: [404, 409],
    description:
      "At most 100 collections per buyer, and 100 per team (409 beyond). `teamId`: only the team's owner and admins (a member 403, a team the caller is not in 404).",
    example: { success: true, message: "Collection created", data: exampleCollection },
  }),
  get("collections/:id", show, {
    tag, summary: "One collection with its prompts, in order", auth: "optional",
    description: `${PRIVATE_404} Others see its listed prompts only; its owner (and team) also see those no longer listed, as \`{ _id, title, available: false }\`.`,
    example: { success: true, data: exampleCollectionView },
  }),
  put("collections/:id", update, {
    tag, summary: "Rename, describe, make public or private", auth: buyer, body: CollectionUpdateSchema, description: TEAM_EDITORS,
    example: { success: true, message: "Collection updated", data: exampleCollection },
  }),
  del("collections/:id", remove, { tag, summary: "Delete a collection", auth: buyer, description: TEAM_EDITORS, example: { success: true, message: "Collection deleted" } }),
  post("collections/:id/items", addPrompt, {
    tag, summary: "Save a listed prompt at the end of a collection", auth: buyer, body: CollectionItemSchema, status: 201, errors: [409],
    description: `201 when saved, 200 when it already was there. At most 500 prompts per collection (409 beyond). ${TEAM_EDITORS}`,
    example: { success: true, message: "Saved to the collection", data: { collectionId: exampleCollection._id, promptId: examplePromptCard._id } },
  }),
  del("collections/:id/items/:promptId", removePrompt, {
    tag, summary: "Take a prompt out of a collection", auth: buyer, description: TEAM_EDITORS,
    example: { success: true, message: "Removed from the collection", data: { collectionId: exampleCollection._id, promptId: examplePromptCard._id } },
  }),
  put("collections/:id/items", reorder, {
    tag, summary: "Put a collection's prompts in a new order", auth: buyer, body: CollectionOrderSchema,
    description: `\`promptIds\` must list exactly the collection's prompts, each once (else 422). ${TEAM_EDITORS}`,
    example: { success: true, message: "Order saved", data: { collectionId: exampleCollection._id, promptIds: [examplePromptCard._id] } },
  }),
];

export function apiCollection({ id, name, description, isPublic, teamId, itemCount, createdAt, updatedAt }: CollectionSummary) {
  return { _id: id, name, description, isPublic, teamId, itemCount, createdAt, updatedAt };
}

async function apiCollectionView({ collection, items }: CollectionView, viewer: User | null) {
  const access = await emailAccess(viewer);
  return {
    ...apiCollection(collection),
    items: items.map(({ promptId, title, card }) => (card ? { ...apiPromptCard(card, access), available: true } : { _id: promptId, title, available: false })),
  };
}

const requireBuyer = (ctx: ApiContext) => requireApiRole(ctx, "buyer");

async function list(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  return ok({ data: (await listCollections(user)).map(apiCollection) });
}

async function create(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const input = await parseJsonBody(ctx.request, CollectionCreateSchema);
  return ok({ message: "Collection created", data: apiCollection(await createCollection(user, input)) }, 201);
}

/** Signing in is optional here, but a bad token is still 401, not a silent anonymous view. */
async function show(ctx: ApiContext) {
  const viewer = ctx.request.headers.has("Authorization") ? await requireApiUser(ctx) : ((await getApiSession(ctx))?.user ?? null);
  return ok({ data: await apiCollectionView(await viewCollection(viewer, ctx.params.id!), viewer) });
}

async function update(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const input = await parseJsonBody(ctx.request, CollectionUpdateSchema);
  return ok({ message: "Collection updated", data: apiCollection(await updateCollection(user, ctx.params.id!, input)) });
}

async function remove(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  await deleteCollection(user, ctx.params.id!);
  return ok({ message: "Collection deleted" });
}

async function addPrompt(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { promptId } = await parseJsonBody(ctx.request, CollectionItemSchema);
  const { added } = await addItem(user, ctx.params.id!, promptId);
  const data = { collectionId: ctx.params.id, promptId };
  return ok({ message: added ? "Saved to the collection" : "Already in the collection", data }, added ? 201 : 200);
}

async function removePrompt(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { removed } = await removeItem(user, ctx.params.id!, ctx.params.promptId!);
  return ok({ message: removed ? "Removed from the collection" : "Not in the collection", data: { collectionId: ctx.params.id, promptId: ctx.params.promptId } });
}

async function reorder(ctx: ApiContext) {
  const user = await requireBuyer(ctx);
  const { promptIds } = await parseJsonBody(ctx.request, CollectionOrderSchema);
  await reorderItems(user, ctx.params.id!, promptIds);
  return ok({ message: "Order saved", data: { collectionId: ctx.params.id, promptIds } });
}
