import { test as base, type BrowserContext } from "@playwright/test";
import fs from "node:fs";
import { DEMO } from "./fixtures";
import { SMTP_URL_FILE } from "./mailbox";
import type * as FactoriesModule from "../factories";

/**
 * Journeys that start signed in (docs/decisions/0280). The account is made through the data layer
 * (tests/factories.ts) on the e2e server's own database, and the session cookie cookieFor() signs
 * is set on the browser context: no /register or /login page is rendered. The UI stays for the
 * journeys about signing up and in (auth.spec.ts, password-reset.spec.ts, ...).
 */

/** The e2e server's settings (playwright.config.ts `webServer.env`), shared with this process. */
export const E2E_SERVER_ENV = {
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? ".e2e-data/app.db",
  UPLOADS_DIR: ".e2e-data/uploads",
  SESSION_SECRET: "e2e-secret",
  LOG_LEVEL: "warn",
  PASSWORD_HASH_COST: "test",
  REGISTRATIONS_PER_HOUR: "100000",
  AI_MODELS: "llama3.2,qwen-coder:code,sdxl:image,echo",
  AI_PREVIEWS_PER_DAY: "2",
} as const;

type Factories = typeof FactoriesModule;
type User = Awaited<ReturnType<Factories["makeBuyer"]>>;
type DemoAccount = keyof typeof DEMO;

let loaded: Promise<Factories> | undefined;

/**
 * tests/factories.ts, opened on the e2e server's database (the data layer reads these at import).
 * Mail the worker's data layer queues (a sale's receipt) goes to the run's SMTP sink like the
 * server's: without SMTP_URL the worker's mail sender would mark any due message, the server's
 * too, as delivered without sending it. Prompts made without a category go into the demo's
 * "Productivity": a category of the worker's own would show on the landing page's tiles.
 */
export function factories(): Promise<Factories> {
  Object.assign(process.env, E2E_SERVER_ENV);
  if (fs.existsSync(SMTP_URL_FILE)) process.env.SMTP_URL = fs.readFileSync(SMTP_URL_FILE, "utf8");
  return (loaded ??= import("../factories").then(async (module) => {
    module.setDefaultCategory(await findCategory("Productivity"));
    return module;
  }));
}

async function findCategory(name: string) {
  const { listCategories } = await import("~/models/categories.server");
  const category = (await listCategories()).find((each) => each.name === name);
  if (!category) throw new Error(`no demo category ${name}`);
  return category;
}

/** Signs `context` in as `user`: the cookie a login would have set. */
export async function signInContext(context: BrowserContext, baseURL: string, user: Pick<User, "id">): Promise<void> {
  const [name, ...value] = (await (await factories()).cookieFor(user)).split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: baseURL }]);
}

export async function demoUser(account: DemoAccount): Promise<User> {
  await factories(); // first: the data layer reads DATABASE_URL when it is imported
  const { getUserByEmail } = await import("~/models/users.server");
  const user = await getUserByEmail(DEMO[account]);
  if (!user) throw new Error(`no demo account ${DEMO[account]}`);
  return user;
}

type Fixtures = {
  /** Signs the page in as a demo account or a user made by the factories. */
  signIn: (who: DemoAccount | User) => Promise<User>;
  /** A fresh buyer (factories.makeBuyer), signed in; `password` is the account's. */
  signInNewBuyer: (name?: string) => Promise<{ user: User; email: string; password: string }>;
  /** A fresh vendor with a store (factories.makeVendor), signed in. */
  signInNewVendor: (options?: { name?: string; storeName?: string }) => Promise<{ user: User; storeName: string; email: string; password: string }>;
};

export const test = base.extend<Fixtures>({
  signIn: async ({ page, baseURL }, use) => {
    await use(async (who) => {
      const user = typeof who === "string" ? await demoUser(who) : who;
      await signInContext(page.context(), baseURL!, user);
      return user;
    });
  },
  signInNewBuyer: async ({ signIn }, use) => {
    await use(async (name = "Pat Profile") => {
      const { makeBuyer, PASSWORD } = await factories();
      const user = await signIn(await makeBuyer(name));
      return { user, email: user.email, password: PASSWORD };
    });
  },
  signInNewVendor: async ({ signIn }, use) => {
    await use(async (options = {}) => {
      const { makeVendor, PASSWORD } = await factories();
      const { user, vendor } = await makeVendor({ name: "Sam Seller", ...options });
      await signIn(user);
      return { user, storeName: vendor.storeName, email: user.email, password: PASSWORD };
    });
  },
});

export { expect } from "@playwright/test";

export type SignIn = Fixtures["signIn"];

/** A demo category by name (e.g. "Productivity"), so factory prompts add no categories of their own. */
export async function demoCategory(name: string) {
  await factories();
  return findCategory(name);
}

/**
 * A fresh vendor ("Sam Seller") whose listed prompt at `priceUsd` a fresh buyer has bought through
 * the local gateway; `cleared`: the sale's earnings hold has passed (factories.buyCleared).
 */
export async function vendorWithSale(priceUsd: number, { cleared = false, buyerName = "Pat Profile" } = {}) {
  const { makeVendor, makeBuyer, pricedPrompt, buy, buyCleared } = await factories();
  const { user, vendor } = await makeVendor({ name: "Sam Seller" });
  const prompt = await pricedPrompt(vendor, priceUsd);
  const buyer = await makeBuyer(buyerName);
  const reference = await (cleared ? buyCleared : buy)(buyer, prompt);
  return { user, vendor, storeName: vendor.storeName, prompt, buyer, reference };
}
