import type { ModerationState, PromptStatus } from "~/db/enums";

/** What decides whether a prompt is listed (drizzle/0005): its own status and moderation, its store's standing. */
export type PromptStateInput = {
  status: PromptStatus;
  moderation: ModerationState;
  storeApproved: boolean;
  ownerBanned: boolean;
};

/** The colour a status badge uses (SPEC section 4: listed green, inactive grey, banned red). */
export type StateTone = "green" | "amber" | "red" | "grey";

/**
 * The one status a vendor or admin sees on a prompt, with what it means: a word and a sentence,
 * never a colour alone, never two badges that seem to disagree.
 */
export const PROMPT_STATES = {
  archived: { label: "Archived", tone: "grey", explanation: "Deleted after a sale: out of the marketplace, and its buyers keep it." },
  banned: { label: "Banned", tone: "red", explanation: "An admin banned this prompt: it is out of the marketplace." },
  vendorBanned: { label: "Vendor banned", tone: "red", explanation: "The vendor's account is suspended: none of their prompts are listed." },
  rejected: { label: "Rejected", tone: "red", explanation: "An admin did not approve it. Edit it to submit it for review again." },
  pending: { label: "Pending review", tone: "amber", explanation: "Waiting for an admin's approval before it is listed." },
  inactive: { label: "Inactive", tone: "grey", explanation: "Hidden from the marketplace until it is set to active." },
  storeAwaitingApproval: { label: "Store awaiting approval", tone: "amber", explanation: "Listed as soon as an admin approves the store." },
  listed: { label: "Listed", tone: "green", explanation: "Buyers can find and buy it in the marketplace." },
} as const satisfies Record<string, { label: string; tone: StateTone; explanation: string }>;

export type PromptStateKey = keyof typeof PROMPT_STATES;

/**
 * The first reason, in this order, that keeps a prompt out of the marketplace, else "listed".
 * Lasting reasons (deleted, banned, suspended owner) come before ones its vendor can act on.
 */
export function promptState({ status, moderation, storeApproved, ownerBanned }: PromptStateInput): PromptStateKey {
  if (status === "archived") return "archived";
  if (status === "banned") return "banned";
  if (ownerBanned) return "vendorBanned";
  if (moderation === "rejected") return "rejected";
  if (moderation === "pending") return "pending";
  if (status === "inactive") return "inactive";
  if (!storeApproved) return "storeAwaitingApproval";
  return "listed";
}
