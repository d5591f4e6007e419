import { PROMPT_STATE_VIEW } from "~/components/prompts/status-badge";
import { PromptDetailPage, promptDetailMeta } from "~/pages/prompt-detail";
import { promptDetailAction, promptDetailLoader } from "~/pages/prompt-detail.server";

/** A vendor's view of a prompt, with its state; on its own templates the vendor tries "Fill in" here. */
export const meta = promptDetailMeta;
export const loader = promptDetailLoader;
export const action = promptDetailAction;

export default function VendorPromptDetail() {
  return <PromptDetailPage stateView={PROMPT_STATE_VIEW} />;
}
