import { z } from "zod";

/** Why a prompt was rejected: optional, passed on to its vendor in the notice. */
export const RejectionReasonSchema = z.object({
  reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
});

/** What an admin may set a prompt to (SPEC: Activate, Deactivate, Ban). */
export const ADMIN_STATUSES = ["active", "inactive", "banned"] as const;

const PromptId = z.string({ required_error: "Prompt not found." }).min(1, "Prompt not found.");

/**
 * The admin's prompt forms, on the Prompts grid and a prompt's page: a status change (SPEC
 * Activate / Deactivate / Ban), or approving or rejecting a prompt that waits for review.
 */
export const AdminPromptActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      id: PromptId,
      status: z.enum(ADMIN_STATUSES, { errorMap: () => ({ message: "Invalid status selected" }) }),
    }),
    z.object({ intent: z.literal("approve"), id: PromptId }),
    RejectionReasonSchema.extend({ intent: z.literal("reject"), id: PromptId }),
  ],
  { errorMap: (issue, ctx) => ({ message: issue.code === "invalid_union_discriminator" ? "Unknown action" : ctx.defaultError }) },
);

export type AdminPromptAction = z.infer<typeof AdminPromptActionSchema>;
