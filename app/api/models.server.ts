import { createModel, deleteModel, listModels, renameModel } from "~/models/models.server";
import { ModelNameSchema } from "~/schemas/model";
import { requireApiRole } from "./auth-context.server";
import { ok } from "./respond.server";
import { del, get, post, put, type ApiContext, type ApiRoute } from "./router.server";
import { apiModel } from "./serializers.server";
import { parseJsonBody } from "./validate.server";

/** The AI models, shaped like the category calls (docs/decisions/0244). */
export const modelRoutes: ApiRoute[] = [
  get("models/get-models", publicList),
  get("admin/models", adminList),
  post("admin/create-model", create),
  put("admin/update-model/:id", rename),
  del("admin/delete-model/:id", remove),
];

function publicList() {
  return ok({ data: { data: listModels().map(apiModel) } });
}

async function adminList(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  return ok({ message: listModels().map(apiModel) });
}

async function create(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, ModelNameSchema);
  return ok({ message: "Model created", data: { data: apiModel(createModel(name)) } }, 201);
}

async function rename(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { name } = await parseJsonBody(ctx.request, ModelNameSchema);
  return ok({ message: "Model updated", data: { data: apiModel(renameModel(ctx.params.id!, name)) } });
}

/** A model still used by prompts is refused (409), as is the last one. */
async function remove(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  deleteModel(ctx.params.id!);
  return ok({ message: "Model deleted" });
}
