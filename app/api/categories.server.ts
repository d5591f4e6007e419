import { createCategory, deleteCategory, listCategories, renameCategory } from "~/models/categories.server";
import { CategoryDeleteSchema, CategoryNameSchema } from "~/schemas/category";
import { requireApiRole } from "./auth-context.server";
import { isJsonRequest } from "./body.server";
import { ok } from "./respond.server";
import { exampleCategory } from "./examples.server";
import { del, get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiCategory } from "./serializers.server";
import { parseJsonBody } from "./validate.server";

const tag = "Categories";
const admin = ["admin"] as const;

export const categoryRoutes: DocumentedRoute[] = [
  get("categories/get-categories", publicList, { tag, summary: "Every category", auth: "public", example: { success: true, data: { data: [exampleCategory] } } }),
  get("admin/categories", adminList, { tag, summary: "Every category (in `message`)", auth: admin, example: { success: true, message: [exampleCategory] } }),
  post("admin/create-category", create, {
    tag, summary: "Create a category", auth: admin, body: CategoryNameSchema, status: 201, errors: [409],
    example: { success: true, message: "Category created", data: { data: exampleCategory } },
  }),
  put("admin/update-category/:id", rename, {
    tag, summary: "Rename a category", auth: admin, body: CategoryNameSchema, errors: [409],
    example: { success: true, message: "Category updated", data: { data: exampleCategory } },
  }),
  del("admin/delete-category/:id", remove, {
    tag, summary: "Delete a category", auth: admin, body: CategoryDeleteSchema, optionalBody: true, errors: [409],
    description: "The JSON body is optional: `moveTo` moves the category's prompts there first; a category with prompts and no `moveTo` is 409.",
    example: { success: true, message: "Category deleted" },
  }),
];

async function publicList() {
  return ok({ data: { data: (await listCategories()).map(apiCategory) } });
}

/** SPEC: the admin list comes in the `message` field. */
async function adminList(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  return ok({ message: (await listCategories()).map(apiCategory) });
}

async function create(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, CategoryNameSchema);
  return ok({ message: "Category created", data: { data: apiCategory(await createCategory(name)) } }, 201);
}

async function rename(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, CategoryNameSchema);
  return ok({ message: "Category updated", data: { data: apiCategory(await renameCategory(ctx.params.id!, name)) } });
}

/** An optional JSON `{ moveTo }` moves the category's prompts there first. */
async function remove(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { moveTo } = isJsonRequest(ctx.request) ? await parseJsonBody(ctx.request, CategoryDeleteSchema) : {};
  await deleteCategory(ctx.params.id!, { moveTo });
  return ok({ message: "Category deleted" });
}
