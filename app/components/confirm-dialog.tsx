import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { RouteDialog } from "~/components/route-dialog";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";

type Props = {
  title: string;
  /** Where Cancel and closing the dialog go: the page under it. */
  closeTo: string;
  /** The button's label, e.g. "Delete team". */
  confirm: string;
  /** The action's refusal, shown above the buttons. */
  error?: string | null;
  /** What the spinner says while the post is on its way ("Deleting" unless given). */
  pendingLabel?: string;
  /** What the question says (the consequences). */
  children: ReactNode;
};

/** A dialog route that asks before an action that cannot be undone: the question, Cancel, and the danger button. */
export function ConfirmDialog({ title, closeTo, confirm, error, pendingLabel = "Deleting", children }: Props) {
  const submitting = useIsPending();
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      {children}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <Link to={closeTo} preventScrollReset className="btn-secondary" data-autofocus>
          Cancel
        </Link>
        <button type="submit" className="btn-danger" disabled={submitting}>
          {submitting ? <Spinner label={pendingLabel} /> : null}
          {confirm}
        </button>
      </Form>
    </RouteDialog>
  );
}
