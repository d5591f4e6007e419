import { z } from "zod";
import type { PayoutMethod } from "~/db/enums";

/** The networks a crypto payout can go to (docs/decisions/0136). */
export const CRYPTO_NETWORKS = ["bitcoin", "ethereum", "tron", "solana"] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

export const CRYPTO_NETWORK_LABELS: Record<CryptoNetwork, string> = {
  bitcoin: "Bitcoin",
  ethereum: "Ethereum (ERC-20)",
  tron: "Tron (TRC-20)",
  solana: "Solana",
};

const BASE58 = "1-9A-HJ-NP-Za-km-z";

/**
 * A loose check of an address's shape (alphabet and length, no checksum): it catches an address
 * pasted for the wrong network or cut short, not every typo.
 */
const ADDRESS_SHAPES: Record<CryptoNetwork, { pattern: RegExp; message: string }> = {
  bitcoin: {
    pattern: new RegExp(`^(?:[13][${BASE58}]{25,34}|bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71})$`),
    message: "A Bitcoin address starts with 1, 3 or bc1",
  },
  ethereum: { pattern: /^0x[0-9a-fA-F]{40}$/, message: "An Ethereum address is 0x and 40 hex digits" },
  tron: { pattern: new RegExp(`^T[${BASE58}]{33}$`), message: "A Tron address starts with T and has 34 letters and digits" },
  solana: { pattern: new RegExp(`^[${BASE58}]{32,44}$`), message: "A Solana address has 32 to 44 letters and digits" },
};

export function cryptoAddressProblem(network: CryptoNetwork, address: string): string | null {
  const shape = ADDRESS_SHAPES[network];
  return shape.pattern.test(address) ? null : shape.message;
}

export const PAYOUT_METHOD_ERROR = { errorMap: () => ({ message: "Payout method must be bank, crypto or paypal" }) };

/** Bank details may be left empty on the store page: a new store starts on Bank with none. */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");

const requiredText = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(2, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const bankFields = <T extends z.ZodTypeAny>(text: (label: string, max: number) => T) => ({
  payoutMethod: z.literal("bank"),
  bankName: text("Bank name", 80),
  accountNumber: text("Account number", 64),
  accountName: text("Account name", 80),
});

export const BankPayout = z.object(bankFields(optionalText));
/** A withdrawal needs every bank detail. */
export const BankPayoutRequired = z.object(bankFields(requiredText));

/** Blank counts as missing, as Conform has it for the web forms, so JSON gets the same single message. */
const filled = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

export const PaypalPayout = z.object({
  payoutMethod: z.literal("paypal"),
  paypalEmail: filled(
    z
      .string({ required_error: "PayPal e-mail is required" })
      .trim()
      .toLowerCase()
      .max(254, "PayPal e-mail is too long")
      .email("Enter a valid PayPal e-mail address"),
  ),
});

/** The address is checked against its network by `checkCryptoAddress`, on the whole form. */
export const CryptoPayout = z.object({
  payoutMethod: z.literal("crypto"),
  cryptoNetwork: z.enum(CRYPTO_NETWORKS, { errorMap: () => ({ message: "Choose your wallet's network" }) }),
  cryptoAddress: filled(
    z.string({ required_error: "Wallet address is required" }).trim().max(128, "Wallet address must be at most 128 characters"),
  ),
});

/** Every method's detail fields, by their form (and schema) names. */
export type PayoutDetailField = "bankName" | "accountNumber" | "accountName" | "paypalEmail" | "cryptoNetwork" | "cryptoAddress";

/** The details of one payout method, as stored (a store may not have filled them in yet). */
export type PayoutDetails =
  | { payoutMethod: "bank"; bankName: string; accountNumber: string; accountName: string }
  | { payoutMethod: "paypal"; paypalEmail: string }
  | { payoutMethod: "crypto"; cryptoNetwork: string; cryptoAddress: string };

type CryptoChecked = { payoutMethod: PayoutMethod; cryptoNetwork?: CryptoNetwork; cryptoAddress?: string };

/**
 * Refinement for a discriminated union over the payout methods (its options must be plain
 * objects, so the address-for-network rule lives here).
 */
export function checkCryptoAddress(value: CryptoChecked, ctx: z.RefinementCtx): void {
  if (value.payoutMethod !== "crypto" || !value.cryptoNetwork || !value.cryptoAddress) return;
  const problem = cryptoAddressProblem(value.cryptoNetwork, value.cryptoAddress);
  if (problem) ctx.addIssue({ code: "custom", path: ["cryptoAddress"], message: problem });
}
