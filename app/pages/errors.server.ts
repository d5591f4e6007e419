import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { AppError, notFound, retryAfterHeaders } from "~/utils/app-error";
import { redirectWithToast } from "~/utils/session.server";

/**
 * The one way a loader or action says "not found" or "forbidden": the AppError thrown as
 * `data(message, { status })`, which the route's error boundary shows (components/error-boundary.tsx).
 */
export function errorResponse(error: AppError) {
  return data(error.message, { status: error.status, headers: retryAfterHeaders(error) });
}

/** Like the Epic Stack's `invariantResponse`: throws `error` (a message means a 404) unless `condition` holds. */
export function invariantResponse(condition: unknown, error: AppError | string = notFound()): asserts condition {
  if (!condition) throw errorResponse(typeof error === "string" ? notFound(error) : error);
}

/** For `rescue` in a loader: the AppError becomes the thrown response. */
export function throwResponse(error: AppError): never {
  throw errorResponse(error);
}

/**
 * Runs a domain change; an AppError it throws becomes `reply(error)`, anything else is rethrown.
 * The one place the web routes catch AppError; the replies are below.
 */
export async function rescue<T, R>(change: () => T | Promise<T>, reply: (error: AppError) => R): Promise<T | R> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof AppError) return reply(error);
    throw error;
  }
}

type ReplyOptions = { hideFields?: string[] };

/** A Conform form: the message next to its field (`field` when the error names none), else over the form. */
export function fieldError<T>(submission: Submission<T>, { field, hideFields }: ReplyOptions & { field?: string } = {}) {
  return (error: AppError) => data(conformReply(submission, error, { field, hideFields }), { status: error.status });
}

export function conformReply<T>(submission: Submission<T>, error: AppError, { field, hideFields }: ReplyOptions & { field?: string } = {}) {
  const name = error.field ?? field;
  return name
    ? submission.reply({ hideFields, fieldErrors: { [name]: [error.message] } })
    : submission.reply({ hideFields, formErrors: [error.message] });
}

/** A table's row button: `{ error }` shown over the table. */
export const messageError = (error: AppError) => data({ error: error.message }, { status: error.status });

/** A post-redirect-get form: back to `to` with the message as an error toast. */
export const toastError = (request: Request, to: string) => (error: AppError) =>
  redirectWithToast(request, to, { type: "error", message: error.message });

/**
 * Multi-intent actions: one function per intent, picked by the form's `intent`; an unknown
 * intent is a 400 (Epic Stack `settings+/profile.index.tsx`).
 */
export function runIntent<H extends Record<string, (formData: FormData) => unknown>>(formData: FormData, handlers: H): ReturnType<H[keyof H]> {
  const intent = formData.get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data(`Unknown intent: ${typeof intent === "string" ? intent : "none"}`, { status: 400 });
  return handler(formData) as ReturnType<H[keyof H]>;
}

/**
 * A table's row buttons (approve, pay, ...): each intent changes the row named by the form's `id`
 * and says what it did; then back to `back` with that toast. A refusal is `{ error }` over the table.
 */
export function rowIntents(request: Request, back: string, missing: string, changes: Record<string, (id: string) => Promise<string>>) {
  const row = (change: (id: string) => Promise<string>) => (formData: FormData) => {
    const id = formData.get("id");
    if (typeof id !== "string" || !id) return messageError(new AppError(400, missing));
    return rescue(async () => redirectWithToast(request, back, { type: "success", message: await change(id) }), messageError);
  };
  return Object.fromEntries(Object.entries(changes).map(([intent, change]) => [intent, row(change)]));
}
