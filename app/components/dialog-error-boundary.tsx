import { Link } from "@remix-run/react";
import { RouteDialog } from "~/components/route-dialog";
import { useErrorContent } from "./error-boundary";

/**
 * The error boundary's content in a dialog route (its table stays behind it): the message is the
 * alert. A module of its own, so pages without dialogs do not load the dialog's code.
 */
export function DialogErrorBoundary({ title, closeTo, backLabel }: { title: string; closeTo: string; backLabel: string }) {
  const { status, title: message, detail } = useErrorContent();
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <p role="alert" data-status={status} className="text-gray-800">
        {message}
      </p>
      {status === 500 ? <p className="mt-2 text-sm text-gray-700">{detail}</p> : null}
      <div className="mt-6 flex justify-end">
        <Link to={closeTo} preventScrollReset className="btn-secondary">
          {backLabel}
        </Link>
      </div>
    </RouteDialog>
  );
}
