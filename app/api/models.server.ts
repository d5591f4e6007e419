import { createModel, deleteModel, listModels, renameModel } from "~/models/models.server";
import { ModelNameSchema } from "~/schemas/model";
import { requireApiRole } from "./auth-context.server";
import { ok } from "./respond.server";
import { exampleModel } from "./examples.server";
import { del, get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiModel } from "./serializers.server";
import { parseJsonBody } from "./validate.server";

/** The AI models, shaped like the category calls (docs/decisions/0244). */
const tag = "AI models";
const admin = ["admin"] as const;

export const modelRoutes: DocumentedRoute[] = [
  get("models/get-models", publicList, { tag, summary: "Every AI model", auth: "public", example: { success: true, data: { data: [exampleModel] } } }),
  get("admin/models", adminList, { tag, summary: "Every AI model (in `message`)", auth: admin, example: { success: true, message: [exampleModel] } }),
  post("admin/create-model", create, {
    tag, summary: "Add an AI model", auth: admin, body: ModelNameSchema, status: 201, errors: [409],
    example: { success: true, message: "Model created", data: { data: exampleModel } },
  }),
  put("admin/update-model/:id", rename, {
    tag, summary: "Rename an AI model", auth: admin, body: ModelNameSchema, errors: [409],
    example: { success: true, message: "Model updated", data: { data: exampleModel } },
  }),
  del("admin/delete-model/:id", remove, {
    tag, summary: "Delete an AI model no prompt uses", auth: admin, errors: [409],
    example: { success: true, message: "Model deleted" },
  }),
];

async function publicList() {
  return ok({ data: { data: (await listModels()).map(apiModel) } });
}

async function adminList(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  return ok({ message: (await listModels()).map(apiModel) });
}

async function create(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, ModelNameSchema);
  return ok({ message: "Model created", data: { data: apiModel(await createModel(name)) } }, 201);
}

async function rename(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, ModelNameSchema);
  return ok({ message: "Model updated", data: { data: apiModel(await renameModel(ctx.params.id!, name)) } });
}

/** A model still used by prompts is refused (409), as is the last one. */
async function remove(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  await deleteModel(ctx.params.id!);
  return ok({ message: "Model deleted" });
}
