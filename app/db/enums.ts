/** Enumerations shared by the schema and the browser-side form schemas (no server imports here). */
export const ROLES = ["buyer", "vendor", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const PAYOUT_METHODS = ["bank", "crypto", "paypal"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** `archived`: deleted by its vendor after it sold; buyers keep it, nobody else sees it. */
export const PROMPT_STATUSES = ["active", "inactive", "banned", "archived"] as const;
export type PromptStatus = (typeof PROMPT_STATUSES)[number];
export const MODERATION_STATES = ["pending", "approved", "rejected"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
/** `refunding`: an admin's refund is with the provider; `refunded`: done (docs/decisions/0261). */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "cancelled", "refunding", "refunded"] as const;
export const WITHDRAWAL_STATUSES = ["pending", "approved", "paid", "rejected"] as const;
/** `refund`: the reversal of one sale's credit (docs/decisions/0262). */
export const LEDGER_KINDS = ["sale", "refund", "withdrawal_hold", "withdrawal_release", "payout"] as const;
/** `answered`: support replied last; `open`: waiting for support; `closed`: no more replies. */
export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const NOTIFICATION_TYPES = ["success", "warning", "info", "system", "other"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** The kinds of e-mail the app sends; each has one template (app/models/mail/). */
export const MAIL_KINDS = ["password-reset", "purchase-receipt", "sale-notice", "withdrawal-status", "ticket-update", "refund-notice", "team-invitation", "email-verification"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/**
 * `queued`: waiting for its (next) attempt; `sending`: claimed by one process; `sent`: the SMTP
 * server took it; `failed`: the last attempt failed (retried while next_attempt_at is set);
 * `stored`: no SMTP server is configured, so the outbox itself is where it was delivered.
 */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "stored"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** A prompt's example output: an uploaded image or a text (decision 0250). */
export const EXAMPLE_KINDS = ["image", "text"] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

/** What an AI call was for (ai_usage.kind). */
export const AI_CALL_KINDS = ["enhance", "preview"] as const;
export type AiCallKind = (typeof AI_CALL_KINDS)[number];
/**
 * How an AI call ended (ai_usage.outcome): `pending` while it runs (its tokens reserved),
 * `withheld` when it answered but the leak rule kept the answer from the caller (decision 0313).
 */
export const AI_OUTCOMES = ["pending", "ok", "timeout", "error", "withheld"] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];
/**
 * A buyer's live preview run (ai_preview_runs.state): `pending` while its calls run, `counted` once
 * one answered; a run with no answer is deleted, and a `pending` one past the calls' deadline (its
 * process died) stops counting (decision 0319).
 */
/** A prompt's live preview (CONTRACT 17): off, the vendor's example values only, or values the buyer types. */
export const PREVIEW_MODES = ["off", "examples", "open"] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

export const AI_PREVIEW_RUN_STATES = ["pending", "counted"] as const;

// TEAMS (issue 25 point 2)
/** A team's roles: one owner; owner and admins manage members (docs/decisions/0324). */
export const TEAM_ROLES = ["owner", "admin", "member"] as const;
/** Who an order is for: its buyer alone, or every member of a team (decision 0328). */
export const LICENCES = ["personal", "team"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invitation may give: ownership only moves by a transfer. */
export const INVITED_ROLES = ["admin", "member"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];
