import { useId } from "react";
import type { AdminPromptStatus } from "~/models/prompts.server";
import { ADMIN_STATUSES } from "~/schemas/moderation";
import { Spinner } from "../spinner";
import { ActionFetcherForm } from "./action-fetcher-form";

const LABELS: Record<AdminPromptStatus, string> = { active: "Activate", inactive: "Deactivate", banned: "Ban" };

/**
 * The admin card's status select (SPEC: Activate / Deactivate / Ban). It changes nothing
 * until "Update status" is pressed, so moving through the options by keyboard is safe.
 */
export function PromptStatusForm({ promptId, status }: { promptId: string; status: string }) {
  const selectId = useId();
  return (
    <ActionFetcherForm fields={{ intent: "status", id: promptId }} className="flex w-full items-end gap-2">
      {(busy) => (
        <>
          <div className="flex-1">
            <label htmlFor={selectId} className="label">
              Status
            </label>
            {/* Keyed by the saved status, so a refused change does not stay selected after a reload. */}
            <select key={status} id={selectId} name="status" defaultValue={status} className="input">
              {ADMIN_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary" disabled={busy}>
            {busy ? <Spinner label="Updating" /> : null}
            Update status
          </button>
        </>
      )}
    </ActionFetcherForm>
  );
}
