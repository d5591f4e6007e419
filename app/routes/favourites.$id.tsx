import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { addFavourite, removeFavourite } from "~/models/favourites.server";
import { FavouriteActionSchema } from "~/schemas/favourite";
import { requireRole } from "~/pages/auth.server";
import { safeRedirect } from "~/utils/roles";
import { rescue } from "~/pages/errors.server";
import { redirectWithToast, type Toast } from "~/utils/session.server";

const FAVOURITES = "/home/favourites";

/** Nothing to show here: the buttons post, and a stray visit lands on the buyer's Favourites tab. */
export const loader = () => redirect(FAVOURITES);

/**
 * "Add to favourites" / "Remove from favourites" from any buyer page. Without JavaScript: back
 * to the page it came from (same-site paths only) with a toast; with it, a JSON reply.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const parsed = FavouriteActionSchema.safeParse(Object.fromEntries(await request.formData()));
  const fromScript = parsed.success && parsed.data.js === "1";
  const back = safeRedirect(parsed.success ? parsed.data.redirectTo : undefined, FAVOURITES);
  const toast = parsed.success ? await runIntent(user, params.id ?? "", parsed.data.intent) : { type: "error" as const, message: "Unknown favourites action." };
  if (fromScript) {
    const failed = toast.type === "error";
    return data({ ok: !failed, message: toast.message }, { status: failed ? 400 : 200 });
  }
  return redirectWithToast(request, back, toast);
}

function runIntent(user: { id: string; role: string }, promptId: string, intent: "add" | "remove"): Promise<Toast> {
  return rescue<Toast, Toast>(
    async () => {
      if (intent === "add") {
        const { added, title } = await addFavourite(user, promptId);
        return { type: "success", message: added ? `"${title}" added to favourites.` : `"${title}" is already a favourite.` };
      }
      const { title } = await removeFavourite(user, promptId);
      return { type: "success", message: title ? `"${title}" removed from favourites.` : "Removed from favourites." };
    },
    (error) => ({ type: "error", message: error.message }),
  );
}
