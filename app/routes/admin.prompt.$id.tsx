import type { ActionFunctionArgs } from "@remix-run/node";
import { PromptReviewPanel } from "~/components/admin/prompt-review-panel";
import { adminPromptAction } from "~/pages/admin-prompt-action.server";
import { PROMPT_STATE_VIEW } from "~/components/prompts/status-badge";
import { PromptDetailPage, promptDetailMeta } from "~/pages/prompt-detail";
import { promptDetailLoader } from "~/pages/prompt-detail.server";

export const meta = promptDetailMeta;
export const loader = promptDetailLoader;
export const action = ({ request }: ActionFunctionArgs) => adminPromptAction(request);

export default function AdminPromptDetail() {
  return <PromptDetailPage review={<PromptReviewPanel />} stateView={PROMPT_STATE_VIEW} />;
}
