import { CONNECTION_COUNTS, type Fixtures } from "./cases";

/** The demo buyer every seeded database has (app/seed/accounts.ts). */
const BUYER = { email: "buyer@demo.test", password: "promptory-demo" };

type ApiPromptList = { data: { _id: string; vendorId: { _id: string } }[] };
type ApiCategories = { data: { data: { _id: string; name: string }[] } };

/** Logs the demo buyer in (form and API) and picks ids from the app's own database for the cases. */
export async function loadFixtures(url: string): Promise<Fixtures> {
  const cookie = await buyerCookie(url);
  const token = await buyerToken(url);
  const categoryId = await firstCategoryId(url);
  const prompts = await listedPrompts(url, token);
  const listed = prompts.map((prompt) => prompt._id);
  const detailPromptId = listed[0];
  if (!detailPromptId) throw new Error("the marketplace lists no prompts");
  const storeId = prompts[0]!.vendorId._id;
  // Two sets: the warm-up works on one, the measured run on the other (caseLoad).
  const cartPromptIds = await cartablePromptIds(url, token, listed, 2 * Math.max(...CONNECTION_COUNTS));
  return { cookie, token, categoryId, detailPromptId, storeId, cartPromptIds };
}

/**
 * POSTs the login form like a browser would: Remix refuses document form posts whose Origin
 * differs from the Host. The redirect target is then fetched once, because the login cookie
 * still carries the one-time "Welcome back" flash, which that page consumes.
 */
async function buyerCookie(url: string): Promise<string> {
  const body = new URLSearchParams({ email: BUYER.email, password: BUYER.password, redirectTo: "" });
  const login = await fetch(`${url}/login`, { method: "POST", body, redirect: "manual", headers: { origin: url } });
  await login.arrayBuffer();
  const cookie = sessionCookie(login);
  const location = login.headers.get("location");
  if (login.status !== 302 || !cookie || !location) throw new Error(`form login failed: status ${login.status}`);
  const landing = await fetch(new URL(location, url), { headers: { cookie }, redirect: "manual" });
  await landing.arrayBuffer();
  if (landing.status !== 200) throw new Error(`after login, GET ${location} answered ${landing.status}`);
  return sessionCookie(landing) ?? cookie;
}

function sessionCookie(response: Response): string | undefined {
  const session = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
  return session?.split(";")[0];
}

async function buyerToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BUYER),
  });
  const json = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !json.data?.token) throw new Error(`API login failed: status ${response.status}`);
  return json.data.token;
}

async function firstCategoryId(url: string): Promise<string> {
  const json = await getJson<ApiCategories>(`${url}/api/v1/categories/get-categories`);
  const id = json.data.data[0]?._id;
  if (!id) throw new Error("the app has no categories");
  return id;
}

/** The first 100 prompts the marketplace lists (ids and their stores). */
async function listedPrompts(url: string, token: string): Promise<ApiPromptList["data"]> {
  const json = await getJson<ApiPromptList>(`${url}/api/v1/prompt/prompts?limit=100`, { authorization: `Bearer ${token}` });
  return json.data;
}

/** The first `count` prompts the buyer can put in the cart and take out again: tried once each. */
async function cartablePromptIds(url: string, token: string, candidates: string[], count: number): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const usable: string[] = [];
  for (const id of candidates) {
    if (usable.length === count) break;
    const added = await fetch(`${url}/api/v1/cart/add/${encodeURIComponent(id)}`, { method: "POST", headers });
    await added.arrayBuffer();
    if (!added.ok) continue;
    const removed = await fetch(`${url}/api/v1/cart/remove/${encodeURIComponent(id)}`, { method: "DELETE", headers });
    await removed.arrayBuffer();
    if (removed.ok) usable.push(id);
  }
  if (usable.length < count) throw new Error(`only ${usable.length} of ${count} prompts could be added to the cart`);
  return usable;
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
