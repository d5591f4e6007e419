import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { MAX_PROXY_HOPS, parseEnv, SettingError } from "~/env.server";
import { forwardedClient } from "~/utils/client-address";
import { clientIp } from "~/utils/rate-limit.server";
import { apiLogin, freePort, killLeftovers, startLauncher, workerReady, type Launcher } from "./launcher-processes";

const hops = (TRUST_PROXY?: string) => parseEnv({ SESSION_SECRET: "s", TRUST_PROXY }).TRUST_PROXY;

describe("the TRUST_PROXY setting", () => {
  test("off unless set: unset, blank, 0 and false (any case)", () => {
    for (const value of [undefined, "", " ", "0", "false", "FALSE", " False "]) expect(hops(value)).toBe(0);
  });

  test("1 and true trust one proxy; a larger number that many hops", () => {
    for (const value of ["1", "true", "TRUE", " true "]) expect(hops(value)).toBe(1);
    expect(hops("2")).toBe(2);
    expect(hops(String(MAX_PROXY_HOPS))).toBe(MAX_PROXY_HOPS);
  });

  test.each(["yes", "on", "off", "-1", "1.5", "2e1", "0x1", String(MAX_PROXY_HOPS + 1), "10.0.0.1"])("refuses %j in one line", (value) => {
    expect(() => hops(value)).toThrow(SettingError);
    expect(() => hops(value)).toThrow(`TRUST_PROXY must be 0, 1, true, false or a number of proxy hops up to 10, not "${value}"`);
  });
});

describe("the client address", () => {
  test("off: the socket address, whatever X-Forwarded-For says", () => {
    expect(forwardedClient("10.0.0.2", "203.0.113.5", 0)).toBe("10.0.0.2");
  });

  test("one proxy: the right-most entry, the one the proxy appended; a client's own entries are left of it", () => {
    expect(forwardedClient("10.0.0.2", "203.0.113.5", 1)).toBe("203.0.113.5");
    expect(forwardedClient("10.0.0.2", "198.51.100.66, 203.0.113.5", 1)).toBe("203.0.113.5");
    expect(forwardedClient("10.0.0.2", "198.51.100.66,203.0.113.5 ", 1)).toBe("203.0.113.5");
    expect(forwardedClient("10.0.0.2", "2001:db8::7", 1)).toBe("2001:db8::7");
  });

  test("several proxies: as many places from the right; a shorter chain gives its first entry", () => {
    expect(forwardedClient("10.0.0.2", "198.51.100.66, 203.0.113.5, 10.0.0.1", 2)).toBe("203.0.113.5");
    expect(forwardedClient("10.0.0.2", "203.0.113.5, 10.0.0.1", 3)).toBe("203.0.113.5");
  });

  test("no X-Forwarded-For, or only blanks in it: the socket address", () => {
    expect(forwardedClient("10.0.0.2", null, 1)).toBe("10.0.0.2");
    expect(forwardedClient("10.0.0.2", " , ", 1)).toBe("10.0.0.2");
  });

  test("clientIp reads the address the front door resolved and never X-Forwarded-For itself", () => {
    const headers = { "x-promptory-client-ip": "10.0.0.2", "x-forwarded-for": "203.0.113.5" };
    expect(clientIp(new Request("http://localhost/login", { headers }))).toBe("10.0.0.2");
    expect(clientIp(new Request("http://localhost/login"))).toBe("local");
  });
});

describe("the login rate limit behind a proxy (real processes)", () => {
  const launched: Launcher[] = [];
  afterEach(() => killLeftovers(launched));
  const ADMIN = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "owner-password-1" };
  const CLIENT_A = { "X-Forwarded-For": "198.51.100.7" };
  const CLIENT_B = { "X-Forwarded-For": "198.51.100.8" };

  async function launch(settings: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(path.dirname(process.env.DATABASE_URL!), "proxy-"));
    const port = await freePort();
    const launcher = startLauncher({
      DATABASE_URL: path.join(dir, "app.db"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      SEED_DEMO: "0",
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      ...ADMIN,
      ...settings,
    });
    launched.push(launcher);
    await launcher.waitFor(workerReady);
    return { port, launcher };
  }

  /** The per-address limit is 30 failures in 15 minutes; different e-mails keep the per-e-mail one out of it. */
  async function failThirtyTimes(port: number, headers: Record<string, string>) {
    for (let i = 0; i < 30; i++) expect((await apiLogin(port, `nobody${i}@example.com`, "wrong-password", headers)).status).toBe(401);
  }

  test("TRUST_PROXY=1: one address behind the proxy is locked out, another still signs in", { timeout: 180_000 }, async () => {
    const { port, launcher } = await launch({ TRUST_PROXY: "1" });
    await failThirtyTimes(port, CLIENT_A);
    expect((await apiLogin(port, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, CLIENT_A)).status).toBe(429);
    // Client A cannot get out by naming another address itself: the proxy appends the real one.
    expect((await apiLogin(port, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, { "X-Forwarded-For": "203.0.113.99, 198.51.100.7" })).status).toBe(429);
    expect(await apiLogin(port, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, CLIENT_B)).toEqual({ status: 200, role: "admin" });
    expect(await launcher.stop()).toBe(0);
  });

  test("TRUST_PROXY unset: X-Forwarded-For is ignored, so the socket address is what gets locked", { timeout: 180_000 }, async () => {
    const { port, launcher } = await launch({});
    await failThirtyTimes(port, CLIENT_A);
    expect((await apiLogin(port, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, CLIENT_B)).status).toBe(429);
    expect(await launcher.stop()).toBe(0);
  });
});
