import {
  listPurchasedPrompts,
  listVendorPrompts,
  searchMarketplace,
  type PromptPage,
} from "~/models/catalogue.server";
import { teamsAmong } from "~/models/ownership.server";
import { AppError, notFound } from "~/utils/app-error";
import { favouritesAmong, isFavourite } from "~/models/favourites.server";
import { getPromptForViewer, type PromptView, type Viewer } from "~/models/prompt-access.server";
import { createPrompt, deletePrompt, getOwnPrompt, recordView, updatePrompt } from "~/models/prompts.server";
import { getVendorByUserId, type User } from "~/models/users.server";
import { CatalogueQuerySchema, parseCatalogueQuery, type CatalogueQuery } from "~/schemas/catalogue";
import { TEAM_PRICE_FACTOR } from "~/models/team-price";
import { PromptSchema, type PromptInput } from "~/schemas/prompt";
import { API_PROMPT_FORM_BYTES } from "~/utils/request-limits";
import { EXAMPLE_POSITIONS, exampleFieldNames } from "~/schemas/prompt-examples";
import { getApiSession, requireApiRole, requireApiUser, requireApiVendor } from "./auth-context.server";
import { isJsonRequest, readJson } from "./body.server";
import { readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { exampleBoughtCard, examplePromptCard, examplePromptPage, examplePromptView, exampleTeaserView } from "./examples.server";
import { get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiPromptCard, apiPromptView, emailAccess } from "./serializers.server";
import { parseFormBody, validateJson } from "./validate.server";

const tag = "Prompts";
const vendor = ["vendor"] as const;
const FORM = "JSON without images, or multipart/form-data with `featuredImage` and `exampleImage1..4`.";
const VIEWERS = "Its vendor, admins and its buyers get `content`, anyone else a `teaser`; a buyer also gets `isFavourite`.";
const TEAM_PRICE = `\`teamPriceUsd\` in the answer is what a team licence costs: the vendor's team price, or ${TEAM_PRICE_FACTOR} × \`priceUsd\` without one.`;

export const promptRoutes: DocumentedRoute[] = [
  post("prompt/create-prompt", create, {
    tag, summary: "Create a prompt", auth: vendor, body: PromptSchema, multipart: true, status: 201, description: `${FORM} ${TEAM_PRICE}`,
    example: { success: true, message: "Prompt created successfully", data: { data: examplePromptView } },
  }),
  get("prompt/prompts", list, {
    tag, summary: "The marketplace; a vendor's own prompts for a vendor", auth: "optional", query: CatalogueQuerySchema,
    description: "`status` filters a vendor's own prompts only. A buyer's items also carry `isFavourite`.",
    example: { success: true, data: [examplePromptCard], ...examplePromptPage },
  }),
  get("prompt/purchased", purchased, {
    tag, summary: "The prompts the buyer owns, with their content", auth: ["buyer"], query: CatalogueQuerySchema,
    description: "Personal purchases and the libraries of the buyer's teams: `team` names the team a prompt comes from, null for one bought personally.",
    example: { success: true, data: [{ ...exampleBoughtCard, team: null }], ...examplePromptPage },
  }),
  get("prompt/get-single-prompt/:id", single, {
    tag, summary: "One prompt", auth: "optional", description: `${VIEWERS} ${TEAM_PRICE}`,
    example: { success: true, data: { data: exampleTeaserView } },
  }),
  put("prompt/update-prompt/:id", update, {
    tag, summary: "Edit one of the vendor's prompts", auth: vendor, body: PromptSchema, multipart: true,
    description: `${FORM} \`removeExample1..4\` removes an example. ${TEAM_PRICE}`,
    example: { success: true, message: "Prompt updated successfully", data: { data: examplePromptView } },
  }),
  post("prompt/delete-prompt/:id", remove, {
    tag, summary: "Delete a prompt (archived instead once someone bought it)", auth: vendor,
    example: { success: true, message: "Prompt deleted successfully" },
  }),
];

/** The catalogue filters, with `page` and `limit` read as every API list reads them; Min above Max is 422. */
export function catalogueQuery(url: URL): CatalogueQuery {
  const { page, limit } = readPage(url);
  const query = parseCatalogueQuery(url.searchParams);
  if (query.priceError) throw new AppError(422, query.priceError, "minPrice");
  return { ...query, page, limit };
}

/** `totalExact` is false when the count stopped at its bound and there are more; a buyer gets `isFavourite` per item. */
export async function promptPage(query: CatalogueQuery, { items, total, capped }: PromptPage, viewer: User | null) {
  const access = await emailAccess(viewer);
  const favourites = viewer?.role === "buyer" ? new Set(await favouritesAmong(viewer.id, items.map((card) => card.id))) : null;
  const data = items.map((card) => ({ ...apiPromptCard(card, access), ...(favourites && { isFavourite: favourites.has(card.id) }) }));
  return { data, total, totalExact: !capped, page: query.page, limit: query.limit };
}

/** One prompt as `viewer` may see it; 404 when they may not see it at all. */
export async function viewPrompt(id: string, viewer: Viewer) {
  const view = await getPromptForViewer(id, viewer);
  if (!view) throw notFound("Prompt not found.");
  return view;
}

export async function apiPromptFor(view: PromptView, viewer: User | null) {
  const payload = apiPromptView(view, view.owner, await emailAccess(viewer));
  return viewer?.role === "buyer" ? { ...payload, isFavourite: await isFavourite(viewer.id, view.prompt.id) } : payload;
}

/** Signing in is optional here, but a bad token is still 401, not a silent anonymous view. */
async function optionalApiUser(ctx: ApiContext): Promise<User | null> {
  if (ctx.request.headers.has("Authorization")) return requireApiUser(ctx);
  return (await getApiSession(ctx))?.user ?? null;
}

/** JSON carries no files: its image fields are dropped, its example texts kept. */
const NO_IMAGES = {
  featuredImage: undefined,
  ...Object.fromEntries(EXAMPLE_POSITIONS.map((n) => [exampleFieldNames(n).image, undefined])),
};

/**
 * Multipart as the SPEC client sends it (with optional images: `featuredImage`, `exampleImage1..4`),
 * or JSON without images. Example fields: `exampleText1..4`, and `removeExample1..4` on update.
 */
async function readPromptInput(request: Request): Promise<PromptInput> {
  return isJsonRequest(request)
    ? validateJson(PromptSchema, { ...(await readJson(request)), ...NO_IMAGES })
    : parseFormBody(request, PromptSchema, API_PROMPT_FORM_BYTES);
}

async function create(ctx: ApiContext) {
  const { user, vendor } = await requireApiVendor(ctx);
  const prompt = await createPrompt(vendor, await readPromptInput(ctx.request));
  const data = await apiPromptFor(await viewPrompt(prompt.id, user), user);
  return ok({ message: "Prompt created successfully", data: { data } }, 201);
}

/** A vendor gets its own prompts; everyone else the marketplace, where a status filter means nothing. */
async function list(ctx: ApiContext) {
  const user = await optionalApiUser(ctx);
  const query = catalogueQuery(ctx.url);
  const vendor = user?.role === "vendor" ? await getVendorByUserId(user.id) : undefined;
  const found = vendor ? await listVendorPrompts(vendor.id, query) : await searchMarketplace({ ...query, status: undefined });
  return ok(await promptPage(query, found, user));
}

async function purchased(ctx: ApiContext) {
  const buyer = await requireApiRole(ctx, "buyer");
  const query = catalogueQuery(ctx.url);
  const page = await promptPage(query, await listPurchasedPrompts(buyer.id, query), buyer);
  const teams = await teamsAmong(buyer.id, page.data.map((item) => item._id));
  return ok({ ...page, data: page.data.map((item) => ({ ...item, team: teams.get(item._id) ?? null })) });
}

async function single(ctx: ApiContext) {
  const viewer = await optionalApiUser(ctx);
  const view = await viewPrompt(ctx.params.id!, viewer);
  if (!view.isOwner) await recordView(view.prompt.id);
  return ok({ data: { data: await apiPromptFor(view, viewer) } });
}

async function update(ctx: ApiContext) {
  const { user, vendor } = await requireApiVendor(ctx);
  const id = ctx.params.id!;
  // Ownership first: someone else's prompt is 403 whatever the body holds.
  await getOwnPrompt(vendor, id);
  await updatePrompt(vendor, id, await readPromptInput(ctx.request));
  return ok({ message: "Prompt updated successfully", data: { data: await apiPromptFor(await viewPrompt(id, user), user) } });
}

async function remove(ctx: ApiContext) {
  const { vendor } = await requireApiVendor(ctx);
  const outcome = await deletePrompt(vendor, ctx.params.id!);
  return ok({ message: outcome === "deleted" ? "Prompt deleted successfully" : "Prompt archived: buyers keep access" });
}
