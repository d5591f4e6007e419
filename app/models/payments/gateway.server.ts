import { env } from "~/env.server";
import { AppError } from "../errors";
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
 * The configured gateway. The local test gateway never runs in production unless
 * PAYMENT_PROVIDER=local was set on purpose (docs/decisions/0070).
 */
export function paymentGateway(): PaymentGateway {
  const config = env();
  if (config.PAYMENT_PROVIDER === "paystack") return paystackGateway();
  if (config.NODE_ENV === "production" && process.env.PAYMENT_PROVIDER !== "local") {
    throw new AppError(503, "Payments are not configured. Set PAYMENT_PROVIDER.");
  }
  return localGateway;
}
