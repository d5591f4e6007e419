/**
 * The words for a prompt's status, one map for every place that shows one: the status filter,
 * the admin's controls, the toasts and the vendor's notices never show the stored value.
 */
import type { PromptStatus } from "~/db/enums";

/** What the status filter offers (SPEC), plus prompts waiting for an admin's review. */
export type StatusFilter = PromptStatus | "draft" | "pending";

export const PROMPT_STATUS_LABELS: Record<StatusFilter, string> = {
  active: "Active",
  inactive: "Inactive",
  banned: "Banned",
  draft: "Draft",
  archived: "Archived",
  pending: "Pending review",
};

/** What an admin may set a prompt to (SPEC: Activate, Deactivate, Ban). */
export const ADMIN_STATUSES = ["active", "inactive", "banned"] as const;
export type AdminPromptStatus = (typeof ADMIN_STATUSES)[number];

/** The admin's action that sets each status (SPEC's select labels), and what it is called once done. */
export const ADMIN_STATUS_ACTIONS: Record<AdminPromptStatus, { action: string; done: string }> = {
  active: { action: "Activate", done: "activated" },
  inactive: { action: "Deactivate", done: "deactivated" },
  banned: { action: "Ban", done: "banned" },
};

/** SPEC section 8's "Prompt {status} successfully", in words: "Prompt deactivated successfully". */
export const statusChangedMessage = (status: AdminPromptStatus) => `Prompt ${ADMIN_STATUS_ACTIONS[status].done} successfully`;
