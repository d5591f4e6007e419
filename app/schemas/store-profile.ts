import { z } from "zod";
import { StoreFields } from "./auth";
import { BankPayout, checkCryptoAddress, CryptoPayout, PAYOUT_METHOD_ERROR, PaypalPayout } from "./payout-details";

const Store = StoreFields.pick({ bio: true, coverImage: true });

/**
 * /vendor/store and PUT /vendors/update-profile: cover, bio and the details of the chosen payout
 * method only; the other methods' fields are ignored (docs/decisions/0135).
 */
export const StoreProfileSchema = z
  .discriminatedUnion(
    "payoutMethod",
    [Store.extend(BankPayout.shape), Store.extend(PaypalPayout.shape), Store.extend(CryptoPayout.shape)],
    PAYOUT_METHOD_ERROR,
  )
  .superRefine(checkCryptoAddress);
export type StoreProfileInput = z.infer<typeof StoreProfileSchema>;
