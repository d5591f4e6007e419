import { PromptDetailPage, promptDetailMeta } from "~/pages/prompt-detail";
import { promptDetailAction, promptDetailLoader } from "~/pages/prompt-detail.server";

/** A vendor's view of a prompt; on its own templates the vendor tries "Fill in" here. */
export const meta = promptDetailMeta;
export const loader = promptDetailLoader;
export const action = promptDetailAction;
export default PromptDetailPage;
