import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { PromptDialogError, useGridPath } from "~/components/prompts/prompt-form";
import { deletePrompt, getOwnPrompt } from "~/models/prompts.server";
import { requireVendor } from "~/pages/auth.server";
import { messageError, rescue, throwResponse } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Delete prompt | Promptory" }];

const DELETED = {
  deleted: "Prompt deleted successfully",
  archived: "Prompt removed from the marketplace. Buyers who bought it keep access.",
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  // Someone else's prompt is a 403 and a missing one a 404, with nothing of the prompt sent.
  const prompt = await rescue(() => getOwnPrompt(vendor, params.id ?? ""), throwResponse);
  return { title: prompt.title };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const back = `/vendor/prompts${new URL(request.url).search}`;
  return rescue(async () => {
    const outcome = await deletePrompt(vendor, params.id ?? "");
    return redirectWithToast(request, back, { type: "success", message: DELETED[outcome] });
  }, messageError);
}

export default function DeletePromptDialog() {
  const { title } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <ConfirmDialog title="Delete prompt" closeTo={useGridPath()} confirm="Delete" error={failed?.error}>
      <p className="text-gray-800">Are you sure? This action cannot be undone. All values associated with this field will be lost.</p>
      <p className="mt-3 font-semibold">{title}</p>
    </ConfirmDialog>
  );
}

export function ErrorBoundary() {
  return <PromptDialogError title="Delete prompt" />;
}
