import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { PROMPT_STATE_VIEW } from "~/components/prompts/status-badge";
import { ActionError } from "~/components/admin/action-error";
import { ModerationForms } from "~/components/admin/moderation-forms";
import { PromptStatusForm } from "~/components/admin/prompt-status-form";
import type { ManagedCardView } from "~/components/prompts/prompt-card";
import { listAllPrompts } from "~/models/catalogue.server";
import { adminPromptAction } from "~/pages/admin-prompt-action.server";
import { managedPromptListPage } from "~/pages/catalogue.server";
import { requireRole } from "~/pages/auth.server";

export const meta: MetaFunction = () => [{ title: "Prompts | Admin | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return await managedPromptListPage(request, listAllPrompts);
}

export const action = ({ request }: ActionFunctionArgs) => adminPromptAction(request);

export default function AdminPrompts() {
  const { query, categories, models, filtered, cards, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Prompts</h1>
      <ActionError result={failed} />
      <CatalogueResults
        query={query}
        categories={categories}
        models={models}
        cards={cards}
        total={total}
        capped={capped}
        page={page}
        pageCount={pageCount}
        filtered={filtered}
        empty="No prompts yet"
        detailPath="/admin/prompt"
        stateView={PROMPT_STATE_VIEW}
        actions={(card) => <AdminActions card={card} />}
      />
    </div>
  );
}

/** One control per state: Approve or Reject while it waits for review, else the status select; an archived prompt (deleted after a sale) is history. */
function AdminActions({ card }: { card: ManagedCardView }) {
  if (card.status === "archived") return null;
  if (card.moderation === "pending") return <ModerationForms promptId={card.id} />;
  return <PromptStatusForm promptId={card.id} status={card.status} />;
}
