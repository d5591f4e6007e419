import { createCategory, deleteCategory, listCategories, renameCategory } from "~/models/categories.server";
import { CategoryDeleteSchema, CategoryNameSchema } from "~/schemas/category";
import { requireApiRole } from "./auth-context.server";
import { isJsonRequest } from "./body.server";
import { ok } from "./respond.server";
import { del, get, post, put, type ApiContext, type ApiRoute } from "./router.server";
import { apiCategory } from "./serializers.server";
import { parseJsonBody } from "./validate.server";

export const categoryRoutes: ApiRoute[] = [
  get("categories/get-categories", publicList),
  get("admin/categories", adminList),
  post("admin/create-category", create),
  put("admin/update-category/:id", rename),
  del("admin/delete-category/:id", remove),
];

function publicList() {
  return ok({ data: { data: listCategories().map(apiCategory) } });
}

/** SPEC: the admin list comes in the `message` field. */
async function adminList(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  return ok({ message: listCategories().map(apiCategory) });
}

async function create(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, CategoryNameSchema);
  return ok({ message: "Category created", data: { data: apiCategory(createCategory(name)) } }, 201);
}

async function rename(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, CategoryNameSchema);
  return ok({ message: "Category updated", data: { data: apiCategory(renameCategory(ctx.params.id!, name)) } });
}

/** An optional JSON `{ moveTo }` moves the category's prompts there first. */
async function remove(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { moveTo } = isJsonRequest(ctx.request) ? await parseJsonBody(ctx.request, CategoryDeleteSchema) : {};
  deleteCategory(ctx.params.id!, { moveTo });
  return ok({ message: "Category deleted" });
}
