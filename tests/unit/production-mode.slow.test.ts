import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { parseEnv } from "~/env.server";
import { getUserByEmail } from "~/models/users.server";
import { makeBuyer } from "../factories";
import { apiLogin, freePort, killLeftovers, startLauncher, workerReady, type Launcher, type LogLine } from "./launcher-processes";
import { settingRefusal } from "../support/setting-refusal";

const TEST_DIR = path.dirname(process.env.DATABASE_URL!);
const GOOD_SECRET = "prod-secret-0123456789abcdef-0123456789";
const PRODUCTION = { NODE_ENV: "production", SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: "local", APP_URL: "https://prompts.example.test" };

let dirs = 0;
/** A new, empty data folder for one launch (or one series of launches). */
function dataDir(): { dir: string; DATABASE_URL: string; UPLOADS_DIR: string } {
  const dir = path.join(TEST_DIR, `data-${++dirs}`);
  fs.mkdirSync(dir);
  return { dir, DATABASE_URL: path.join(dir, "app.db"), UPLOADS_DIR: path.join(dir, "uploads") };
}

const refusal = (source: Record<string, string>) => settingRefusal({ DATABASE_URL: path.join(TEST_DIR, "parse.db") }, source);

describe("the settings (parseEnv)", () => {
  test("outside production: the demo defaults, any SESSION_SECRET, and a generated one when none is given", () => {
    const databaseUrl = path.join(TEST_DIR, "demo-defaults", "app.db");
    const demo = parseEnv({ DATABASE_URL: databaseUrl });
    expect(demo).toMatchObject({ MODE: "demo", SEED_DEMO: "1", PAYMENT_PROVIDER: "local", PORT: 3000, TRUST_PROXY: 0 });
    expect(demo.APP_URL).toBe("http://localhost:3000");
    expect(demo.SESSION_SECRETS).toEqual([fs.readFileSync(path.join(TEST_DIR, "demo-defaults", ".session-secret"), "utf8")]);
    expect(parseEnv({ NODE_ENV: "test", SESSION_SECRET: "e2e-secret" })).toMatchObject({ MODE: "demo", SESSION_SECRETS: ["e2e-secret"] });
    expect(parseEnv({ NODE_ENV: "development", SEED_DEMO: "0", SESSION_SECRET: "a, b" })).toMatchObject({ SEED_DEMO: "0", SESSION_SECRETS: ["a", "b"] });
  });

  test("production: no demo seed unless SEED_DEMO=1, the provider as given, the secrets as given and no secret file", () => {
    const databaseUrl = path.join(TEST_DIR, "production", "app.db");
    const production = parseEnv({ ...PRODUCTION, DATABASE_URL: databaseUrl, SESSION_SECRET: `${GOOD_SECRET}, ${GOOD_SECRET}-old` });
    expect(production).toMatchObject({ MODE: "production", SEED_DEMO: "0", PAYMENT_PROVIDER: "local" });
    expect(production.SESSION_SECRETS).toEqual([GOOD_SECRET, `${GOOD_SECRET}-old`]);
    expect(fs.existsSync(path.join(TEST_DIR, "production"))).toBe(false);
    expect(parseEnv({ ...PRODUCTION, SEED_DEMO: "1" }).SEED_DEMO).toBe("1");
    const paystack = { ...PRODUCTION, PAYMENT_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk_test_x" };
    expect(parseEnv(paystack).PAYMENT_PROVIDER).toBe("paystack");
  });

  test("the launcher's workers run with NODE_ENV=production but keep the mode it hands them", () => {
    expect(parseEnv({ NODE_ENV: "production", PROMPTORY_MODE: "demo", SESSION_SECRET: "e2e-secret" })).toMatchObject({
      MODE: "demo",
      SEED_DEMO: "1",
      PAYMENT_PROVIDER: "local",
    });
    expect(refusal({ PROMPTORY_MODE: "production", SESSION_SECRET: "e2e-secret", PAYMENT_PROVIDER: "local" })).toMatch(/^SESSION_SECRET is too short/);
    expect(refusal({ ...PRODUCTION, PROMPTORY_MODE: "staging" })).toBe(
      'PROMPTORY_MODE is set by the launcher for its workers: "production" or "demo", not "staging"',
    );
  });

  test.each([
    ["no SESSION_SECRET", { ...PRODUCTION, SESSION_SECRET: "" }, /^SESSION_SECRET must be set in production: a random string of at least 32 characters/],
    ["a short SESSION_SECRET", { ...PRODUCTION, SESSION_SECRET: "short-secret-value" }, /^SESSION_SECRET is too short: in production each comma-separated secret must be at least 32 characters$/],
    ["a short old secret in the rotation list", { ...PRODUCTION, SESSION_SECRET: `${GOOD_SECRET},short-secret-value` }, /^SESSION_SECRET is too short/],
    ["only commas as SESSION_SECRET", { ...PRODUCTION, SESSION_SECRET: " , " }, /^SESSION_SECRET must be set in production/],
    ["no APP_URL (issue 23, point 24)", { ...PRODUCTION, APP_URL: "" }, /^APP_URL must be set in production: the address people open, such as https:\/\/prompts.example.com/],
    ["no PAYMENT_PROVIDER", { ...PRODUCTION, PAYMENT_PROVIDER: "" }, /^PAYMENT_PROVIDER must be set in production: "paystack" \(real payments, with PAYSTACK_SECRET_KEY\) or "local"/],
  ])("production refuses %s", (_, source, message) => {
    expect(refusal(source)).toMatch(message);
  });

  test.each<[string, Record<string, string>, string]>([
    ["an unknown PAYMENT_PROVIDER", { PAYMENT_PROVIDER: "stripe" }, 'PAYMENT_PROVIDER must be one of "local", "paystack", not "stripe"'],
    ["paystack without its key", { PAYMENT_PROVIDER: "paystack" }, "PAYSTACK_SECRET_KEY must be set when PAYMENT_PROVIDER is paystack"],
    ["a PORT that is not a port", { PORT: "80a" }, 'PORT must be a whole number from 1 to 65535, not "80a"'],
    ["PORT 0", { PORT: "0" }, 'PORT must be a whole number from 1 to 65535, not "0"'],
    ["SEED_DEMO other than 0 or 1", { SEED_DEMO: "yes" }, 'SEED_DEMO must be one of "0", "1", not "yes"'],
    ["a relative APP_URL", { APP_URL: "prompts.example.com" }, 'APP_URL must be an absolute URL such as https://prompts.example.com, not "prompts.example.com"'],
    ["an unknown LOG_LEVEL", { LOG_LEVEL: "verbose" }, 'LOG_LEVEL must be one of "debug", "info", "warn", "error", not "verbose"'],
    ["ADMIN_EMAIL alone", { ADMIN_EMAIL: "owner@example.com" }, "ADMIN_PASSWORD must be set with ADMIN_EMAIL (the first admin needs both)"],
    ["ADMIN_PASSWORD alone", { ADMIN_PASSWORD: "long-enough-pass" }, "ADMIN_EMAIL must be set with ADMIN_PASSWORD (the first admin needs both)"],
    ["a bad ADMIN_EMAIL", { ADMIN_EMAIL: "owner-at-example", ADMIN_PASSWORD: "long-enough-pass" }, 'ADMIN_EMAIL: Enter a valid email address, not "owner-at-example"'],
    ["a short ADMIN_PASSWORD", { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "pw-1234" }, "ADMIN_PASSWORD: Password must be at least 8 characters"],
    ["a one-letter ADMIN_NAME", { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "long-enough-pass", ADMIN_NAME: "O" }, 'ADMIN_NAME: Full name must be at least 2 characters, not "O"'],
  ])("both modes refuse %s with one line that names the setting", (_, source, message) => {
    expect(refusal(source)).toBe(message);
    expect(refusal({ ...PRODUCTION, ...source })).toBe(message);
  });

  test("one line for several problems, and never a secret's value", () => {
    const message = refusal({ NODE_ENV: "production", SESSION_SECRET: "tiny-secret-7f3a", PAYMENT_PROVIDER: "paypal", APP_URL: "https://p.example", ADMIN_EMAIL: "o@example.com", ADMIN_PASSWORD: "pw-9z" });
    expect(message.split("; ").map((part) => part.split(/ |:/)[0])).toEqual(["SESSION_SECRET", "PAYMENT_PROVIDER", "ADMIN_PASSWORD"]);
    expect(message).not.toMatch(/\n/);
    expect(message).not.toContain("tiny-secret-7f3a");
    expect(message).not.toContain("pw-9z");
  });

  test("the first admin: e-mail cleaned as user:create cleans it, password as typed, a default name; blanks are unset", () => {
    expect(parseEnv({ ...PRODUCTION, ADMIN_EMAIL: " Owner@Example.COM ", ADMIN_PASSWORD: " spaced pass " }).FIRST_ADMIN).toEqual({
      email: "owner@example.com",
      password: " spaced pass ",
      name: "Administrator",
    });
    expect(parseEnv({ ...PRODUCTION, ADMIN_EMAIL: "o@example.com", ADMIN_PASSWORD: "long-enough", ADMIN_NAME: "Olive" }).FIRST_ADMIN?.name).toBe("Olive");
    expect(parseEnv({ ...PRODUCTION, ADMIN_EMAIL: " ", ADMIN_PASSWORD: "", PORT: "", SEED_DEMO: " " })).toMatchObject({
      FIRST_ADMIN: undefined,
      PORT: 3000,
      SEED_DEMO: "0",
    });
  });
});

const msgs = (lines: LogLine[]) => lines.map((line) => line.msg);

describe("the launcher in production mode (real processes)", () => {
  const launched: Launcher[] = [];
  afterEach(() => killLeftovers(launched));

  function launch(env: Record<string, string>): Launcher {
    const launcher = startLauncher(env);
    launched.push(launcher);
    return launcher;
  }

  test.each<[string, Record<string, string>, string]>([
    ["no SESSION_SECRET", { SESSION_SECRET: "" }, "SESSION_SECRET must be set in production"],
    ["a short SESSION_SECRET", { SESSION_SECRET: "short-secret-do-not-echo" }, "SESSION_SECRET is too short"],
    ["no PAYMENT_PROVIDER", { PAYMENT_PROVIDER: "" }, "PAYMENT_PROVIDER must be set in production"],
    ["paystack without PAYSTACK_SECRET_KEY", { PAYMENT_PROVIDER: "paystack" }, "PAYSTACK_SECRET_KEY must be set"],
    ["an unknown PAYMENT_PROVIDER", { PAYMENT_PROVIDER: "stripe" }, 'PAYMENT_PROVIDER must be one of "local", "paystack", not "stripe"'],
    ["a bad PORT", { PORT: "http" }, 'PORT must be a whole number from 1 to 65535, not "http"'],
    ["ADMIN_EMAIL without ADMIN_PASSWORD", { ADMIN_EMAIL: "owner@example.com" }, "ADMIN_PASSWORD must be set with ADMIN_EMAIL"],
    ["a bad ADMIN_EMAIL", { ADMIN_EMAIL: "owner.example.com", ADMIN_PASSWORD: "long-enough-pass" }, "ADMIN_EMAIL: Enter a valid email address"],
    ["a short ADMIN_PASSWORD", { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "pw-4321" }, "ADMIN_PASSWORD: Password must be at least 8 characters"],
  ])("refuses %s: exit 1, one error line, nothing created or started, no secret shown", async (_, settings, message) => {
    const { dir, ...paths } = dataDir();
    const launcher = launch({ ...PRODUCTION, ...paths, WEB_CONCURRENCY: "1", ...settings });
    const [code] = await launcher.exited;
    expect(code).toBe(1);
    expect(launcher.lines).toEqual([{ time: expect.any(String), level: "error", msg: expect.stringContaining(message) }]);
    expect(launcher.output().trim().split("\n")).toHaveLength(1); // nothing on stderr either
    for (const secret of [settings.SESSION_SECRET, settings.ADMIN_PASSWORD].filter(Boolean)) expect(launcher.output()).not.toContain(secret);
    expect(fs.readdirSync(dir)).toEqual([]); // no database, no secret file, no uploads
  }, 60_000);

  // A real process that starts, migrates and exits: seconds on a quiet machine, more on a busy one (issue 41 point 13).
  test("refuses an ADMIN_EMAIL that belongs to a buyer, and leaves the buyer a buyer", { timeout: 120_000 }, async () => {
    await makeBuyer("Bea Buyer", "bea@example.com");
    const launcher = launch({
      ...PRODUCTION,
      DATABASE_URL: process.env.DATABASE_URL!,
      UPLOADS_DIR: process.env.UPLOADS_DIR!,
      ADMIN_EMAIL: "bea@example.com",
      ADMIN_PASSWORD: "taken-over-1",
    });
    expect((await launcher.exited)[0]).toBe(1);
    expect(launcher.lines.at(-1)).toMatchObject({
      level: "error",
      msg: "ADMIN_EMAIL belongs to an existing buyer account: choose another address, or make an admin with npm run user:create",
    });
    expect((await getUserByEmail("bea@example.com"))?.role).toBe("buyer");
  });

  test(
    "creates the admin from ADMIN_EMAIL on an empty database, seeds no demo, and never changes that admin's password later",
    { timeout: 180_000 },
    async () => {
      const { dir, ...paths } = dataDir();
      const port = await freePort();
      const settings = { ...PRODUCTION, ...paths, PORT: String(port), WEB_CONCURRENCY: "1", APP_URL: "https://prompts.example.test" };
      const first = launch({ ...settings, ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "first-admin-pass", ADMIN_NAME: "Olive Owner" });
      await first.waitFor(workerReady);
      expect(first.lines).toContainEqual(expect.objectContaining({ level: "info", msg: "admin created from ADMIN_EMAIL", email: "owner@example.com" }));
      expect(msgs(first.lines).filter((msg) => /demo/.test(msg))).toEqual([]);
      expect(await apiLogin(port, "admin@demo.test", "promptory-demo")).toEqual({ status: 401 });
      expect(await apiLogin(port, "owner@example.com", "first-admin-pass")).toEqual({ status: 200, role: "admin" });

      // The web form signs in too, with a Secure cookie since APP_URL is https.
      const form = await fetch(`http://127.0.0.1:${port}/login`, {
        method: "POST",
        body: new URLSearchParams({ email: "owner@example.com", password: "first-admin-pass" }),
        redirect: "manual",
      });
      expect(form.status).toBe(302);
      expect(form.headers.get("set-cookie")).toMatch(/^__session=[^;]+;.*; HttpOnly; Secure; SameSite=Lax$/);
      expect(await first.stop()).toBe(0);
      expect(first.output()).not.toContain("first-admin-pass");
      expect(first.output()).not.toContain(GOOD_SECRET);
      expect(fs.readdirSync(dir)).not.toContain(".session-secret");

      const second = launch({ ...settings, ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "second-admin-pass" });
      await second.waitFor(workerReady);
      expect(second.lines).toContainEqual(
        expect.objectContaining({ level: "info", msg: "ADMIN_EMAIL and ADMIN_PASSWORD ignored: the database already has an admin" }),
      );
      expect(await apiLogin(port, "owner@example.com", "second-admin-pass")).toEqual({ status: 401 });
      expect(await apiLogin(port, "owner@example.com", "first-admin-pass")).toEqual({ status: 200, role: "admin" });
      expect(await second.stop()).toBe(0);
      expect(second.output()).not.toContain("second-admin-pass");
    },
  );

  test("SEED_DEMO=1 seeds the demo in production too", { timeout: 180_000 }, async () => {
    const { dir: _, ...paths } = dataDir();
    const port = await freePort();
    const launcher = launch({ ...PRODUCTION, ...paths, PORT: String(port), WEB_CONCURRENCY: "1", SEED_DEMO: "1" });
    await launcher.waitFor(workerReady);
    expect(msgs(launcher.lines)).toContain("demo data seeded");
    expect(msgs(launcher.lines).filter((msg) => msg.startsWith("running a demo"))).toEqual([]);
    expect(await apiLogin(port, "admin@demo.test", "promptory-demo")).toEqual({ status: 200, role: "admin" });
    expect(await launcher.stop()).toBe(0);
  });
});

describe("the launcher outside production (real processes)", () => {
  const launched: Launcher[] = [];
  afterEach(() => killLeftovers(launched));

  test("says it is running a demo, seeds the demo with a generated secret, and still takes ADMIN_EMAIL", { timeout: 180_000 }, async () => {
    const { dir, ...paths } = dataDir();
    const port = await freePort();
    const launcher = startLauncher({ ...paths, PORT: String(port), WEB_CONCURRENCY: "1", ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "demo-owner-pass" });
    launched.push(launcher);
    await launcher.waitFor(workerReady);
    const demoLines = launcher.lines.filter((line) => line.msg.startsWith("running a demo"));
    expect(demoLines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: expect.stringMatching(/demo accounts .* share a public password; the local test gateway .*For production set NODE_ENV=production, SESSION_SECRET/),
        mode: "demo",
        seedDemo: "1",
        paymentProvider: "local",
      }),
    ]);
    const order = (start: string) => msgs(launcher.lines).findIndex((msg) => msg.startsWith(start));
    expect(order("running a demo")).toBeLessThan(order("database ready"));
    expect(msgs(launcher.lines)).toContain("admin created from ADMIN_EMAIL");
    expect(msgs(launcher.lines)).toContain("demo data seeded");
    expect(fs.readdirSync(dir)).toContain(".session-secret");

    expect(await apiLogin(port, "admin@demo.test", "promptory-demo")).toEqual({ status: 200, role: "admin" });
    expect(await apiLogin(port, "owner@example.com", "demo-owner-pass")).toEqual({ status: 200, role: "admin" });
    const form = await fetch(`http://127.0.0.1:${port}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "buyer@demo.test", password: "promptory-demo" }),
      redirect: "manual",
    });
    expect(form.status).toBe(302);
    expect(form.headers.get("set-cookie")).not.toMatch(/Secure/); // http://localhost must keep working
    expect(await launcher.stop()).toBe(0);
    expect(launcher.output()).not.toContain("demo-owner-pass");
  });
});
