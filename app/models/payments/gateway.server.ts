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
  /** Checks the signature over the raw body; a bad one is a 401. */
  parseWebhook(rawBody: string, signature: string | null): WebhookEvent;
}

/**
 * The configured gateway. Production mode has no default: PAYMENT_PROVIDER=local there is a
 * choice the operator made (app/env.server.ts, docs/decisions/0070 and 0150).
 */
export function paymentGateway(): PaymentGateway {
  return env().PAYMENT_PROVIDER === "paystack" ? paystackGateway() : localGateway;
}
