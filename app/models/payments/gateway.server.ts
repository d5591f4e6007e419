import { env } from "~/env.server";
import { localGateway } from "./local-gateway.server";
import { paystackGateway } from "./paystack-gateway.server";

export type ChargeStatus = "success" | "failed" | "abandoned" | "pending";

export type InitializeInput = {
  reference: string;
  amountCents: number;
  currency: string;
  email: string;
  callbackUrl: string;
};

export type Verification = {
  reference: string;
  status: ChargeStatus;
  amountCents: number;
  currency: string;
  /** The provider's words on a failed charge ("Insufficient Funds"), when it gives any. */
  reason?: string;
};

/** A provider notification whose signature was checked; `id` is unique per event. */
export type WebhookEvent = { id: string; event: string; reference: string };

/** What checkout and settlement need from a payment provider. */
export interface PaymentGateway {
  readonly name: "local" | "paystack";
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
  /**
   * Gives a paid charge's money back. Idempotent by reference: asking again for a charge already
   * refunded does nothing (an interrupted refund is retried safely, docs/decisions/0263). A refusal
   * is an AppError with the provider's words.
   */
  refund(reference: string, amountCents: number): Promise<void>;
  /** Checks the signature over the raw body; a bad one is a 401. */
  parseWebhook(rawBody: string, signature: string | null): WebhookEvent;
}

/** The demo history's payments: no provider ever charged them, so a refund asks none. */
export const DEMO_PROVIDER = "demo";

/**
 * The configured gateway. Production mode has no default: PAYMENT_PROVIDER=local there is a
 * choice the operator made (app/env.server.ts, docs/decisions/0070 and 0150).
 */
export function paymentGateway(): PaymentGateway {
  return env().PAYMENT_PROVIDER === "paystack" ? paystackGateway() : localGateway;
}
