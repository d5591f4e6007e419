import type { ActionFunctionArgs } from "@remix-run/node";
import { AppError } from "~/utils/app-error";
import { handleWebhook } from "~/models/settlement.server";
import { readAtMost } from "~/utils/bounded-body.server";
import { logError } from "~/utils/logger.server";
import { WEBHOOK_BODY_BYTES } from "~/utils/request-limits";
import { applySecurityHeaders } from "~/utils/security-headers.server";

function reply(status: number, body: Record<string, unknown>) {
  const response = Response.json(body, { status });
  applySecurityHeaders(response.headers);
  return response;
}

export const loader = () => reply(405, { success: false, message: "Use POST" });

/**
 * The provider's server-to-server notification (Paystack or the local gateway). The raw
 * body is what the signature covers, so it is read as text, and no further than its limit.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(405, { success: false, message: "Use POST" });
  const body = await readAtMost(request, WEBHOOK_BODY_BYTES);
  if (!body) return reply(413, { success: false, message: "Body too large" });
  const rawBody = body.toString("utf8");
  try {
    const result = await handleWebhook(rawBody, request.headers.get("x-paystack-signature"));
    return reply(200, { success: true, received: result });
  } catch (error) {
    if (error instanceof AppError) return reply(error.status, { success: false, message: error.message });
    logError(error, { where: "payment-webhook" });
    // 500 makes the provider retry later; the event was not recorded.
    return reply(500, { success: false, message: "Something went wrong" });
  }
}
