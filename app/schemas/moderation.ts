import { z } from "zod";
import { ADMIN_STATUSES } from "./prompt-status";

const MAX_REASON = 500;
const Reason = z.string().trim().max(MAX_REASON, `Reason must be at most ${MAX_REASON} characters`);

export const REJECT_REASON_REQUIRED = "Give a reason for the rejection";
export const BAN_REASON_REQUIRED = "Give a reason for the ban";

/** A reason the vendor reads, where it may be left out (a ban over the API: CONTRACT fixes that call without a body). */
export const ModerationReasonSchema = z.object({ reason: Reason.optional() });

/** Rejecting a prompt always says why (the web form and the API's reject-prompt). */
export const RejectReasonSchema = z.object({
  reason: z.string({ required_error: REJECT_REASON_REQUIRED }).pipe(Reason.min(1, REJECT_REASON_REQUIRED)),
});

const PromptId = z.string({ required_error: "Prompt not found." }).min(1, "Prompt not found.");

/**
 * The admin's prompt forms, on the Prompts grid and a prompt's page: a status change (SPEC
 * Activate / Deactivate / Ban; a ban with the reason the vendor reads), or approving or
 * rejecting (with a reason) a prompt that waits for review.
 */
export const AdminPromptActionSchema = z
  .discriminatedUnion(
    "intent",
    [
      ModerationReasonSchema.extend({
        intent: z.literal("status"),
        id: PromptId,
        status: z.enum(ADMIN_STATUSES, { errorMap: () => ({ message: "Invalid status selected" }) }),
      }),
      z.object({ intent: z.literal("approve"), id: PromptId }),
      RejectReasonSchema.extend({ intent: z.literal("reject"), id: PromptId }),
    ],
    { errorMap: (issue, ctx) => ({ message: issue.code === "invalid_union_discriminator" ? "Unknown action" : ctx.defaultError }) },
  )
  .superRefine((input, ctx) => {
    if (input.intent === "status" && input.status === "banned" && !input.reason) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: BAN_REASON_REQUIRED });
    }
  });

export type AdminPromptAction = z.infer<typeof AdminPromptActionSchema>;
