import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { REQUEST_ID_ELEMENT, useRequestId } from "~/utils/request-id";

/** What a thrown error shows: its heading (the loader's message for a 4xx) and a line under it. */
type ErrorContent = { status: number; title: string; detail: ReactNode };

/**
 * Per-status content, like the Epic Stack's `statusHandlers`. A 4xx shows the message the loader
 * threw (`errorResponse` in pages/errors.server.ts); anything else is a 500 with the request id
 * its error log line carries.
 */
const STATUS_HANDLERS: Record<number, (message: string | null) => Omit<ErrorContent, "status">> = {
  400: (message) => ({ title: message ?? "That request was not understood.", detail: "Go back and try again." }),
  403: (message) => ({ title: message ?? "You do not have permission to do that.", detail: "It belongs to another account." }),
  404: (message) => ({ title: message ?? "Page not found.", detail: "It may have been removed, or the link is wrong." }),
};

/** The thrown error's status, heading and explanation (a 500 with its request id). */
export function useErrorContent(): ErrorContent {
  const error = useRouteError();
  const expected = isRouteErrorResponse(error) && error.status < 500;
  const requestId = useRequestId(!expected);
  if (expected) {
    const message = typeof error.data === "string" && error.data ? error.data : null;
    const handler = STATUS_HANDLERS[error.status] ?? ((text: string | null) => ({ title: text ?? error.statusText, detail: null }));
    return { status: error.status, ...handler(message) };
  }
  return {
    status: 500,
    title: "Something went wrong.",
    detail: (
      <>
        We could not complete that request. Please try again in a moment. If it keeps happening, contact support and quote
        request id <code id={REQUEST_ID_ELEMENT} suppressHydrationWarning>{requestId ?? "unknown"}</code>.
      </>
    ),
  };
}

/**
 * The one error boundary of the app's areas: role layouts render it inside their shell, so an
 * error keeps the sidebar and top bar; `back` is where the page's link goes.
 */
export function GeneralErrorBoundary({ back }: { back: { to: string; label: string } }) {
  const { status, title, detail } = useErrorContent();
  return (
    <section aria-labelledby="error-title" data-status={status} className="card space-y-4 text-center">
      <h1 id="error-title" className="text-2xl font-bold">
        {title}
      </h1>
      {detail ? <p className="text-gray-700">{detail}</p> : null}
      <Link to={back.to} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {back.label}
      </Link>
    </section>
  );
}
