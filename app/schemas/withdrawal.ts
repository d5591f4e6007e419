import { z } from "zod";
import { BankPayoutRequired, checkCryptoAddress, CryptoPayout, PAYOUT_METHOD_ERROR, PaypalPayout } from "./payout-details";

export const AMOUNT_REQUIRED = "Please enter withdrawal amount";

const numericText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;

/** A dollar amount with at most 2 decimals; empty input gets the SPEC's message. */
export const WithdrawalAmountField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : numericText(value)),
  z
    .number({ required_error: AMOUNT_REQUIRED, invalid_type_error: "Amount must be a number" })
    .positive("Amount must be more than 0")
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Amount can have at most 2 decimals"),
);

const Amount = z.object({ amount: WithdrawalAmountField });

/**
 * The Withdraw dialog and POST /vendors/withdrawal/request: the amount and the details of the
 * store's payout method. The routes set `payoutMethod` to the store's own method before parsing:
 * the method is shown but fixed (docs/decisions/0080).
 */
export const WithdrawalSchema = z
  .discriminatedUnion(
    "payoutMethod",
    [Amount.extend(BankPayoutRequired.shape), Amount.extend(PaypalPayout.shape), Amount.extend(CryptoPayout.shape)],
    PAYOUT_METHOD_ERROR,
  )
  .superRefine(checkCryptoAddress);
export type WithdrawalInput = z.infer<typeof WithdrawalSchema>;

/** The admin's reason for rejecting a withdrawal; the vendor reads it in a notification. */
export const RejectionReasonField = z
  .string({ required_error: "Give a reason for the rejection" })
  .trim()
  .min(3, "Give a reason for the rejection")
  .max(500, "Reason must be at most 500 characters");
