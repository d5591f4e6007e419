import { env } from "~/env.server";

/** Headers every HTML, data and API response carries. `nonce` allows Remix's inline scripts. */
export function applySecurityHeaders(headers: Headers, nonce?: string): Headers {
  const { PRODUCTION_BUILD, PAYMENT_PROVIDER, APP_URL } = env();
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (PRODUCTION_BUILD) {
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        `form-action 'self'${PAYMENT_PROVIDER === "paystack" ? " https://checkout.paystack.com" : ""}`,
      ].join("; "),
    );
  }
  if (APP_URL.startsWith("https://")) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  return headers;
}
