import { data } from "@remix-run/node";
import { moderatePrompt, setPromptStatusByAdmin } from "~/models/prompts.server";
import { AdminPromptActionSchema, type AdminPromptAction } from "~/schemas/moderation";
import { statusChangedMessage } from "~/schemas/prompt-status";
import { requireRole } from "./auth.server";
import { rescue } from "./errors.server";
import { redirectWithToast } from "~/utils/session.server";

/** Runs the admin's choice and says what happened (SPEC section 8's wording, with the status in words). */
async function perform(input: AdminPromptAction): Promise<string> {
  switch (input.intent) {
    case "status":
      await setPromptStatusByAdmin(input.id, input.status, input.reason);
      return statusChangedMessage(input.status);
    case "approve":
      await moderatePrompt(input.id, "approved");
      return "Prompt approved";
    case "reject":
      await moderatePrompt(input.id, "rejected", input.reason);
      return "Prompt rejected";
  }
}

/**
 * The admin's prompt forms, from the Prompts grid or a prompt's page: a refusal comes back as
 * `{ error }`, a success goes back to the same page (search, filters and page kept) with a toast.
 */
export async function adminPromptAction(request: Request) {
  await requireRole(request, "admin");
  const parsed = AdminPromptActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Unknown action" }, { status: 400 });
  const { pathname, search } = new URL(request.url);
  return rescue(
    async () => redirectWithToast(request, pathname + search, { type: "success", message: await perform(parsed.data) }),
    (error) => data({ error: parsed.data.intent === "status" ? "Failed to update prompt status" : error.message }, { status: error.status }),
  );
}
