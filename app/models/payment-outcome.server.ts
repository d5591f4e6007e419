import { AppError } from "~/utils/app-error";
import { paymentGateway } from "./payments/gateway.server";
import { findLocalCharge } from "./payments/local-gateway.server";
import { getPayment, paymentReceipt } from "./settlement.server";

/**
 * Why a payment did not go through, for /payment/failed (docs/decisions/0141):
 * - declined: the provider refused the card (with its reason when it gives one);
 * - cancelled: the buyer cancelled on the provider's page (or a newer checkout replaced it);
 * - unverified: the provider could not confirm it, or reported something other than what was
 *   asked (amount mismatch, paid after being replaced): support must look at it;
 * - unknown: no payment of this buyer to speak of, so the page says only the SPEC's sentence.
 */
export type PaymentFailure =
  | { kind: "declined"; reason: string | null }
  | { kind: "cancelled" | "unverified" | "unknown" };

/**
 * Read from the payment as settlement left it and, for a decline, from the provider again: the
 * query string only names the reference, and only the payment's own buyer learns anything.
 */
export async function paymentFailure(reference: string | null, buyerId: string | undefined): Promise<PaymentFailure> {
  const payment = reference ? await getPayment(reference) : undefined;
  if (!payment || !buyerId || payment.buyerId !== buyerId) return { kind: "unknown" };
  if (payment.flag) return { kind: "unverified" };
  if (payment.status === "cancelled") return { kind: "cancelled" };
  if (payment.status !== "failed") return { kind: "unknown" };
  const charge = await paymentGateway()
    .verify(payment.reference)
    .catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  return charge?.status === "failed" ? { kind: "declined", reason: charge.reason ?? null } : { kind: "unverified" };
}

/**
 * The local gateway's page, /pay/{reference} (docs/decisions/0189): the charge and what the
 * payment covers, for the buyer who checked out only. Anyone else gets null, as for a reference
 * that has no charge, so the page cannot tell them whether it exists.
 */
export async function localChargeForBuyer(reference: string, buyerId: string) {
  const receipt = await paymentReceipt(reference, buyerId);
  const charge = await findLocalCharge(reference);
  if (!receipt || !charge) return null;
  return { charge, items: receipt.items.map(({ title, amountCents }) => ({ title, amountCents })) };
}
