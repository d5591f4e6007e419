import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { createModel } from "~/models/models.server";
import {
  formBody,
  hostileFormEntries,
  hostileId,
  hostileQuery,
  hostileRawJson,
  hostileSearchString,
  hostileString,
  RUNS,
} from "./arbitraries";
import { snapshotRows } from "./db-snapshot";
import { api, makeCast, tokenFor, type ApiResult } from "../factories";

/**
 * Issue 11, deliverable 2: every /api/v1 endpoint with a body, a query or an id gets hostile
 * values. Never a 5xx; a refusal is `{success:false, message}` with a 4xx and changes no saved row.
 */

type Role = "anonymous" | "buyer" | "vendor" | "admin";
type Ids = { prompt: string; category: string; ticket: string; model: string };

let tokens: Record<Role, string | undefined>;
let ids: Ids;

beforeAll(async () => {
  const { buyer, vendor, admin, category, prompt, ticketId } = await makeCast("Hostile Input");
  tokens = { anonymous: undefined, buyer: await tokenFor(buyer), vendor: await tokenFor(vendor.user), admin: await tokenFor(admin) };
  ids = { prompt: prompt.id, category: category.id, ticket: ticketId, model: (await createModel("Hostile Input")).id };
});

/** The shape every answer must have: no 5xx; a 4xx says why in one short line and changes nothing. */
async function expectClearAnswer(result: ApiResult, before: Record<string, string>): Promise<void> {
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
  if (result.status < 400) return;
  expect(result.body.success).toBe(false);
  expect(typeof result.body.message).toBe("string");
  expect(result.body.message.length).toBeGreaterThan(0);
  expect(result.body.message.length).toBeLessThan(300);
  expect(result.body.message).not.toMatch(/\n\s+at |SQLITE|TypeError|ReferenceError/);
  expect(await snapshotRows()).toEqual(before);
}

async function call(method: string, path: string, role: Role, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const before = await snapshotRows();
  const result = await api(method, path, { token: tokens[role], ...init });
  await expectClearAnswer(result, before);
}

const sendJson = (method: string, path: string, role: Role, raw: string) =>
  call(method, path, role, { body: raw, headers: { "Content-Type": "application/json" } });

const STORE_FIELDS = ["bio", "payoutMethod", "payoutDetails", "bankName", "accountNumber", "accountName", "paypalEmail", "cryptoNetwork", "cryptoAddress"];
const PROMPT_FIELDS = ["title", "description", "shortDescription", "categoryId", "modelId", "priceUsd", "teamPriceUsd", "content", "tags", "status", "featuredImage"];
const REGISTER_FIELDS = ["name", "email", "password", "country", "role", "storeName", "bio", "coverImage", ...STORE_FIELDS.slice(1)];
const SETTING_FIELDS = ["name", "value", "platformFeePercentage", "minimumWithdrawalAmount", "maximumWithdrawalAmount", "reviewNewPrompts", "approveNewVendors"];

/** Every JSON body the API reads: method, path (ids filled in), who calls, the fields it reads. */
const JSON_ENDPOINTS: [method: string, path: (ids: Ids) => string, role: Role, fields: string[]][] = [
  ["POST", () => "auth/login", "anonymous", ["email", "password", "redirectTo"]],
  ["POST", () => "auth/register", "anonymous", REGISTER_FIELDS],
  ["POST", () => "auth/forgot-password", "anonymous", ["email"]],
  ["POST", () => "auth/reset-password", "anonymous", ["token", "password"]],
  ["PUT", () => "auth/change-password", "buyer", ["currentPassword", "newPassword"]],
  ["PUT", () => "auth/profile", "buyer", ["name", "country", "emailSaleNotices"]],
  ["POST", () => "support-tickets", "buyer", ["subject", "message"]],
  ["POST", (i) => `support-tickets/${i.ticket}/messages`, "buyer", ["message"]],
  ["PATCH", (i) => `support-tickets/${i.ticket}`, "admin", ["status"]],
  ["POST", () => "admin/create-category", "admin", ["name"]],
  ["PUT", (i) => `admin/update-category/${i.category}`, "admin", ["name"]],
  ["DELETE", (i) => `admin/delete-category/${i.category}`, "admin", ["moveTo"]],
  ["POST", () => "admin/create-model", "admin", ["name"]],
  ["PUT", (i) => `admin/update-model/${i.model}`, "admin", ["name"]],
  ["PUT", () => "admin/update-settings", "admin", SETTING_FIELDS],
  ["POST", (i) => `prompt/admin/reject-prompt/${i.prompt}`, "admin", ["reason"]],
  ["POST", () => "prompt/create-prompt", "vendor", PROMPT_FIELDS],
  ["PUT", (i) => `prompt/update-prompt/${i.prompt}`, "vendor", PROMPT_FIELDS],
  ["PUT", () => "vendors/update-profile", "vendor", STORE_FIELDS],
  ["POST", () => "collections", "buyer", ["name", "description", "isPublic", "teamId"]],
  ["POST", () => "vendors/withdrawal/request", "vendor", ["amount", ...STORE_FIELDS.slice(1)]],
];

/** The endpoints that also take a multipart (or urlencoded) form. */
const FORM_ENDPOINTS: [method: string, path: (ids: Ids) => string, role: Role, fields: string[]][] = [
  ["POST", () => "auth/register", "anonymous", REGISTER_FIELDS],
  ["POST", () => "prompt/create-prompt", "vendor", PROMPT_FIELDS],
  ["PUT", (i) => `prompt/update-prompt/${i.prompt}`, "vendor", PROMPT_FIELDS],
  ["PUT", () => "vendors/update-profile", "vendor", STORE_FIELDS.map((f) => (f === "bankName" ? "payoutDetails[bankName]" : f))],
];

const LIST_PARAMS = ["page", "limit", "q", "search", "category", "model", "status", "minPrice", "maxPrice", "sort", "direction"];

/** Every GET that reads a query, with someone allowed to call it. */
const QUERY_ENDPOINTS: [path: string, role: Role][] = [
  ["prompt/prompts", "buyer"],
  ["prompt/prompts", "vendor"],
  ["prompt/prompts", "anonymous"],
  ["admin/prompts", "admin"],
  ["prompt/purchased", "buyer"],
  ["categories/get-categories", "anonymous"],
  ["admin/categories", "admin"],
  ["models/get-models", "anonymous"],
  ["admin/models", "admin"],
  ["notifications/all", "buyer"],
  ["support-tickets", "buyer"],
  ["support-tickets", "admin"],
  ["vendors/vendors", "admin"],
  ["vendors/orders", "vendor"],
  ["vendors/withdrawals", "vendor"],
  ["users/buyer/transactions", "buyer"],
  ["favourites", "buyer"],
  ["admin/orders", "admin"],
];

/** Every endpoint whose path carries an id, with the role that may use it on a real id. */
const ID_ENDPOINTS: [method: string, path: (id: string) => string, role: Role][] = [
  ["GET", (id) => `prompt/get-single-prompt/${id}`, "buyer"],
  ["PUT", (id) => `prompt/update-prompt/${id}`, "vendor"],
  ["POST", (id) => `prompt/delete-prompt/${id}`, "vendor"],
  ["POST", (id) => `prompt/admin/activate-prompt/${id}`, "admin"],
  ["POST", (id) => `prompt/admin/deactivate-prompt/${id}`, "admin"],
  ["POST", (id) => `prompt/admin/ban-prompt/${id}`, "admin"],
  ["POST", (id) => `prompt/admin/approve-prompt/${id}`, "admin"],
  ["POST", (id) => `prompt/admin/reject-prompt/${id}`, "admin"],
  ["POST", (id) => `cart/add/${id}`, "buyer"],
  ["DELETE", (id) => `cart/remove/${id}`, "buyer"],
  ["POST", (id) => `favourites/${id}`, "buyer"],
  ["DELETE", (id) => `favourites/${id}`, "buyer"],
  ["GET", (id) => `collections/${id}`, "anonymous"],
  ["DELETE", (id) => `collections/${id}`, "buyer"],
  ["POST", (id) => `collections/${id}/items`, "buyer"],
  ["DELETE", (id) => `collections/${id}/items/${id}`, "buyer"],
  ["DELETE", (id) => `notifications/delete-notificaion/${id}`, "buyer"],
  ["GET", (id) => `support-tickets/${id}`, "buyer"],
  ["POST", (id) => `support-tickets/${id}/messages`, "buyer"],
  ["PATCH", (id) => `support-tickets/${id}`, "admin"],
  ["PUT", (id) => `admin/update-category/${id}`, "admin"],
  ["DELETE", (id) => `admin/delete-category/${id}`, "admin"],
  ["PUT", (id) => `admin/update-model/${id}`, "admin"],
  ["DELETE", (id) => `admin/delete-model/${id}`, "admin"],
];

describe("hostile JSON bodies on /api/v1", () => {
  test.each(JSON_ENDPOINTS.map(([method, path, role, fields]) => [`${method} ${path({ prompt: ":id", category: ":id", ticket: ":id", model: ":id" })}`, method, path, role, fields] as const))(
    "%s: never a 5xx, a clear 4xx, nothing saved changes",
    async (_name, method, path, role, fields) => {
      await fc.assert(
        fc.asyncProperty(hostileRawJson(fields), (raw) => sendJson(method, path(ids), role, raw)),
        RUNS(30),
      );
    },
  );
});

describe("hostile forms on /api/v1", () => {
  test.each(FORM_ENDPOINTS.map(([method, path, role, fields]) => [`${method} ${path({ prompt: ":id", category: ":id", ticket: ":id", model: ":id" })}`, method, path, role, fields] as const))(
    "%s: never a 5xx, a clear 4xx, nothing saved changes",
    async (_name, method, path, role, fields) => {
      await fc.assert(
        fc.asyncProperty(hostileFormEntries(fields), fc.boolean(), (entries, multipart) =>
          call(method, path(ids), role, { body: formBody(entries, multipart) }),
        ),
        RUNS(30),
      );
    },
  );
});

describe("hostile queries on /api/v1", () => {
  test.each(QUERY_ENDPOINTS)("GET %s as %s: never a 5xx", async (path, role) => {
    await fc.assert(
      fc.asyncProperty(hostileQuery(LIST_PARAMS, hostileSearchString), (query) => call("GET", `${path}?${query}`, role)),
      RUNS(20),
    );
  });
});

describe("hostile ids on /api/v1", () => {
  test.each(ID_ENDPOINTS.map(([method, path, role]) => [`${method} ${path(":id")}`, method, path, role] as const))(
    "%s: never a 5xx, a clear 4xx",
    async (_name, method, path, role) => {
      await fc.assert(
        fc.asyncProperty(hostileId, (id) => call(method, path(id), role)),
        RUNS(20),
      );
    },
  );
});

describe("hostile headers on /api/v1", () => {
  test("wrong content types, bearer tokens and duplicate fields: a clear 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/json, text/html", ""),
        hostileString.filter((token) => /^[\x21-\x7e]*$/.test(token)),
        async (type, token) => {
          await call("POST", "support-tickets", "anonymous", {
            body: '{"subject":"a","subject":["b"],"message":{"x":1}}',
            headers: { "Content-Type": type, Authorization: `Bearer ${token}` },
          });
          await call("PUT", "auth/profile", "buyer", { body: '{"name":"A","name":"B"', headers: { "Content-Type": type } });
        },
      ),
      RUNS(20),
    );
  });
});
