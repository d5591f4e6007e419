import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isFiltered } from "~/schemas/catalogue-filters";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { z } from "zod";
import { ActionError } from "~/components/admin/action-error";
import { ModerationForms } from "~/components/admin/moderation-forms";
import { ADMIN_STATUSES, PromptStatusForm } from "~/components/admin/prompt-status-form";
import type { CardView } from "~/components/prompts/prompt-card";
import { listAllPrompts } from "~/models/catalogue.server";
import { AppError } from "~/models/errors";
import { moderatePrompt, setPromptStatusByAdmin } from "~/models/prompts.server";
import { catalogueFrame, pageOf, toCardView } from "~/pages/catalogue.server";
import { requireRole } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Prompts | Admin | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const { query, categories } = catalogueFrame(request);
  const result = listAllPrompts(query);
  return {
    query,
    categories,
    filtered: isFiltered(query),
    cards: result.items.map((card) => toCardView(card)),
    ...pageOf(query, result),
  };
}

const PromptId = z.string({ required_error: "Prompt not found." }).min(1, "Prompt not found.");

const PromptActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      id: PromptId,
      status: z.enum(ADMIN_STATUSES, { errorMap: () => ({ message: "Invalid status selected" }) }),
    }),
    z.object({ intent: z.literal("approve"), id: PromptId }),
    z.object({
      intent: z.literal("reject"),
      id: PromptId,
      reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
    }),
  ],
  { errorMap: (issue, ctx) => ({ message: issue.code === "invalid_union_discriminator" ? "Unknown action" : ctx.defaultError }) },
);

type PromptAction = z.infer<typeof PromptActionSchema>;

/** Runs the admin's choice and says what happened (SPEC section 8 wording). */
function perform(input: PromptAction): string {
  switch (input.intent) {
    case "status":
      setPromptStatusByAdmin(input.id, input.status);
      return `Prompt ${input.status} successfully`;
    case "approve":
      moderatePrompt(input.id, "approved");
      return "Prompt approved";
    case "reject":
      moderatePrompt(input.id, "rejected", input.reason || undefined);
      return "Prompt rejected";
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const parsed = PromptActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Unknown action" }, { status: 400 });
  let message: string;
  try {
    message = perform(parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failure = parsed.data.intent === "status" ? "Failed to update prompt status" : error.message;
    return data({ error: failure }, { status: error.status });
  }
  // Back to the same grid: search, filters and page stay as they were.
  const { pathname, search } = new URL(request.url);
  return redirectWithToast(request, pathname + search, { type: "success", message });
}

export default function AdminPrompts() {
  const { query, categories, filtered, cards, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Prompts</h1>
      <ActionError result={failed} />
      <CatalogueResults
        query={query}
        categories={categories}
        cards={cards}
        total={total}
        capped={capped}
        page={page}
        pageCount={pageCount}
        filtered={filtered}
        empty="No prompts yet"
        detailPath="/admin/prompt"
        showStatus
        actions={(card) => <AdminActions card={card} />}
      />
    </div>
  );
}

/** An archived prompt (deleted after a sale) is history: nothing to change. */
function AdminActions({ card }: { card: CardView }) {
  if (card.status === "archived") return null;
  return (
    <>
      <PromptStatusForm promptId={card.id} status={card.status} />
      {card.moderation === "pending" ? <ModerationForms promptId={card.id} /> : null}
    </>
  );
}
