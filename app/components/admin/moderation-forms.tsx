import { useId } from "react";
import { ActionFetcherForm } from "./action-fetcher-form";

/**
 * The one control of a prompt that waits for review: Approve, or Reject with the reason its
 * vendor reads (required here and by moderatePrompt). Two forms, so pressing Enter in the reason
 * field rejects (the form it belongs to) and never approves by accident.
 */
export function ModerationForms({ promptId }: { promptId: string }) {
  const reasonId = useId();
  return (
    <div className="w-full space-y-2 rounded-lg bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">Waiting for review</p>
      <ActionFetcherForm fields={{ intent: "approve", id: promptId }}>
        {(busy) => (
          <button type="submit" className="btn-primary" disabled={busy}>
            Approve
          </button>
        )}
      </ActionFetcherForm>
      <ActionFetcherForm fields={{ intent: "reject", id: promptId }} className="flex items-end gap-2">
        {(busy) => (
          <>
            <div className="flex-1">
              <label htmlFor={reasonId} className="label">
                Reason
              </label>
              <input id={reasonId} name="reason" required maxLength={500} className="input" />
            </div>
            <button type="submit" className="btn-danger" disabled={busy}>
              Reject
            </button>
          </>
        )}
      </ActionFetcherForm>
    </div>
  );
}
