import { PROMPT_STATES, type PromptStateKey, type StateTone } from "~/models/prompt-state";

const STYLE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800",
  inactive: "bg-gray-200 text-gray-800",
  banned: "bg-red-100 text-red-800",
  archived: "bg-gray-200 text-gray-800",
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
};

/** Status colours of SPEC section 4: active green, inactive grey, banned red. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STYLE[status] ?? STYLE.inactive}`}>
      {label ?? status}
    </span>
  );
}

const TONE_STYLE: Record<StateTone, string> = {
  green: STYLE.active!,
  amber: STYLE.pending!,
  red: STYLE.banned!,
  grey: STYLE.inactive!,
};

/** A prompt's one status (models/prompt-state), with its meaning as a tooltip; pages show the sentence too. */
export function PromptStateBadge({ state }: { state: PromptStateKey }) {
  const { label, tone, explanation } = PROMPT_STATES[state];
  return (
    <span title={explanation} className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_STYLE[tone]}`}>
      {label}
    </span>
  );
}

/** The sentence that says what a prompt's status means, for every state but "listed". */
export function PromptStateNote({ state, className = "" }: { state: PromptStateKey; className?: string }) {
  if (state === "listed") return null;
  return <p className={`text-xs text-gray-700 ${className}`}>{PROMPT_STATES[state].explanation}</p>;
}

/**
 * How vendors' and admins' pages show a prompt's state. Those routes hand it to the shared grid
 * and detail page, so buyers' and visitors' pages never load it.
 */
export const PROMPT_STATE_VIEW = { Badge: PromptStateBadge, Note: PromptStateNote };
export type PromptStateView = typeof PROMPT_STATE_VIEW;
