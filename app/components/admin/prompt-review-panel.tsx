import { useActionData, useLoaderData } from "@remix-run/react";
import type { promptDetailLoader } from "~/pages/prompt-detail.server";
import { ActionError, type ActionResult } from "./action-error";
import { ModerationForms } from "./moderation-forms";

/** On the admin's prompt page: Approve or Reject while the prompt waits for review. */
export function PromptReviewPanel() {
  const detail = useLoaderData<typeof promptDetailLoader>();
  const failed = useActionData<ActionResult>();
  if (detail.prompt.moderation !== "pending" || detail.prompt.status === "archived") return null;
  return (
    <section aria-label="Review" className="space-y-3">
      <ActionError result={failed} />
      <ModerationForms promptId={detail.prompt.id} />
    </section>
  );
}
