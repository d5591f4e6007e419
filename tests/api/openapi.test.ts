import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operationId, openApiPath } from "~/api/openapi.server";
import { apiRoutes } from "~/api/routes.server";
import type { DocumentedRoute } from "~/api/router.server";
import { db, firstRow } from "~/db/client.server";
import { emailVerificationTokens, mailMessages, prompts } from "~/db/tables.server";
import { env } from "~/env.server";
import { runPreview } from "~/models/ai/preview.server";
import { addToCart } from "~/models/cart.server";
import { addFavourite } from "~/models/favourites.server";
import { createModel } from "~/models/models.server";
import type { Vendor } from "~/models/users.server";
import { listNotifications } from "~/models/notifications.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { setSetting } from "~/models/settings.server";
import { openTicket } from "~/models/support-tickets.server";
import { rejectWithdrawal, requestWithdrawal } from "~/models/withdrawals.server";
import { startFakeAi, type FakeAi } from "../support/fake-ai";
import { rolledBack } from "../support/rolled-back";
import { onPostgres } from "../support/engine";
import {
  api,
  buyCleared,
  inviteWithToken,
  makeAdmin,
  makeBuyer,
  makeCategory,
  makeCollection,
  makePrompt,
  makeTeam,
  buyForTeam,
  makeVendor,
  PASSWORD,
  payoutDetails,
  pricedPrompt,
  tokenFor,
  uniqueEmail,
  verificationTokenFor,
  type ApiResult,
} from "../factories";

/*
 * The OpenAPI document (/api/v1/openapi.json) against the route table and the routes themselves:
 * every route has an operation, and every operation's response example has the keys and types
 * that a real call of the route returns (docs/decisions/0275).
 */

type Caller = "anon" | "buyer" | "vendor" | "admin" | "unverified";
/** A call that succeeds: who makes it, its URL (with {fixture} ids) and its JSON body. */
type Sample = { as: Caller; url: string; json?: unknown };

const PROMPT_JSON = {
  title: "A launch email prompt",
  description: "Writes a launch email for a product, with subject lines and a call to action.",
  categoryId: "{category}",
  priceUsd: 20,
  content: "You are a launch copywriter.\nWrite three subject lines for [PRODUCT].",
  tags: ["email"],
  exampleText1: "Subject: Meet Nimbus, the notebook that thinks with you",
};

// prettier-ignore
const SAMPLES: Record<string, Sample> = {
  "POST auth/login": { as: "anon", url: "auth/login", json: { email: "{buyerEmail}", password: PASSWORD } },
  "POST auth/logout": { as: "buyer", url: "auth/logout" },
  "POST auth/register": { as: "anon", url: "auth/register", json: { role: "buyer", name: "New Buyer", email: "{newEmail}", password: "a-long-password", country: "Kenya" } },
  "GET auth/me": { as: "buyer", url: "auth/me" },
  "POST auth/verify-email": { as: "anon", url: "auth/verify-email", json: { token: "{verifyToken}" } },
  "POST auth/resend-verification": { as: "unverified", url: "auth/resend-verification" },
  "PUT auth/change-password": { as: "buyer", url: "auth/change-password", json: { currentPassword: PASSWORD, newPassword: "another-long-password" } },
  "PUT auth/profile": { as: "buyer", url: "auth/profile", json: { name: "Ann Buyer", country: "Ghana", emailSaleNotices: false } },
  "POST auth/forgot-password": { as: "anon", url: "auth/forgot-password", json: { email: "{buyerEmail}" } },
  "POST auth/reset-password": { as: "anon", url: "auth/reset-password", json: { token: "{resetToken}", password: "a-reset-password" } },
  "GET notifications/all": { as: "buyer", url: "notifications/all" },
  "GET notifications/count": { as: "buyer", url: "notifications/count" },
  "GET notifications/count/unread": { as: "buyer", url: "notifications/count/unread" },
  "PUT notifications/read-all": { as: "buyer", url: "notifications/read-all" },
  "DELETE notifications/delete-notificaion/:id": { as: "buyer", url: "notifications/delete-notificaion/{notification}" },
  "POST support-tickets": { as: "buyer", url: "support-tickets", json: { subject: "A question", message: "Where is my receipt?" } },
  "GET support-tickets": { as: "buyer", url: "support-tickets" },
  "GET support-tickets/:id": { as: "buyer", url: "support-tickets/{ticket}" },
  "POST support-tickets/:id/messages": { as: "buyer", url: "support-tickets/{ticket}/messages", json: { message: "Any news?" } },
  "PATCH support-tickets/:id": { as: "admin", url: "support-tickets/{ticket}", json: { status: "closed" } },
  "GET categories/get-categories": { as: "anon", url: "categories/get-categories" },
  "GET admin/categories": { as: "admin", url: "admin/categories" },
  "POST admin/create-category": { as: "admin", url: "admin/create-category", json: { name: "Brand new" } },
  "PUT admin/update-category/:id": { as: "admin", url: "admin/update-category/{category}", json: { name: "Renamed" } },
  "DELETE admin/delete-category/:id": { as: "admin", url: "admin/delete-category/{emptyCategory}" },
  "GET models/get-models": { as: "anon", url: "models/get-models" },
  "GET admin/models": { as: "admin", url: "admin/models" },
  "POST admin/create-model": { as: "admin", url: "admin/create-model", json: { name: "Brand new model" } },
  "PUT admin/update-model/:id": { as: "admin", url: "admin/update-model/{model}", json: { name: "Renamed model" } },
  "DELETE admin/delete-model/:id": { as: "admin", url: "admin/delete-model/{unusedModel}" },
  "POST prompt/create-prompt": { as: "vendor", url: "prompt/create-prompt", json: PROMPT_JSON },
  "GET prompt/prompts": { as: "anon", url: "prompt/prompts" },
  "GET prompt/purchased": { as: "buyer", url: "prompt/purchased" },
  "GET prompt/get-single-prompt/:id": { as: "anon", url: "prompt/get-single-prompt/{p1}" },
  "PUT prompt/update-prompt/:id": { as: "vendor", url: "prompt/update-prompt/{p1}", json: PROMPT_JSON },
  "POST prompt/delete-prompt/:id": { as: "vendor", url: "prompt/delete-prompt/{p2}" },
  "GET admin/prompts": { as: "admin", url: "admin/prompts" },
  "POST prompt/admin/activate-prompt/:id": { as: "admin", url: "prompt/admin/activate-prompt/{p1}" },
  "POST prompt/admin/deactivate-prompt/:id": { as: "admin", url: "prompt/admin/deactivate-prompt/{p1}" },
  "POST prompt/admin/ban-prompt/:id": { as: "admin", url: "prompt/admin/ban-prompt/{p1}" },
  "POST prompt/admin/approve-prompt/:id": { as: "admin", url: "prompt/admin/approve-prompt/{pending}" },
  "POST prompt/admin/reject-prompt/:id": { as: "admin", url: "prompt/admin/reject-prompt/{pending}", json: { reason: "Not what it says." } },
  "GET cart/cart": { as: "buyer", url: "cart/cart" },
  "POST cart/add/:promptId": { as: "buyer", url: "cart/add/{p2}" },
  "DELETE cart/remove/:promptId": { as: "buyer", url: "cart/remove/{p3}" },
  "DELETE cart/clear": { as: "buyer", url: "cart/clear" },
  "POST cart/checkout": { as: "buyer", url: "cart/checkout" },
  "GET favourites": { as: "buyer", url: "favourites" },
  "POST favourites/:promptId": { as: "buyer", url: "favourites/{p2}" },
  "DELETE favourites/:promptId": { as: "buyer", url: "favourites/{p3}" },
  "GET teams": { as: "buyer", url: "teams" },
  "POST teams": { as: "buyer", url: "teams", json: { name: "Writers" } },
  "POST teams/join/:token": { as: "buyer", url: "teams/join/{joinToken}" },
  "GET teams/:id": { as: "buyer", url: "teams/{team}" },
  "DELETE teams/:id": { as: "buyer", url: "teams/{team}" },
  "POST teams/:id/invitations": { as: "buyer", url: "teams/{team}/invitations", json: { email: "{newEmail}", role: "member" } },
  "DELETE teams/:id/invitations/:invitationId": { as: "buyer", url: "teams/{team}/invitations/{invitation}" },
  "DELETE teams/:id/members/:userId": { as: "buyer", url: "teams/{team}/members/{teamMember}" },
  "POST teams/:id/leave": { as: "buyer", url: "teams/{joinedTeam}/leave" },
  "PUT teams/:id/owner": { as: "buyer", url: "teams/{team}/owner", json: { userId: "{teamMember}" } },
  "GET users/dashboard-stats": { as: "buyer", url: "users/dashboard-stats" },
  "GET users/buyer/transactions": { as: "buyer", url: "users/buyer/transactions" },
  "GET vendors/dashboard/stats": { as: "vendor", url: "vendors/dashboard/stats" },
  "PUT vendors/update-profile": { as: "vendor", url: "vendors/update-profile", json: { bio: "Prompts for people who ship things, now with more." } },
  "POST vendors/withdrawal/request": { as: "vendor", url: "vendors/withdrawal/request", json: { amount: 10, payoutDetails: { bank: "First Bank", accountNumber: "0123456789", accountName: "Vera Vendor" } } },
  "GET vendors/vendors": { as: "admin", url: "vendors/vendors" },
  "GET vendors/orders": { as: "vendor", url: "vendors/orders" },
  "GET vendors/withdrawals": { as: "vendor", url: "vendors/withdrawals" },
  "GET admin/stats": { as: "admin", url: "admin/stats" },
  "GET admin/settings": { as: "admin", url: "admin/settings" },
  "PUT admin/update-settings": { as: "admin", url: "admin/update-settings", json: { name: "platformFeePercentage", value: 25 } },
  "GET admin/orders": { as: "admin", url: "admin/orders" },
  "POST payment/admin/refund/:reference": { as: "admin", url: "payment/admin/refund/{order}", json: { reason: "Bought twice by mistake." } },
  "POST ai/enhance": { as: "buyer", url: "ai/enhance", json: { prompt: "Write a blog post about [TOPIC]." } },
  "GET openapi.json": { as: "anon", url: "openapi.json" },
  "GET collections": { as: "buyer", url: "collections" },
  "POST collections": { as: "buyer", url: "collections", json: { name: "Launch kit", description: "For the launch" } },
  "GET collections/:id": { as: "anon", url: "collections/{collection}" },
  "PUT collections/:id": { as: "buyer", url: "collections/{collection}", json: { name: "Renamed", isPublic: false } },
  "DELETE collections/:id": { as: "buyer", url: "collections/{collection}" },
  "POST collections/:id/items": { as: "buyer", url: "collections/{collection}/items", json: { promptId: "{p2}" } },
  "DELETE collections/:id/items/:promptId": { as: "buyer", url: "collections/{collection}/items/{p1}" },
  "PUT collections/:id/items": { as: "buyer", url: "collections/{collection}/items", json: { promptIds: ["{p3}", "{p1}"] } },
  "GET ai/preview/:promptId": { as: "buyer", url: "ai/preview/{p1}" },
  "POST ai/preview/:promptId": { as: "buyer", url: "ai/preview/{p1}", json: { example: 0, models: ["llama3.2"] } },
  "POST ai/preview/:promptId/example": { as: "vendor", url: "ai/preview/{p1}/example", json: { values: { PRODUCT: "Nimbus" }, model: "llama3.2" } },
};

const key = (route: DocumentedRoute) => `${route.method} ${route.segments.join("/")}`;

let ids: Record<string, string>;
let fakeAi: FakeAi;
const tokens = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  // Live preview's sample needs a provider: the fake one, with one text model.
  fakeAi = await startFakeAi();
  Object.assign(env().AI, { baseUrl: fakeAi.url, models: [{ id: "llama3.2", kind: "text" }] });
  const admin = await makeAdmin();
  const buyer = await makeBuyer("Ann Buyer");
  const stranger = await makeBuyer("Rita Reset");
  const v = await makeVendor({ storeName: "Vera's Store" });
  const p1 = await fullPrompt(v.vendor, 30);
  const p2 = await pricedPrompt(v.vendor, 12);
  const p3 = await fullPrompt(v.vendor, 8);
  await setSetting("reviewNewPrompts", true);
  const pending = await fullPrompt(v.vendor, 9);
  await setSetting("reviewNewPrompts", false);
  await db.update(prompts).set({ previewMode: "examples", previewExamples: [{ PRODUCT: "Nimbus" }], previewModels: ["llama3.2"] }).where(eq(prompts.id, p1.id));
  // The vendor's own run, in today's cache for "Save as example output"'s sample.
  await runPreview({ user: v.user, promptId: p1.id, values: { PRODUCT: "Nimbus" }, models: ["llama3.2"] });
  const order = await buyCleared(buyer, p1);
  const teamMember = await makeBuyer("Mia Member");
  const team = await makeTeam(buyer, [teamMember]);
  await buyForTeam(buyer, team.id, p3);
  await addToCart(buyer, p3.id);
  await addFavourite(buyer, p3.id);
  const collection = await makeCollection(buyer, [p1, p3], { isPublic: true });
  // One earlier withdrawal to list, rejected so that the sample may ask for another.
  await rejectWithdrawal((await requestWithdrawal(v.vendor, payoutDetails(10))).id, "Details do not match.");
  const ticket = await openTicket(buyer, { subject: "Where is my prompt?", message: "I paid but cannot see it." });
  await requestPasswordReset(stranger.email, "10.7.0.1");
  // Signed up as the form does; its link made two minutes ago, so that a resend is not too soon.
  const unverified = await makeBuyer("Una Unverified", uniqueEmail("unverified"), { verified: false });
  await db.update(emailVerificationTokens).set({ createdAt: new Date(Date.now() - 2 * 60_000) }).where(eq(emailVerificationTokens.userId, unverified.id));
  // Ann owns a team with a member, a pending invitation and a collection, is a member of Rita's, and is invited to another.
  await makeCollection(buyer, [p1], { teamId: team.id });
  const invitation = await inviteWithToken(buyer, team.id, uniqueEmail("invited"));
  const joinedTeam = await makeTeam(stranger, [buyer]);
  const joinToken = (await inviteWithToken(stranger, (await makeTeam(stranger)).id, buyer.email)).token;
  for (const [as, user] of [["buyer", buyer], ["vendor", v.user], ["admin", admin], ["unverified", unverified]] as const) tokens[as] = await tokenFor(user);
  ids = {
    p1: p1.id, p2: p2.id, p3: p3.id, pending: pending.id, order, ticket: ticket.id,
    collection: collection.id, notification: (await listNotifications(buyer.id))[0]!.id, category: p1.categoryId, emptyCategory: (await makeCategory("Nothing here")).id,
    model: p1.modelId!, unusedModel: (await createModel("Unused model")).id,
    buyerEmail: buyer.email, newEmail: uniqueEmail("new"), resetToken: await resetTokenFor(stranger.email), verifyToken: await verificationTokenFor(unverified.email),
    team: team.id, teamMember: teamMember.id, invitation: invitation.id, joinedTeam: joinedTeam.id, joinToken,
  };
});

afterAll(async () => {
  if (!onPostgres && db.$client.inTransaction) db.$client.exec("ROLLBACK");
  await fakeAi.close();
});

/** A prompt with a template variable and an example output, so the examples' arrays are checked too. */
async function fullPrompt(vendor: Vendor, priceUsd: number) {
  const { categoryId, ...fields } = PROMPT_JSON;
  return await makePrompt(vendor, undefined, { ...fields, priceUsd });
}

async function resetTokenFor(email: string): Promise<string> {
  const mail = await firstRow(db.select().from(mailMessages).where(and(eq(mailMessages.to, email), eq(mailMessages.kind, "password-reset"))).orderBy(desc(mailMessages.createdAt)).limit(1));
  const prefix = `${env().APP_URL}/reset-password?token=`;
  const link = mail?.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no reset link for ${email}`);
  return link.slice(prefix.length);
}

const fill = (text: string) =>
  text.replace(/\{([a-z]\w*)\}/g, (_, name: string) => {
    if (!(name in ids)) throw new Error(`no fixture {${name}}`);
    return ids[name]!;
  });

/** One sample call, with everything it writes rolled back (nested transactions become savepoints). */
async function run(route: DocumentedRoute, sample: Sample): Promise<ApiResult> {
  const json = sample.json === undefined ? undefined : JSON.parse(fill(JSON.stringify(sample.json)));
  return rolledBack(() => api(route.method, fill(sample.url), { token: tokens[sample.as], json }));
}

const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/**
 * Where the example and the response differ in shape: keys, and the types of values. Values
 * themselves are not compared; null matches any type (a field that may be empty); an array is
 * judged by its first item, and must have one when the example's has; `{}` in the example stands
 * for any object (a map).
 */
export function shapeDiff(example: unknown, actual: unknown, path = "$"): string[] {
  if (example === null || actual === null) return [];
  if (kind(example) !== kind(actual)) return [`${path}: ${kind(example)} in the example, ${kind(actual)} in the response`];
  if (Array.isArray(example) && Array.isArray(actual)) {
    if (example.length && !actual.length) return [`${path}: empty in the response, so its items go unchecked (give the sample data)`];
    return example.length ? shapeDiff(example[0], actual[0], `${path}[0]`) : [];
  }
  if (kind(example) !== "object") return [];
  const [ex, ac] = [example as Record<string, unknown>, actual as Record<string, unknown>];
  if (Object.keys(ex).length === 0) return [];
  const keys = [...new Set([...Object.keys(ex), ...Object.keys(ac)])];
  return keys.flatMap((name) => {
    if (!(name in ex)) return [`${path}.${name}: in the response, not in the example`];
    if (!(name in ac)) return [`${path}.${name}: in the example, not in the response`];
    return shapeDiff(ex[name], ac[name], `${path}.${name}`);
  });
}

type Operation = { operationId: string; parameters: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { example?: unknown }> }> };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

async function served(): Promise<{ status: number; headers: Headers; body: OpenApi }> {
  return api("GET", "openapi.json");
}

const operationOf = (paths: OpenApi["paths"], route: DocumentedRoute): Operation | undefined => paths[openApiPath(route)]?.[route.method.toLowerCase()];
const successExample = (operation: Operation | undefined, route: DocumentedRoute) =>
  operation?.responses[String(route.doc.status ?? 200)]?.content?.["application/json"]?.example;

describe("the OpenAPI document", () => {
  test("has one operation, with a success example, for every route in the table, and no other", async () => {
    const { paths } = (await served()).body;
    const missing = apiRoutes.filter((route) => {
      const operation = operationOf(paths, route);
      return operation?.operationId !== operationId(route) || successExample(operation, route) === undefined;
    });
    expect(missing.map(key)).toEqual([]);
    const operations = Object.values(paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(apiRoutes.length);
  });

  test("every route has a sample call here, and only routes of the table do", () => {
    expect(apiRoutes.map(key).filter((name) => !(name in SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).filter((name) => !apiRoutes.some((route) => key(route) === name))).toEqual([]);
  });

  test("each operation's example has the status, keys and types of what the route returns", async () => {
    const { paths } = (await served()).body;
    const mismatches: string[] = [];
    for (const route of apiRoutes) {
      const sample = SAMPLES[key(route)]!;
      const status = route.doc.status ?? 200;
      const example = successExample(operationOf(paths, route), route);
      const actual = await run(route, sample);
      if (actual.status !== status) mismatches.push(`${key(route)}: answered ${actual.status}, documented ${status} (${JSON.stringify(actual.body).slice(0, 200)})`);
      else mismatches.push(...shapeDiff(example, actual.body).map((problem) => `${key(route)} ${problem}`));
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  test("the shape check catches a renamed key, a changed type and a missing key", () => {
    expect(shapeDiff({ a: 1, b: [{ c: "x" }] }, { a: 2, b: [{ c: "y" }] })).toEqual([]);
    expect(shapeDiff({ a: 1 }, { b: 1 })).toHaveLength(2);
    expect(shapeDiff({ a: [{ c: "x" }] }, { a: [{ c: 3 }] })).toEqual(["$.a[0].c: string in the example, number in the response"]);
    expect(shapeDiff({ a: null, b: 1 }, { a: "set", b: 1 })).toEqual([]);
    expect(shapeDiff({ a: [1] }, { a: [] })).toHaveLength(1);
    expect(shapeDiff({ a: [] }, { a: [1] })).toEqual([]);
  });

  test("GET /api/v1/openapi.json answers 200 with an OpenAPI 3.1 document", async () => {
    const { status, headers, body } = await served();
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toMatch(/application\/json/);
    expect(body.openapi).toBe("3.1.0");
    const operations = Object.entries(body.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations) {
      expect(["get", "post", "put", "patch", "delete"], path).toContain(method);
      expect(Object.keys(op.responses).some((code) => /^2\d\d$/.test(code)), `${method} ${path}`).toBe(true);
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters.filter((p) => p.in === "path").map((p) => p.name), `${method} ${path}`).toEqual(pathParams);
    }
    // Every $ref points at a component that exists.
    const refs = [...JSON.stringify(body).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, group, name] of refs) expect(body.components[group!]?.[name!], `${group}/${name}`).toBeDefined();
  });

  test("bodies and queries come from the routes' Zod schemas", async () => {
    const { paths } = (await served()).body as unknown as { paths: Record<string, Record<string, any>> };
    const login = paths["/auth/login"]!.post.requestBody.content["application/json"].schema;
    expect(login).toMatchObject({ type: "object", required: ["email", "password"], properties: { email: { type: "string", format: "email" } } });
    const create = paths["/prompt/create-prompt"]!.post.requestBody.content;
    expect(create["multipart/form-data"].schema.properties.featuredImage).toMatchObject({ type: "string", format: "binary" });
    // "Team price" (CONTRACT 14): optional, a number or null, with what leaving it out means.
    const body = create["application/json"].schema;
    expect(body.required).not.toContain("teamPriceUsd");
    expect(body.properties.teamPriceUsd).toMatchObject({ anyOf: [{ type: "number", maximum: 9999.99 }, { type: "null" }] });
    expect(body.properties.teamPriceUsd.description).toMatch(/5 × priceUsd/);
    const list = paths["/prompt/prompts"]!.get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(["q", "minPrice", "maxPrice", "category", "sort", "page", "limit"]));
    expect(paths["/notifications/all"]!.get.parameters.map((p: { name: string }) => p.name)).toEqual(["page", "limit"]);
  });
});
