import type { ActionFunctionArgs } from "@remix-run/node";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import * as adminSettings from "~/routes/admin.settings";
import * as deleteCategory from "~/routes/admin.settings.categories.$id.delete";
import * as adminTicket from "~/routes/admin.tickets.$id";
import * as banVendor from "~/routes/admin.vendors.$id.ban";
import * as rejectWithdrawal from "~/routes/admin.withdrawals.$id.reject";
import * as forgotPassword from "~/routes/_auth.forgot-password";
import * as login from "~/routes/_auth.login";
import * as register from "~/routes/_auth.register";
import * as resetPassword from "~/routes/_auth.reset-password";
import * as contact from "~/routes/_public.contact";
import * as profile from "~/routes/home.profile";
import * as password from "~/routes/home.profile.password";
import * as ticket from "~/routes/home.profile.ticket";
import * as review from "~/routes/home.prompt.$id";
import * as vendorPrompt from "~/routes/vendor.prompt.$id";
import * as myTicket from "~/routes/home.tickets.$id";
import * as favourite from "~/routes/favourites.$id";
import * as cart from "~/routes/store.cart";
import * as withdraw from "~/routes/vendor._dashboard.withdraw";
import * as vendorProfile from "~/routes/vendor.profile";
import * as editPrompt from "~/routes/vendor.prompts.$id.edit";
import * as newPrompt from "~/routes/vendor.prompts.new";
import * as store from "~/routes/vendor.store";
import { formBody, hostileFormEntries, hostileId, RUNS, type FormEntry } from "./arbitraries";
import { snapshotRows } from "./db-snapshot";
import { cookieFor, makeCast, pngFile, recordPurchase } from "../factories";

/**
 * Issue 11, deliverable 2, web side: every form action gets hostile fields through its real route
 * module, signed in by a real session cookie. Never a 5xx (nor an uncaught error); a refusal is a
 * 4xx or the form back with its errors, and leaves every saved row as it was.
 */

type Role = "anonymous" | "buyer" | "vendor" | "admin";
type Ids = { prompt: string; category: string; ticket: string; vendorUser: string };
type Action = (args: ActionFunctionArgs) => Promise<unknown>;

/** One form: its action, where it is posted, who posts it, the fields it reads, fixed fields. */
type Form = {
  name: string;
  action: Action;
  url: (ids: Ids) => string;
  params?: (ids: Ids) => Record<string, string>;
  role: Role;
  fields: string[];
  fixed?: FormEntry[];
  multipart?: boolean;
};

let cookies: Record<Role, string | undefined>;
let ids: Ids;
const validPng = await pngFile("real.png");

beforeAll(async () => {
  const { buyer, vendor, admin, category, prompt, ticketId } = await makeCast("Hostile forms", {
    content: "Write about [TOPIC] for [WHO IT IS FOR], in plain words.",
  });
  await recordPurchase(buyer.id, prompt); // so the review form reaches its checks
  cookies = { anonymous: undefined, buyer: await cookieFor(buyer), vendor: await cookieFor(vendor.user), admin: await cookieFor(admin) };
  ids = { prompt: prompt.id, category: category.id, ticket: ticketId, vendorUser: vendor.user.id };
});

const PROMPT_FIELDS = ["title", "description", "shortDescription", "categoryId", "priceUsd", "teamPriceUsd", "content", "tags", "status", "featuredImage"];
const PAYOUT_FIELDS = ["payoutMethod", "bankName", "accountNumber", "accountName", "paypalEmail", "cryptoNetwork", "cryptoAddress"];
const ACCOUNT_FIELDS = ["name", "email", "password", "country", "role"];
const FILL_IN_FIELDS = ["intent", "values", "values.TOPIC", "values.WHO IT IS FOR", "values.__proto__", "values[0]"];
const STORE_FIELDS = ["storeName", "bio", "coverImage", ...PAYOUT_FIELDS];

const FORMS: Form[] = [
  { name: "login", action: login.action, url: () => "/login", role: "anonymous", fields: ["email", "password", "redirectTo"] },
  { name: "register, step 1 (next)", action: register.action, url: () => "/register", role: "anonymous", fields: ACCOUNT_FIELDS, fixed: [["intent", "next"]] },
  { name: "register, step 2 (register)", action: register.action, url: () => "/register", role: "anonymous", fields: [...ACCOUNT_FIELDS, ...STORE_FIELDS], fixed: [["role", "vendor"], ["intent", "register"]], multipart: true },
  { name: "register, back", action: register.action, url: () => "/register", role: "anonymous", fields: [...ACCOUNT_FIELDS, ...STORE_FIELDS], fixed: [["intent", "back"]] },
  { name: "forgot password", action: forgotPassword.action, url: () => "/forgot-password", role: "anonymous", fields: ["email"] },
  { name: "reset password", action: resetPassword.action, url: () => "/reset-password", role: "anonymous", fields: ["token", "password"] },
  { name: "contact", action: contact.action, url: () => "/contact", role: "anonymous", fields: ["name", "email", "message"] },
  { name: "profile: name and country", action: profile.action, url: () => "/home/profile", role: "buyer", fields: ["name", "country"] },
  { name: "profile: e-mail settings", action: vendorProfile.action, url: () => "/vendor/profile", role: "vendor", fields: ["emailSaleNotices"], fixed: [["intent", "email-preferences"]] },
  { name: "profile: password", action: password.action, url: () => "/home/profile/password", role: "buyer", fields: ["currentPassword", "newPassword", "confirmPassword"] },
  { name: "support ticket", action: ticket.action, url: () => "/home/profile/ticket", role: "buyer", fields: ["subject", "message"] },
  { name: "cart add", action: cart.action, url: () => "/store/cart", role: "buyer", fields: ["promptId", "redirectTo", "js"], fixed: [["intent", "add"]] },
  { name: "cart remove", action: cart.action, url: () => "/store/cart", role: "buyer", fields: ["promptId", "redirectTo", "js"], fixed: [["intent", "remove"]] },
  { name: "favourite add", action: favourite.action, url: (i) => `/favourites/${i.prompt}`, params: (i) => ({ id: i.prompt }), role: "buyer", fields: ["redirectTo", "js"], fixed: [["intent", "add"]] },
  { name: "favourite remove", action: favourite.action, url: (i) => `/favourites/${i.prompt}`, params: (i) => ({ id: i.prompt }), role: "buyer", fields: ["redirectTo", "js"], fixed: [["intent", "remove"]] },
  { name: "favourite: any intent", action: favourite.action, url: (i) => `/favourites/${i.prompt}`, params: (i) => ({ id: i.prompt }), role: "buyer", fields: ["intent", "redirectTo", "js"] },
  { name: "review", action: review.action, url: (i) => `/home/prompt/${i.prompt}`, params: (i) => ({ id: i.prompt }), role: "buyer", fields: ["rating", "text"] },
  { name: "fill in (buyer)", action: review.action, url: (i) => `/home/prompt/${i.prompt}`, params: (i) => ({ id: i.prompt }), role: "buyer", fields: FILL_IN_FIELDS, fixed: [["intent", "fill-in"]] },
  { name: "fill in (vendor)", action: vendorPrompt.action, url: (i) => `/vendor/prompt/${i.prompt}`, params: (i) => ({ id: i.prompt }), role: "vendor", fields: FILL_IN_FIELDS, fixed: [["intent", "fill-in"]] },
  { name: "ticket reply (author)", action: myTicket.action, url: (i) => `/home/tickets/${i.ticket}`, params: (i) => ({ id: i.ticket }), role: "buyer", fields: ["message"] },
  { name: "prompt create", action: newPrompt.action, url: () => "/vendor/prompts/new", role: "vendor", fields: PROMPT_FIELDS, multipart: true },
  { name: "prompt edit", action: editPrompt.action, url: (i) => `/vendor/prompts/${i.prompt}/edit`, params: (i) => ({ id: i.prompt }), role: "vendor", fields: PROMPT_FIELDS, multipart: true },
  { name: "withdraw", action: withdraw.action, url: () => "/vendor/withdraw", role: "vendor", fields: ["amount", ...PAYOUT_FIELDS] },
  { name: "store settings", action: store.action, url: () => "/vendor/store", role: "vendor", fields: STORE_FIELDS, multipart: true },
  { name: "admin settings: a number", action: adminSettings.action, url: () => "/admin/settings", role: "admin", fields: ["name", "value"], fixed: [["intent", "setting"]] },
  { name: "admin settings: switches", action: adminSettings.action, url: () => "/admin/settings", role: "admin", fields: ["reviewNewPrompts", "approveNewVendors"], fixed: [["intent", "switches"]] },
  { name: "admin settings: any intent", action: adminSettings.action, url: () => "/admin/settings", role: "admin", fields: ["intent", "id", "name", "value"] },
  { name: "category create", action: adminSettings.action, url: () => "/admin/settings", role: "admin", fields: ["name"], fixed: [["intent", "create"]] },
  { name: "category rename", action: adminSettings.action, url: () => "/admin/settings", role: "admin", fields: ["id", "name"], fixed: [["intent", "rename"]] },
  { name: "category delete", action: deleteCategory.action, url: (i) => `/admin/settings/categories/${i.category}/delete`, params: (i) => ({ id: i.category }), role: "admin", fields: ["moveTo"] },
  { name: "ban (unknown vendor, stray fields)", action: banVendor.action, url: (i) => `/admin/vendors/${i.vendorUser}/ban`, params: () => ({ id: "no-such-vendor" }), role: "admin", fields: [] },
  { name: "reject withdrawal", action: rejectWithdrawal.action, url: () => "/admin/withdrawals/x/reject", params: () => ({ id: "no-such-withdrawal" }), role: "admin", fields: ["reason"] },
  { name: "ticket reply (admin)", action: adminTicket.action, url: (i) => `/admin/tickets/${i.ticket}`, params: (i) => ({ id: i.ticket }), role: "admin", fields: ["intent", "message", "status"] },
];

/** Forms that act on an id in their path: hostile ids as the router would pass them. */
const ID_FORMS: Form[] = FORMS.filter((form) => form.params);

type Outcome = { status: number; body: unknown };

/** What the route sent back (returned or thrown, Response or `data()`); an uncaught error fails the test. */
async function run(form: Form, request: Request, params: Record<string, string>): Promise<Outcome> {
  let result: unknown;
  try {
    result = await form.action({ request, params, context: {} });
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isData(thrown)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: null };
  if (isData(result)) return { status: result.init?.status ?? 200, body: result.data };
  return { status: 200, body: result };
}

type DataReply = { type: "DataWithResponseInit"; data: unknown; init: { status?: number } | null };
const isData = (value: unknown): value is DataReply =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * The messages a refused form carries: Conform's field and form errors (also nested, as in
 * `{ setting: reply }`), or an `error` string, or a script reply's `{ ok: false, message }`.
 */
function messages(body: unknown, depth = 0): string[] {
  if (typeof body === "string") return [body];
  if (typeof body !== "object" || body === null || depth > 3) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === "initialValue" || key === "fields") continue; // the values sent back, not messages
    if (key === "error" && typeof value === "string") found.push(value);
    else if (key === "error" && typeof value === "object" && value !== null) {
      for (const list of Object.values(value)) if (Array.isArray(list)) found.push(...list.filter((m): m is string => typeof m === "string"));
    } else if (key === "message" && (body as { ok?: unknown }).ok === false && typeof value === "string") found.push(value);
    else if (typeof value === "object") found.push(...messages(value, depth + 1));
  }
  return found;
}

async function post(form: Form, entries: FormEntry[], params = form.params?.(ids) ?? {}): Promise<void> {
  const before = await snapshotRows();
  const cookie = cookies[form.role];
  const request = new Request(`http://localhost${form.url(ids)}`, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: formBody([...(form.fixed ?? []), ...entries], form.multipart),
  });
  const { status, body } = await run(form, request, params).catch((error: unknown) => {
    throw new Error(`uncaught ${String(error).slice(0, 200)} for ${summary(entries)}`, { cause: error });
  });
  expect(status, JSON.stringify(body)?.slice(0, 500)).toBeLessThan(500);
  const said = messages(body);
  if (status < 400 && said.length === 0) return; // accepted (or a redirect): saving is allowed
  expect(status < 400 || body === null || said.length > 0, `a ${status} with no message: ${JSON.stringify(body)?.slice(0, 300)}`).toBe(true);
  for (const message of said) expect(message).not.toMatch(/\n\s+at |SQLITE|TypeError|ReferenceError/);
  expect(await snapshotRows()).toEqual(before);
}

/** The posted fields in a line: names and values cut short, so a 100 KB counterexample stays readable. */
const summary = (entries: FormEntry[]) =>
  JSON.stringify(entries.map(([name, value]) => [name.slice(0, 40), typeof value === "string" ? `${value.length}:${value.slice(0, 20)}` : `file ${value.name}`]));

/** Hostile entries, and for forms with files sometimes a real PNG among them. */
const entriesFor = (form: Form) =>
  form.multipart
    ? fc.tuple(hostileFormEntries(form.fields), fc.option(fc.constantFrom("featuredImage", "coverImage"))).map(([entries, image]) =>
        image ? [...entries, [image, validPng] as FormEntry] : entries,
      )
    : hostileFormEntries(form.fields);

describe("hostile web form posts", () => {
  test.each(FORMS.map((form) => [form.name, form] as const))("%s: never a 5xx, errors or a 4xx, nothing saved changes", async (_name, form) => {
    await fc.assert(
      fc.asyncProperty(entriesFor(form), (entries) => post(form, entries)),
      RUNS(30),
    );
  });
});

describe("hostile ids in web form paths", () => {
  test.each(ID_FORMS.map((form) => [form.name, form] as const))("%s: never a 5xx", async (_name, form) => {
    await fc.assert(
      fc.asyncProperty(hostileId, hostileFormEntries(form.fields, { files: false }), (id, entries) =>
        post(form, entries, { id: decodeSafely(id) }),
      ),
      RUNS(15),
    );
  });
});

/** The router hands actions decoded params; a malformed escape stays as it came. */
function decodeSafely(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
