import { cartPromptIds } from "~/models/cart.server";
import { isFavourite } from "~/models/favourites.server";
import { parseWithZod } from "~/utils/conform";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ownsPrompt, teamsAmong } from "~/models/ownership.server";
import { getPromptForViewer, type PromptView } from "~/models/prompt-access.server";
import { mayFillIn } from "~/models/prompt-variables.server";
import { recordView } from "~/models/prompts.server";
import { getOwnReview, listReviews, ratingSummary, upsertReview } from "~/models/reviews.server";
import type { User } from "~/models/users.server";
import { FILL_IN_INTENT } from "~/schemas/constraints/fill-in";
import { ReviewSchema } from "~/schemas/review";
import { getUser, requireAreaUser, requireUser } from "./auth.server";
import { onRequestOrigin, publicPromptPath } from "~/utils/public-url.server";
import { promptSeo } from "./public-seo.server";
import { parsePage } from "~/utils/pagination";
import { redirectWithToast } from "~/utils/session.server";
import { fieldError, invariantResponse, rescue } from "./errors.server";
import { replyInvalid } from "~/utils/submission.server";
import { fillInAction } from "./fill-in.server";
import { SAVE_EXAMPLE_INTENT, TRY_IT_INTENT } from "~/schemas/constraints/try-it";
import { saveExampleAction, tryItAction, tryItView } from "./try-it.server";

/**
 * /home|vendor|admin/prompt/:id: the prompt as this viewer may see it (content only for its
 * vendor, admins and buyers who bought it), its ratings and reviews. Unknown or hidden: a thrown
 * 404 "Prompt not found." for the layout's error boundary.
 */
export async function promptDetailLoader({ request, params }: LoaderFunctionArgs) {
  return await loadPromptDetail(request, params.id ?? "", await requireAreaUser(request), false);
}

/**
 * /prompts/:id, for anyone: what anyone may see of a listed prompt, never its content, whoever
 * asks (decision 0230); a buyer's own flags (owned, in the cart, favourite) on top.
 */
export async function publicPromptDetailLoader({ request, params }: LoaderFunctionArgs) {
  return await loadPromptDetail(request, params.id ?? "", await getUser(request), true);
}

async function loadPromptDetail(request: Request, id: string, user: User | null, publicPage: boolean) {
  const role = user?.role ?? null;
  const view = await getPromptForViewer(id, user && !publicPage ? { id: user.id, role: user.role } : null);
  invariantResponse(view, "Prompt not found.");
  if (!view.isOwner) await recordView(view.prompt.id);
  const reviewPage = parsePage(new URL(request.url).searchParams, "reviewPage");
  const buyerId = user?.role === "buyer" ? user.id : null;
  // Not shown, and it changes with every view: left out so that a public page's ETag holds.
  const { views: _views, ...prompt } = view.prompt;
  return {
    role,
    publicPage,
    // Picked, not spread: the view also carries the vendor's e-mail, which the page must not send.
    prompt,
    state: view.state,
    content: view.content,
    teaser: view.teaser,
    store: view.store,
    owned: publicPage ? Boolean(buyerId && await ownsPrompt(buyerId, view.prompt.id)) : view.owned,
    // The team a buyer reads it through, when not their own purchase: "Your team … owns this prompt."
    owningTeam: buyerId ? ((await teamsAmong(buyerId, [view.prompt.id])).get(view.prompt.id)?.name ?? null) : null,
    listed: view.listed,
    inCart: Boolean(buyerId && (await cartPromptIds(buyerId)).includes(view.prompt.id)),
    favourite: Boolean(buyerId && await isFavourite(buyerId, view.prompt.id)),
    summary: await ratingSummary(view.prompt.id),
    reviews: await listReviews(view.prompt.id, { page: reviewPage }),
    review: user && !publicPage ? await reviewState(user, view) : NO_REVIEW_FORM,
    fillIn: !publicPage && mayFillIn(view) && view.prompt.variables.length > 0,
    tryIt: await tryItView(user, view, new URL(request.url).pathname),
    shareUrl: view.listed ? onRequestOrigin(publicPromptPath(view.prompt.id), request) : null,
    seo: publicPage ? promptSeo(view) : null,
  };
}

const NO_REVIEW_FORM = { allowed: false as const, own: null };

/** "Try it" and its vendor's "Save as example output", on any prompt page; undefined for another form. */
function previewAction(request: Request, user: User, promptId: string, formData: FormData) {
  if (formData.get("intent") === TRY_IT_INTENT) return tryItAction(user, promptId, formData);
  if (formData.get("intent") === SAVE_EXAMPLE_INTENT) return saveExampleAction(request, user, promptId, formData);
  return undefined;
}

/**
 * /prompts/:id's one form for a signed-in person: "Try it" (issue 41 point 2). A visitor's post
 * goes to sign in and back; any other form is not this page's.
 */
export async function publicPromptDetailAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const reply = await previewAction(request, user, params.id ?? "", await request.formData());
  invariantResponse(reply, "Not Found");
  return reply;
}

/** Whether this viewer gets the review form (a buyer who bought it), with their review to edit. */
async function reviewState(user: User, view: PromptView) {
  if (user.role !== "buyer" || !view.owned) return NO_REVIEW_FORM;
  const own = await getOwnReview(user.id, view.prompt.id);
  return { allowed: true as const, own: own ? { rating: own.rating, text: own.text } : null };
}

/**
 * A template's "Fill in" (its owners), "Try it" (live preview) and its vendor's "Save as example
 * output", or a buyer's review (new or edited).
 */
export async function promptDetailAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  const formData = await request.formData();
  if (formData.get("intent") === FILL_IN_INTENT) return await fillInAction(user, params.id ?? "", formData);
  const preview = await previewAction(request, user, params.id ?? "", formData);
  if (preview) return preview;
  const submission = parseWithZod(formData, { schema: ReviewSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  return rescue(async () => {
    await upsertReview(user, params.id ?? "", submission.value);
    const back = `${new URL(request.url).pathname}#reviews`;
    return redirectWithToast(request, back, { type: "success", message: "Review saved" });
  }, fieldError(submission));
}
