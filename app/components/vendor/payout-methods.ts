import type { PayoutMethod } from "~/db/enums";
import { CRYPTO_NETWORK_LABELS, type CryptoNetwork, type PayoutDetails } from "~/schemas/payout-details";

/** How each payout method reads on screen. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank: "Bank",
  crypto: "Crypto",
  paypal: "PayPal",
};

/** Networks in one word for tables ("TRC-20"); the store form uses CRYPTO_NETWORK_LABELS. */
const NETWORK_SHORT: Record<CryptoNetwork, string> = { bitcoin: "Bitcoin", ethereum: "ERC-20", tron: "TRC-20", solana: "Solana" };

export function networkLabel(network: string, short = false): string {
  const labels: Record<string, string> = short ? NETWORK_SHORT : CRYPTO_NETWORK_LABELS;
  return labels[network] ?? network;
}

/** "vera@example.com" → "v***@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? `${email[0]}***${email.slice(at)}` : email;
}

/** "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" → "TQn9…bLSE". */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(" · ");

/** The vendor's own tables: where the money goes, masked ("PayPal · v***@example.com"). */
export function payoutSummary(details: PayoutDetails): string {
  const method = PAYOUT_METHOD_LABELS[details.payoutMethod];
  switch (details.payoutMethod) {
    case "bank":
      return joined(method, details.bankName, details.accountNumber && `••••${details.accountNumber.slice(-4)}`);
    case "paypal":
      return joined(method, maskEmail(details.paypalEmail));
    case "crypto":
      return joined(method, networkLabel(details.cryptoNetwork, true), shortAddress(details.cryptoAddress));
  }
}

/** The admin's "Account Name" column: the account holder, the PayPal e-mail or the wallet. */
export function payoutAccount(details: PayoutDetails): string {
  switch (details.payoutMethod) {
    case "bank":
      return details.accountName;
    case "paypal":
      return details.paypalEmail;
    case "crypto":
      return joined(networkLabel(details.cryptoNetwork, true), shortAddress(details.cryptoAddress));
  }
}
