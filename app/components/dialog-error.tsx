import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { RouteDialog } from "~/components/route-dialog";

/** A dialog route whose item is missing (404) or not the caller's (403): the loader's message over the page, never a 500 page. */
export function DialogError({ title, closeTo, backLabel }: { title: string; closeTo: string; backLabel: string }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Something went wrong.";
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <p role="alert" className="text-gray-800">
        {message}
      </p>
      <div className="mt-6 flex justify-end">
        <Link to={closeTo} preventScrollReset className="btn-secondary">
          {backLabel}
        </Link>
      </div>
    </RouteDialog>
  );
}
