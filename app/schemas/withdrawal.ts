import { z } from "zod";
import { PAYOUT_METHODS } from "~/db/enums";

export const AMOUNT_REQUIRED = "Please enter withdrawal amount";

const numericText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;

const detail = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(2, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A dollar amount with at most 2 decimals; empty input gets the SPEC's message. */
export const WithdrawalAmountField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : numericText(value)),
  z
    .number({ required_error: AMOUNT_REQUIRED, invalid_type_error: "Amount must be a number" })
    .positive("Amount must be more than 0")
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Amount can have at most 2 decimals"),
);

/**
 * The Withdraw dialog and POST /vendors/withdrawal/request. The payout method is shown but
 * fixed: the server always uses the store's own method.
 */
export const WithdrawalSchema = z.object({
  payoutMethod: z.enum(PAYOUT_METHODS).optional(),
  bankName: detail("Bank name", 80),
  accountNumber: detail("Account number", 64),
  accountName: detail("Account name", 80),
  amount: WithdrawalAmountField,
});
export type WithdrawalInput = z.infer<typeof WithdrawalSchema>;

/** The admin's reason for rejecting a withdrawal; the vendor reads it in a notification. */
export const RejectionReasonField = z
  .string({ required_error: "Give a reason for the rejection" })
  .trim()
  .min(3, "Give a reason for the rejection")
  .max(500, "Reason must be at most 500 characters");
