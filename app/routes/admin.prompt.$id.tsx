import { PromptDetailPage, promptDetailMeta } from "~/pages/prompt-detail";
import { promptDetailLoader } from "~/pages/prompt-detail.server";

export const meta = promptDetailMeta;
export const loader = promptDetailLoader;
export default PromptDetailPage;
