import { afterEach, describe, expect, test, vi } from "vitest";
import { logLevel, parseEnv } from "~/env.server";
import { log } from "~/utils/logger.server";

const GOOD_SECRET = "prod-secret-0123456789abcdef-0123456789";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The lines `run` writes to stdout. */
function written(run: () => void): string[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

describe("LOG_LEVEL, read by the logger through app/env.server.ts", () => {
  test("a level as given; unset, blank or not a level is info, and reading it never throws", () => {
    expect(logLevel({ LOG_LEVEL: "warn" })).toBe("warn");
    expect(logLevel({ LOG_LEVEL: " debug " })).toBe("debug");
    expect(logLevel({})).toBe("info");
    expect(logLevel({ LOG_LEVEL: "  " })).toBe("info");
    expect(logLevel({ LOG_LEVEL: "verbose" })).toBe("info");
    expect(logLevel({ LOG_LEVEL: "constructor" })).toBe("info");
  });

  test("the logger keeps working when the other settings are bad (it prints their SettingError)", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "short");
    vi.stubEnv("LOG_LEVEL", "warn");
    const lines = written(() => {
      log("info", "not shown");
      log("error", "SESSION_SECRET is too short");
    });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["SESSION_SECRET is too short"]);

    vi.stubEnv("LOG_LEVEL", "verbose");
    expect(written(() => log("info", "shown at the default level")).length).toBe(1);
  });
});

describe("security headers, read from env()", () => {
  test("the production build: the CSP (with Paystack's checkout as a form target), HSTS on an https APP_URL", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", GOOD_SECRET);
    vi.stubEnv("PAYMENT_PROVIDER", "paystack");
    vi.stubEnv("PAYSTACK_SECRET_KEY", "sk_test_x");
    vi.stubEnv("APP_URL", "https://prompts.example.com");
    vi.stubEnv("PASSWORD_HASH_COST", "standard");
    const { applySecurityHeaders } = await import("~/utils/security-headers.server");
    const headers = applySecurityHeaders(new Headers(), "n0nce");
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-n0nce'");
    expect(headers.get("Content-Security-Policy")).toContain("form-action 'self' https://checkout.paystack.com");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  test("outside the production build (dev, tests) and on http: no CSP, no HSTS; the other headers always", async () => {
    vi.stubEnv("APP_URL", "http://localhost:3000");
    const { applySecurityHeaders } = await import("~/utils/security-headers.server");
    const headers = applySecurityHeaders(new Headers());
    expect(headers.get("Content-Security-Policy")).toBeNull();
    expect(headers.get("Strict-Transport-Security")).toBeNull();
    expect(headers.get("X-Frame-Options")).toBe("DENY");
  });

  test("PRODUCTION_BUILD is NODE_ENV=production, whatever mode the launcher hands its workers", () => {
    const databaseUrl = process.env.DATABASE_URL!;
    expect(parseEnv({ DATABASE_URL: databaseUrl, NODE_ENV: "production", PROMPTORY_MODE: "demo", SESSION_SECRET: "x" }).PRODUCTION_BUILD).toBe(true);
    expect(parseEnv({ DATABASE_URL: databaseUrl, NODE_ENV: "test", SESSION_SECRET: "x" }).PRODUCTION_BUILD).toBe(false);
  });
});
