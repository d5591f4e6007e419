import { listAllPrompts } from "~/models/catalogue.server";
import { moderatePrompt, setPromptStatusByAdmin, type AdminPromptStatus } from "~/models/prompts.server";
import { RejectionReasonSchema } from "~/schemas/moderation";
import { requireApiRole } from "./auth-context.server";
import { isJsonRequest } from "./body.server";
import { apiPromptFor, catalogueQuery, promptPage, viewPrompt } from "./prompts.server";
import { ok } from "./respond.server";
import { CatalogueQuerySchema } from "~/schemas/catalogue";
import { exampleOwnedCard, examplePromptCard, examplePromptPage, examplePromptView } from "./examples.server";
import { get, post, type ApiContext, type ApiHandler, type DocumentedRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

const tag = "Prompt moderation";
const admin = ["admin"] as const;

const statusDoc = (status: AdminPromptStatus) => ({
  tag, summary: `Set a prompt ${status}`, auth: admin,
  example: { success: true, message: `Prompt ${status} successfully`, data: { data: { ...examplePromptView, status } } },
});

const moderationDoc = (decision: "approved" | "rejected") => ({
  tag, summary: `${decision === "approved" ? "Approve" : "Reject"} a prompt waiting for review`, auth: admin,
  body: RejectionReasonSchema, optionalBody: true, errors: [409],
  description: "The JSON body is optional: `reason` is passed on to the vendor.",
  example: { success: true, message: `Prompt ${decision} successfully`, data: { data: { ...examplePromptView, moderation: decision } } },
});

export const adminPromptRoutes: DocumentedRoute[] = [
  get("admin/prompts", list, {
    tag, summary: "Every prompt, in any state (in `message`)", auth: admin, query: CatalogueQuerySchema,
    example: { success: true, message: { data: [{ ...examplePromptCard, vendorId: exampleOwnedCard.vendorId }], ...examplePromptPage } },
  }),
  post("prompt/admin/activate-prompt/:id", setStatus("active"), statusDoc("active")),
  post("prompt/admin/deactivate-prompt/:id", setStatus("inactive"), statusDoc("inactive")),
  post("prompt/admin/ban-prompt/:id", setStatus("banned"), statusDoc("banned")),
  post("prompt/admin/approve-prompt/:id", moderate("approved"), moderationDoc("approved")),
  post("prompt/admin/reject-prompt/:id", moderate("rejected"), moderationDoc("rejected")),
];

/** SPEC: the admin list comes in `message.data`. */
async function list(ctx: ApiContext) {
  const admin = await requireApiRole(ctx, "admin");
  const query = catalogueQuery(ctx.url);
  return ok({ message: promptPage(query, listAllPrompts(query), admin) });
}

/** SPEC web message: "Prompt {status} successfully". */
function setStatus(status: AdminPromptStatus): ApiHandler {
  return async (ctx) => {
    const admin = await requireApiRole(ctx, "admin");
    const prompt = setPromptStatusByAdmin(ctx.params.id!, status);
    const data = apiPromptFor(viewPrompt(prompt.id, admin), admin);
    return ok({ message: `Prompt ${status} successfully`, data: { data } });
  };
}

/** The body is optional: a JSON `{ reason }` is passed on to the vendor's notice. */
function moderate(decision: "approved" | "rejected"): ApiHandler {
  return async (ctx) => {
    const admin = await requireApiRole(ctx, "admin");
    const { reason } = isJsonRequest(ctx.request) ? await parseJsonBody(ctx.request, RejectionReasonSchema) : {};
    const prompt = moderatePrompt(ctx.params.id!, decision, reason || undefined);
    const data = apiPromptFor(viewPrompt(prompt.id, admin), admin);
    return ok({ message: `Prompt ${decision} successfully`, data: { data } });
  };
}
