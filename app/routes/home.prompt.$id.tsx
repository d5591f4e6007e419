import { PromptDetailPage, promptDetailMeta } from "~/pages/prompt-detail";
import { promptDetailAction, promptDetailLoader } from "~/pages/prompt-detail.server";

/** A buyer's view of a prompt; buyers who bought it review it here. */
export const meta = promptDetailMeta;
export const loader = promptDetailLoader;
export const action = promptDetailAction;
export default PromptDetailPage;
