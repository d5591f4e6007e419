import { AppError } from "~/utils/app-error";
import type { WebhookEvent } from "./gateway.server";

/** Paystack-shaped event body: `{ event, data: { id, reference, ... } }`. */
export function parseEventBody(rawBody: string): WebhookEvent {
  let body: { event?: unknown; data?: { id?: unknown; reference?: unknown } };
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, "Malformed webhook body");
  }
  const { event, data } = body;
  if (typeof event !== "string" || typeof data?.reference !== "string" || data.id === undefined) {
    throw new AppError(400, "Malformed webhook body");
  }
  return { id: `${event}:${String(data.id)}`, event, reference: data.reference };
}
