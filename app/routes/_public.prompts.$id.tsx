import { PromptDetailPage, promptDetailMeta } from "~/pages/prompt-detail";
import { publicPromptDetailAction, publicPromptDetailLoader } from "~/pages/prompt-detail.server";
import { ENHANCED_VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript, "Copy link" aside (docs/decisions/0329). */
export const handle = ENHANCED_VISITOR_PAGE;

/** A listed prompt's public page: everything but its content, for anyone (decision 0230). */
export const meta = promptDetailMeta;
export const loader = publicPromptDetailLoader;
/** "Try it" for a signed-in buyer (and its vendor) on the page search, shared links and collections lead to. */
export const action = publicPromptDetailAction;

export default function PublicPromptPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PromptDetailPage />
    </div>
  );
}
