import type { PayoutMethod } from "~/db/enums";

/** How each payout method reads on screen. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank: "Bank",
  crypto: "Crypto",
  paypal: "PayPal",
};
