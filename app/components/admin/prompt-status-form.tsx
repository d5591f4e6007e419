import { useId } from "react";
import { ADMIN_STATUS_ACTIONS, ADMIN_STATUSES } from "~/schemas/prompt-status";
import { Spinner } from "../spinner";
import { ActionFetcherForm } from "./action-fetcher-form";

/**
 * The admin card's status select (SPEC: Activate / Deactivate / Ban). It offers only the changes
 * from the prompt's status and starts on "Choose an action", so nothing is picked for the admin;
 * it changes nothing until "Update status" is pressed. A ban needs the reason its vendor reads.
 */
export function PromptStatusForm({ promptId, status }: { promptId: string; status: string }) {
  const selectId = useId();
  const reasonId = useId();
  return (
    <ActionFetcherForm fields={{ intent: "status", id: promptId }} className="w-full space-y-2">
      {(busy) => (
        <>
          <div>
            <label htmlFor={selectId} className="label">
              Status
            </label>
            {/* Keyed by the saved status, so that after a change it starts on "Choose an action" again. */}
            <select key={status} id={selectId} name="status" defaultValue="" required className="input">
              <option value="" disabled>
                Choose an action
              </option>
              {ADMIN_STATUSES.filter((value) => value !== status).map((value) => (
                <option key={value} value={value}>
                  {ADMIN_STATUS_ACTIONS[value].action}
                </option>
              ))}
            </select>
          </div>
          {status === "banned" ? null : (
            <div>
              <label htmlFor={reasonId} className="label">
                Reason (required to ban)
              </label>
              <input key={status} id={reasonId} name="reason" maxLength={500} className="input" />
            </div>
          )}
          <button type="submit" className="btn-secondary" disabled={busy}>
            {busy ? <Spinner label="Updating" /> : null}
            Update status
          </button>
        </>
      )}
    </ActionFetcherForm>
  );
}
