import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { db, transaction, firstRow, oneRow } from "~/db/client.server";
import { type Role } from "~/db/schema";
import { ledgerEntries, mailMessages, orders, payments, purchases, teamLicences, transactions } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { createCategory, type Category } from "~/models/categories.server";
import { addItem, createCollection, type Collection } from "~/models/collections.server";
import { checkout, type BuyFor } from "~/models/checkout.server";
import { payLocalCharge, TEST_CARD, type Deliver } from "~/models/payments/local-gateway.server";
import { createPrompt, type Prompt } from "~/models/prompts.server";
import { createSession } from "~/models/sessions.server";
import { handleWebhook, settle } from "~/models/settlement.server";
import { openTicket } from "~/models/support-tickets.server";
import { acceptInvitation, createTeam, inviteToTeam } from "~/models/teams.server";
import { createUser, getVendorByUserId, registerUser, type User, type Vendor } from "~/models/users.server";
import type { CollectionCreateInput } from "~/schemas/collection";
import type { PromptInput } from "~/schemas/prompt";
import type { WithdrawalInput } from "~/schemas/withdrawal";
import { sessionStorage } from "~/utils/session.server";

/**
 * The one place tests make their data (unit, API and e2e tests): accounts, stores, categories,
 * prompts, purchases and signed-in cookies, all through the data layer against the database that
 * DATABASE_URL names (a test file's own, or the e2e server's: tests/e2e/session.ts).
 */

export const PASSWORD = "test-pass-123";
const unique = () => randomUUID().slice(0, 8);
export const uniqueEmail = (prefix = "user") => `${prefix}-${unique()}@example.test`;

// ---------------------------------------------------------------------------------------------
// Accounts and stores

/**
 * Accounts made here have a verified address; `verified: false` registers as the sign-up form
 * does, with the verification e-mail queued (CONTRACT 19).
 */
export type AccountOptions = { verified?: boolean };

export async function makeBuyer(name = "Ben Buyer", email = uniqueEmail("buyer"), { verified = true }: AccountOptions = {}): Promise<User> {
  return (await registerUser({ role: "buyer", name, email, password: PASSWORD, country: "Kenya" }, { verified })).user;
}

export type VendorOptions = AccountOptions & { name?: string; storeName?: string; email?: string; bio?: string };

/** A vendor and its store. */
export async function makeVendor(options: VendorOptions = {}): Promise<{ user: User; vendor: Vendor }> {
  const { user, vendor } = await registerUser({
    role: "vendor",
    name: options.name ?? "Vera Vendor",
    email: options.email ?? uniqueEmail("vendor"),
    password: PASSWORD,
    country: "Kenya",
    storeName: options.storeName ?? `Store ${unique()}`,
    bio: options.bio ?? "Prompts for people who ship things.",
  }, { verified: options.verified ?? true });
  return { user, vendor: vendor! };
}

export function makeAdmin(email = uniqueEmail("admin")): Promise<User> {
  return createUser({ role: "admin", name: "Ada Admin", email, password: PASSWORD, country: "Kenya" });
}

/** An account as createUser makes it: no store and no welcome notification (for tests that count notifications). */
export function makeAccount(role: Role = "buyer", email = uniqueEmail(role)): Promise<User> {
  return createUser({ role, name: "Test User", email, password: PASSWORD, country: "Kenya" });
}

/** An account of any role (a vendor's store comes with it). */
export async function makeUser(role: Role, email = uniqueEmail(role)): Promise<User> {
  if (role === "admin") return makeAdmin(email);
  if (role === "vendor") return (await makeVendor({ email, name: "Test vendor", storeName: "Test Store", bio: "A store made for the API tests." })).user;
  return makeBuyer(`Test ${role}`, email);
}

/** The token of the newest verification link e-mailed to `email`, read from the queued message as its owner would. */
export async function verificationTokenFor(email: string): Promise<string> {
  const mail = await firstRow(db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, "email-verification")))
    .orderBy(desc(sql`rowid`))
    .limit(1));
  const token = mail?.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification link in the e-mail to ${email}`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// Sessions: a bearer token (API) or the browser's cookie (web routes, e2e)

/** The Cookie header a browser signed in as `user` would send (`__session=…`). */
export async function cookieFor(user: Pick<User, "id">): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set("sessionId", (await createSession(user.id)).id);
  const setCookie = await sessionStorage().commitSession(session);
  return setCookie.split(";")[0]!;
}

/** A bearer token from POST auth/login. */
export async function tokenFor(user: User, password = PASSWORD): Promise<string> {
  const { status, body } = await api("POST", "auth/login", { json: { email: user.email, password } });
  if (status !== 200) throw new Error(`login failed: ${status} ${body.message}`);
  return body.data.token as string;
}

export type SignedIn = { user: User; token: string };
export type SignedInVendor = SignedIn & { vendor: Vendor };

export async function signedIn(role: "buyer"): Promise<SignedIn> {
  const user = await makeUser(role);
  return { user, token: await tokenFor(user) };
}

/** A buyer with a name (teams list members by name) and their API token. */
export async function signedInBuyer(name?: string): Promise<SignedIn> {
  const user = await makeBuyer(name);
  return { user, token: await tokenFor(user) };
}

export async function signedInVendor(): Promise<SignedInVendor> {
  const user = await makeUser("vendor");
  return { user, vendor: (await getVendorByUserId(user.id))!, token: await tokenFor(user) };
}

// ---------------------------------------------------------------------------------------------
// Categories and prompts

export function makeCategory(name = `Category ${unique()}`): Promise<Category> {
  return createCategory(name);
}

let sharedCategory: Category | undefined;

/** The category makePrompt uses when given none: else one made per process (e2e: a demo category). */
export function setDefaultCategory(category: Category): void {
  sharedCategory = category;
}

/** A listed prompt: a launch e-mail writer at $9.99 unless `overrides` say otherwise. */
export async function makePrompt(vendor: Vendor, category?: Category | string, overrides: Partial<PromptInput> = {}): Promise<Prompt> {
  const categoryId = typeof category === "string" ? category : (category ?? (sharedCategory ??= await makeCategory())).id;
  return createPrompt(vendor, {
    title: "Launch email writer",
    description: "Writes a launch email for a product, with subject lines and a call to action.",
    categoryId,
    priceUsd: 9.99,
    content: "You are a launch copywriter.\nWrite three subject lines.\nThen the email body.",
    tags: ["email", "launch"],
    status: "active",
    ...overrides,
  });
}

/** A listed prompt at `priceUsd` with a title of its own (the vendor business's tests). */
export function pricedPrompt(vendor: Vendor, priceUsd: number, title = `Prompt ${unique()}`): Promise<Prompt> {
  return makePrompt(vendor, undefined, { priceUsd, title, tags: ["email"] });
}

/** Valid prompt fields as the API receives them (JSON). */
export function promptFields(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "Cinematic product photos",
    description: "Turns a plain product shot into a cinematic studio photograph.",
    categoryId,
    priceUsd: 12.5,
    content: "You are a product photographer. Light the subject from the left...",
    tags: ["photo", "studio"],
    ...overrides,
  };
}

/** The prompt of promptFields, stored through the data layer (the API tests' listed prompt). */
export function seedPrompt(vendor: Vendor, categoryId: string, overrides: Partial<PromptInput> = {}): Promise<Prompt> {
  return makePrompt(vendor, categoryId, { ...promptFields(categoryId), ...overrides });
}

export type PromptApiCast = { category: Category; seller: SignedInVendor; buyer: SignedIn };

/** A category, a signed-in vendor to list prompts in it and a signed-in buyer: the prompt API tests' set-up. */
export async function promptApiCast(): Promise<PromptApiCast> {
  const category = await makeCategory();
  const seller = await signedInVendor();
  return { category, seller, buyer: await signedIn("buyer") };
}

/** A signed-in buyer and a signed-in vendor with two listed prompts: the cart's and favourites' set-up. */
export async function buyerAndTwoPrompts(): Promise<{ buyer: SignedIn; vendorToken: string; photo: Prompt; essay: Prompt }> {
  const buyer = await signedIn("buyer");
  const vendor = await signedInVendor();
  const categoryId = (await makeCategory()).id;
  const photo = await seedPrompt(vendor.vendor, categoryId);
  const essay = await seedPrompt(vendor.vendor, categoryId, { title: "Essay outliner", priceUsd: 9.99 });
  return { buyer, vendorToken: vendor.token, photo, essay };
}

/** One account of each role, a category, a listed prompt of the vendor's and a ticket of the buyer's. */
export type Cast = { buyer: User; vendor: { user: User; vendor: Vendor }; admin: User; category: Category; prompt: Prompt; ticketId: string };

export async function makeCast(label: string, prompt: Partial<PromptInput> = {}): Promise<Cast> {
  const buyer = await makeUser("buyer");
  const vendorUser = await makeUser("vendor");
  const vendor = { user: vendorUser, vendor: (await getVendorByUserId(vendorUser.id))! };
  const admin = await makeAdmin();
  const category = await makeCategory(label);
  const listed = await seedPrompt(vendor.vendor, category.id, prompt);
  const ticket = await openTicket(buyer, { subject: label, message: "A ticket to reply to." });
  return { buyer, vendor, admin, category, prompt: listed, ticketId: ticket.id };
}

// ---------------------------------------------------------------------------------------------
// Purchases

/** What a completed checkout leaves behind (payment → order → purchase), without checkout. */
export async function recordPurchase(buyerId: string, prompt: Prompt): Promise<void> {
  const reference = `ref-${unique()}`;
  await transaction(async (tx) => {
    await tx.insert(payments)
      .values({ reference, buyerId, provider: "local", amountCents: prompt.priceCents, status: "completed", settledAt: new Date() });
    const order = await oneRow(tx
      .insert(orders)
      .values({
        paymentReference: reference,
        buyerId,
        promptId: prompt.id,
        vendorId: prompt.vendorId,
        amountCents: prompt.priceCents,
        paymentStatus: "completed",
        completedAt: new Date(),
      })
      .returning());
    await tx.insert(purchases).values({ userId: buyerId, promptId: prompt.id, orderId: order.id });
  });
}

/** What a completed team checkout leaves behind (payment → team order → team licence), without checkout. */
export async function recordTeamPurchase(buyerId: string, teamId: string, prompt: Prompt): Promise<void> {
  const reference = `ref-${unique()}`;
  await transaction(async (tx) => {
    await tx.insert(payments).values({ reference, buyerId, provider: "local", amountCents: prompt.priceCents * 5, status: "completed", settledAt: new Date() });
    const order = await oneRow(tx
      .insert(orders)
      .values({ paymentReference: reference, buyerId, promptId: prompt.id, vendorId: prompt.vendorId, amountCents: prompt.priceCents * 5, paymentStatus: "completed", licence: "team", teamId, completedAt: new Date() })
      .returning());
    await tx.insert(teamLicences).values({ teamId, promptId: prompt.id, orderId: order.id });
  });
}

/** The local gateway's webhook handed straight to the app. */
export const deliverToApp: Deliver = async (rawBody, signature) => {
  await handleWebhook(rawBody, signature);
};

/** A real sale: the buyer checks these prompts out and pays with the test card; the webhook fulfils it. */
export function buy(buyer: User, ...items: Prompt[]): Promise<string> {
  return buyFor(buyer, {}, items);
}

/** A real sale as `buy`, for a team the buyer owns or administers: team licences at the team price. */
export function buyForTeam(buyer: User, teamId: string, ...items: Prompt[]): Promise<string> {
  return buyFor(buyer, { teamId }, items);
}

/** A checkout started and not paid yet: its reference and the provider's page (the local gateway's `/pay/{reference}`). */
export async function startCheckout(buyer: User, who: BuyFor, ...items: Prompt[]): Promise<{ reference: string; authorizationUrl: string }> {
  for (const item of items) await addToCart(buyer, item.id);
  return await checkout(buyer, who);
}

async function buyFor(buyer: User, who: BuyFor, items: Prompt[]): Promise<string> {
  for (const item of items) await addToCart(buyer, item.id);
  const { reference } = await checkout(buyer, who);
  await payLocalCharge(reference, TEST_CARD, { deliver: deliverToApp });
  if ((await settle(reference)) !== "completed") throw new Error(`payment ${reference} did not complete`);
  return reference;
}

/**
 * Time travel for tests about withdrawals: the payment's sale credits become available now, as
 * they would once the earnings hold (payoutHoldDays) has passed. The hold itself is tested in
 * clearance.test.ts.
 */
export async function passHold(reference: string): Promise<void> {
  const sales = db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(orders.paymentReference, reference));
  await db.update(ledgerEntries)
    .set({ availableAt: new Date() })
    .where(and(eq(ledgerEntries.kind, "sale"), inArray(ledgerEntries.transactionId, sales)));
}

/** A sale (as buy) whose hold has passed: its earnings can be withdrawn at once. */
export async function buyCleared(buyer: User, ...items: Prompt[]): Promise<string> {
  const reference = await buy(buyer, ...items);
  await passHold(reference);
  return reference;
}

export const payoutDetails = (amount: number): WithdrawalInput => ({
  payoutMethod: "bank",
  bankName: "First Bank",
  accountNumber: "0123456789",
  accountName: "Vera Vendor",
  amount,
});

// ---------------------------------------------------------------------------------------------
// Requests

type CallOptions = {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
};

// `any`: tests read arbitrary JSON shapes.
export type ApiResult = { status: number; headers: Headers; body: any };

/** Calls the /api/v1 route module the way Remix would, without a server. */
export async function api(method: string, path: string, options: CallOptions = {}): Promise<ApiResult> {
  const request = apiRequest(method, path, options);
  const args = { request, params: { "*": path.split("?")[0]! }, context: {} };
  // Imported here: e2e workers use these factories without loading the API.
  const { action, loader } = await import("~/routes/api.v1.$");
  const response = method === "GET" ? await loader(args) : await action(args);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function apiRequest(method: string, path: string, { token, json, body, headers }: CallOptions): Request {
  const allHeaders = new Headers(headers);
  if (token) allHeaders.set("Authorization", `Bearer ${token}`);
  if (json !== undefined) allHeaders.set("Content-Type", "application/json");
  const payload = json !== undefined ? JSON.stringify(json) : body;
  return new Request(`http://localhost/api/v1/${path}`, { method, headers: allHeaders, body: payload });
}

export async function pngFile(name = "cover.png"): Promise<File> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } }).png().toBuffer();
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}

/** A multipart body; arrays become repeated fields. */
export function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof File ? item : String(item));
    }
  }
  return form;
}

// ---------------------------------------------------------------------------------------------
// TEAMS (issue 25 point 2)

/** A team owned by `owner`, with `members` in it as members (joined through real invitations). */
export async function makeTeam(owner: User, members: User[] = [], name = `Team ${unique()}`): Promise<{ id: string; name: string }> {
  const team = await createTeam(owner, { name });
  for (const member of members) await acceptInvitation(member, (await inviteWithToken(owner, team.id, member.email)).token);
  return team;
}

/**
 * Invites `email` and gives back the invitation with its token (read from the queued e-mail, as
 * the invitee would), for tests that open or accept the link.
 */
export async function inviteWithToken(inviter: User, teamId: string, email: string, role: "admin" | "member" = "member", now = new Date()) {
  const invitation = await inviteToTeam(inviter, teamId, { email, role }, now);
  const mail = await firstRow(db.select({ text: mailMessages.text }).from(mailMessages).where(eq(mailMessages.to, email.toLowerCase())).orderBy(desc(sql`rowid`)).limit(1));
  const token = mail?.text.match(/teams\/join\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no join link in the e-mail to ${email}`);
  return { ...invitation, token };
}

// Collections (issue 25 point 1)

/** A buyer's collection holding `items` in that order. */
export async function makeCollection(owner: User, items: Prompt[] = [], input: Partial<CollectionCreateInput> = {}): Promise<Collection> {
  const collection = await createCollection(owner, { name: `Collection ${unique()}`, ...input });
  for (const prompt of items) await addItem(owner, collection.id, prompt.id);
  return collection;
}
