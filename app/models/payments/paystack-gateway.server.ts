import { env } from "~/env.server";
import { AppError } from "~/utils/app-error";
import type { ChargeStatus, PaymentGateway } from "./gateway.server";
import { parseEventBody } from "./webhook-event.server";
import { signatureMatches } from "./signature.server";

const TIMEOUT_MS = 10_000;

type PaystackBody<T> = { status: boolean; message?: string; data?: T };

/** One Paystack API call; an unreachable or refusing Paystack becomes a clear 503/502. */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { PAYSTACK_BASE_URL, PAYSTACK_SECRET_KEY } = env();
  let response: Response;
  try {
    response = await fetch(`${PAYSTACK_BASE_URL.replace(/\/$/, "")}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${PAYSTACK_SECRET_KEY}`, "Content-Type": "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError(503, "The payment provider could not be reached. Please try again.");
  }
  const body = (await response.json().catch(() => null)) as PaystackBody<T> | null;
  if (!response.ok || !body?.status || !body.data) {
    throw new AppError(502, `The payment provider refused the request${body?.message ? `: ${body.message}` : "."}`);
  }
  return body.data;
}

/**
 * Paystack's "abandoned" only means "not completed yet" (a fresh transaction is abandoned too),
 * so it stays pending; a reversal before we settled counts as failed.
 */
const STATUS: Record<string, ChargeStatus> = { success: "success", failed: "failed", reversed: "failed" };

/** Paystack: amounts in the smallest currency unit (cents for USD). */
export function paystackGateway(): PaymentGateway {
  const secret = env().PAYSTACK_SECRET_KEY;
  if (!secret) throw new AppError(503, "Payments are not configured: PAYSTACK_SECRET_KEY is missing.");
  return {
    name: "paystack",
    async initialize({ reference, amountCents, currency, email, callbackUrl }) {
      const data = await call<{ authorization_url: string }>("/transaction/initialize", {
        method: "POST",
        body: JSON.stringify({ email, amount: amountCents, currency, reference, callback_url: callbackUrl }),
      });
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference) {
      const data = await call<{ status: string; amount: number; currency: string; gateway_response?: string }>(
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      const status = STATUS[data.status] ?? "pending";
      const reason = status === "failed" && data.gateway_response ? data.gateway_response : undefined;
      return { reference, status, amountCents: data.amount, currency: data.currency, reason };
    },
    /**
     * A refund already made for the transaction (any but a failed one) is the answer to a retry,
     * so an interrupted refund is never sent twice (docs/decisions/0263).
     */
    async refund(reference, amountCents) {
      const made = await call<{ status: string }[]>(`/refund?reference=${encodeURIComponent(reference)}`);
      if (made.some((refund) => refund.status !== "failed")) return;
      await call("/refund", { method: "POST", body: JSON.stringify({ transaction: reference, amount: amountCents }) });
    },
    parseWebhook(rawBody, signature) {
      if (!signatureMatches(rawBody, signature, secret)) throw new AppError(401, "Invalid signature");
      return parseEventBody(rawBody);
    },
  };
}
