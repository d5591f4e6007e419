import { z } from "zod";
import { PAYOUT_METHODS } from "~/db/enums";
import { StoreFields } from "./auth";

const detail = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");

/** /vendor/store and PUT /vendors/update-profile: cover, bio and payout details. */
export const StoreProfileSchema = StoreFields.pick({ bio: true, coverImage: true }).extend({
  payoutMethod: z.enum(PAYOUT_METHODS, { errorMap: () => ({ message: "Payout method must be bank, crypto or paypal" }) }),
  bankName: detail("Bank name", 80),
  accountNumber: detail("Account number", 64),
  accountName: detail("Account name", 80),
});
export type StoreProfileInput = z.infer<typeof StoreProfileSchema>;
