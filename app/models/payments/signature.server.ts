import { createHmac, timingSafeEqual } from "node:crypto";

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body with the secret key. */
export function signBody(rawBody: string, secret: string): string {
  return createHmac("sha512", secret).update(rawBody).digest("hex");
}

export function signatureMatches(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(rawBody, secret), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
