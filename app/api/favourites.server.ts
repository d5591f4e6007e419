import { addFavourite, listFavourites, removeFavourite } from "~/models/favourites.server";
import { requireApiRole } from "./auth-context.server";
import { catalogueQuery, promptPage } from "./prompts.server";
import { ok } from "./respond.server";
import { del, get, post, type ApiContext, type ApiRoute } from "./router.server";

export const favouriteRoutes: ApiRoute[] = [
  get("favourites", list),
  post("favourites/:promptId", add),
  del("favourites/:promptId", remove),
];

/** Only buyers keep favourites (decision 0221): vendors and admins get 403. */
const requireBuyer = (ctx: ApiContext) => requireApiRole(ctx, "buyer");

/** The buyer's listed favourites, newest first, paged and filtered like every prompt list. */
async function list(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const query = catalogueQuery(ctx.url);
  return ok(promptPage(query, listFavourites(buyer.id, query), buyer));
}

/** 201 when it became a favourite, 200 when it already was. */
async function add(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { added } = addFavourite(buyer, ctx.params.promptId!);
  return ok({ message: added ? "Added to favourites" : "Already in your favourites", data: { promptId: ctx.params.promptId, isFavourite: true } }, added ? 201 : 200);
}

async function remove(ctx: ApiContext) {
  const buyer = await requireBuyer(ctx);
  const { removed } = removeFavourite(buyer, ctx.params.promptId!);
  return ok({ message: removed ? "Removed from favourites" : "Not in your favourites", data: { promptId: ctx.params.promptId, isFavourite: false } });
}
