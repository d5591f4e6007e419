import { listAllPrompts } from "~/models/catalogue.server";
import { moderatePrompt, setPromptStatusByAdmin } from "~/models/prompts.server";
import { ModerationReasonSchema, RejectReasonSchema } from "~/schemas/moderation";
import { statusChangedMessage, type AdminPromptStatus } from "~/schemas/prompt-status";
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
  ...(status === "banned"
    ? { body: ModerationReasonSchema, optionalBody: true, description: "The JSON body is optional (SPEC's call has none): a `reason` is passed on to the vendor." }
    : {}),
  example: { success: true, message: statusChangedMessage(status), data: { data: { ...examplePromptView, status } } },
});

const moderationDoc = (decision: "approved" | "rejected") => ({
  tag, summary: `${decision === "approved" ? "Approve" : "Reject"} a prompt waiting for review`, auth: admin, errors: [409],
  ...(decision === "rejected" ? { body: RejectReasonSchema, description: "`reason` is required and passed on to the vendor." } : {}),
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
  return ok({ message: await promptPage(query, await listAllPrompts(query), admin) });
}

/** SPEC web message "Prompt {status} successfully", in words; a ban may carry a reason for the vendor. */
function setStatus(status: AdminPromptStatus): ApiHandler {
  return async (ctx) => {
    const admin = await requireApiRole(ctx, "admin");
    const { reason } = status === "banned" && isJsonRequest(ctx.request) ? await parseJsonBody(ctx.request, ModerationReasonSchema) : {};
    const prompt = await setPromptStatusByAdmin(ctx.params.id!, status, reason);
    const data = await apiPromptFor(await viewPrompt(prompt.id, admin), admin);
    return ok({ message: statusChangedMessage(status), data: { data } });
  };
}

/** Approving takes no body; rejecting takes `{ reason }`, which moderatePrompt requires and passes on to the vendor. */
function moderate(decision: "approved" | "rejected"): ApiHandler {
  return async (ctx) => {
    const admin = await requireApiRole(ctx, "admin");
    // Without a body the reason is missing, which moderatePrompt refuses like the web form (422).
    const { reason } = decision === "rejected" && isJsonRequest(ctx.request) ? await parseJsonBody(ctx.request, RejectReasonSchema) : {};
    const prompt = await moderatePrompt(ctx.params.id!, decision, reason);
    const data = await apiPromptFor(await viewPrompt(prompt.id, admin), admin);
    return ok({ message: `Prompt ${decision} successfully`, data: { data } });
  };
}
