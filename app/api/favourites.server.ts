import { addFavourite, listFavourites, removeFavourite } from "~/models/favourites.server";
import { requireApiRole } from "./auth-context.server";
import { catalogueQuery, promptPage } from "./prompts.server";
import { ok } from "./respond.server";
import { CatalogueQuerySchema } from "~/schemas/catalogue";
import { exampleBoughtCard, examplePromptCard, examplePromptPage } from "./examples.server";
import { del, get, post, type ApiContext, type DocumentedRoute } from "./router.server";

const tag = "Favourites";
const buyer = ["buyer"] as const;

export const favouriteRoutes: DocumentedRoute[] = [
  get("favourites", list, {
    tag, summary: "The buyer's favourites, newest first", auth: buyer, query: CatalogueQuerySchema,
    example: { success: true, data: [{ ...examplePromptCard, isFavourite: true }], ...examplePromptPage },
  }),
  post("favourites/:promptId", add, {
    tag, summary: "Keep a prompt as a favourite", auth: buyer, status: 201, description: "201 when it became a favourite, 200 when it already was.",
    example: { success: true, message: "Added to favourites", data: { promptId: exampleBoughtCard._id, isFavourite: true } },
  }),
  del("favourites/:promptId", remove, {
    tag, summary: "Drop a favourite", auth: buyer,
    example: { success: true, message: "Removed from favourites", data: { promptId: exampleBoughtCard._id, isFavourite: false } },
  }),
];

/** Only buyers keep favourites (decision 0221): vendors and admins get 403. */
const requireBuyer = (ctx: ApiContext) => requireApiRole(ctx, "buyer");

/** The buyer's listed favourites, newest first, paged and filtered like every prompt list. */
async function list(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const query = catalogueQuery(ctx.url);
  return ok(await promptPage(query, await listFavourites(buyer.id, query), buyer));
}

/** 201 when it became a favourite, 200 when it already was. */
async function add(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { added } = await addFavourite(buyer, ctx.params.promptId!);
  return ok({ message: added ? "Added to favourites" : "Already in your favourites", data: { promptId: ctx.params.promptId, isFavourite: true } }, added ? 201 : 200);
}

async function remove(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { removed } = await removeFavourite(buyer, ctx.params.promptId!);
  return ok({ message: removed ? "Removed from favourites" : "Not in your favourites", data: { promptId: ctx.params.promptId, isFavourite: false } });
}
