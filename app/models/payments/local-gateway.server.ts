import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { localCharges, localRefunds } from "~/db/tables.server";
import { env } from "~/env.server";
import { createId } from "~/utils/id";
import { logError } from "~/utils/logger.server";
import { AppError, notFound } from "~/utils/app-error";
import type { PaymentGateway, Verification } from "./gateway.server";
import { signatureMatches, signBody } from "./signature.server";
import { parseEventBody } from "./webhook-event.server";

export const TEST_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";
/** What the local gateway says about a declined charge, as Paystack's `gateway_response` would. */
export const DECLINE_REASON = "The card issuer declined this test card.";
const digits = (card: string) => card.replace(/\D/g, "");

/** The secret the local gateway signs its webhooks with (derived, never configured by hand). */
export function localWebhookSecret(): string {
  return createHmac("sha256", env().SESSION_SECRETS[0]!).update("local-gateway-webhook").digest("hex");
}

/** The local gateway's charge for a reference, if it has one. */
export async function findLocalCharge(reference: string) {
  return await firstRow(db.select().from(localCharges).where(eq(localCharges.reference, reference)).limit(1));
}

async function getCharge(reference: string) {
  const charge = await findLocalCharge(reference);
  if (!charge) throw notFound("Payment not found.");
  return charge;
}

/** The built-in test provider: it keeps its own charges and answers like Paystack does. */
export const localGateway: PaymentGateway = {
  name: "local",
  async initialize({ reference, amountCents, currency, email }) {
    await db.insert(localCharges)
      .values({ reference, amountCents, currency, email, transactionId: createId() })
      .onConflictDoNothing();
    // A path, not APP_URL's: the buyer stays on the host they browse, where their session cookie is.
    return { authorizationUrl: `/pay/${reference}` };
  },
  async verify(reference): Promise<Verification> {
    const charge = await getCharge(reference);
    const reason = charge.status === "failed" ? DECLINE_REASON : undefined;
    return { reference, status: charge.status, amountCents: charge.amountCents, currency: charge.currency, reason };
  },
  async refund(reference, amountCents) {
    const refuse = (why: string) => new AppError(502, `The payment provider refused the refund: ${why}`);
    if (refusal) throw refuse(refusal);
    const charge = await getCharge(reference);
    if (charge.status !== "success") throw refuse("the charge was not paid.");
    if (amountCents > charge.amountCents) throw refuse("the amount is more than was paid.");
    await db.insert(localRefunds).values({ reference, amountCents }).onConflictDoNothing();
  },
  parseWebhook(rawBody, signature) {
    if (!signatureMatches(rawBody, signature, localWebhookSecret())) throw new AppError(401, "Invalid signature");
    return parseEventBody(rawBody);
  },
};

/** Test switch: the local gateway refuses every refund with this reason until set back to null. */
let refusal: string | null = null;
export function refuseLocalRefunds(reason: string | null): void {
  refusal = reason;
}

export type WebhookMode = "once" | "twice" | "late" | "never" | "tampered";
export type Deliver = (rawBody: string, signature: string) => Promise<void>;

/** Test switches: how the webhook is delivered, and a charge for a smaller amount. */
export type PaySwitches = { webhook?: WebhookMode; chargedCents?: number; lateMs?: number; deliver?: Deliver };

/** Posts the event to the app the way a provider would; failures are only logged. */
export const deliverOverHttp: Deliver = async (rawBody, signature) => {
  try {
    await fetch(`${env().APP_URL}/payments/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-paystack-signature": signature },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logError(error, { where: "local-gateway-webhook" });
  }
};

/**
 * The "Pay now" button: charges the card (4000 0000 0000 0002 is declined), then sends
 * the signed webhook. A declined charge may be tried again on the same reference, as on
 * Paystack's page (docs/decisions/0191); paying a paid or abandoned charge changes nothing.
 */
export async function payLocalCharge(reference: string, card: string, switches: PaySwitches = {}) {
  const charge = await getCharge(reference);
  if (charge.status !== "pending" && charge.status !== "failed") return charge.status;
  const status = digits(card) === digits(DECLINED_CARD) ? "failed" : "success";
  const amountCents = switches.chargedCents ?? charge.amountCents;
  await db.update(localCharges).set({ status, amountCents }).where(eq(localCharges.reference, reference));
  const rawBody = JSON.stringify({
    event: status === "success" ? "charge.success" : "charge.failed",
    data: { id: charge.transactionId, reference, status, amount: amountCents, currency: charge.currency },
  });
  await sendWebhook(rawBody, switches);
  return status;
}

async function sendWebhook(rawBody: string, { webhook = "once", lateMs = 1500, deliver = deliverOverHttp }: PaySwitches) {
  const signature = signBody(rawBody, localWebhookSecret());
  if (webhook === "never") return;
  if (webhook === "tampered") return deliver(rawBody, signature.replace(/^./, (c) => (c === "0" ? "1" : "0")));
  if (webhook === "late") {
    setTimeout(() => void deliver(rawBody, signature), lateMs);
    return;
  }
  await deliver(rawBody, signature);
  if (webhook === "twice") await deliver(rawBody, signature);
}

/** The "Cancel" button: the provider records an abandoned charge (no webhook, like Paystack). */
export async function cancelLocalCharge(reference: string): Promise<void> {
  // No charge: the server stopped between recording the payment and opening it at the gateway.
  const charge = await findLocalCharge(reference);
  if (charge?.status === "pending") {
    await db.update(localCharges).set({ status: "abandoned" }).where(eq(localCharges.reference, reference));
  }
}
