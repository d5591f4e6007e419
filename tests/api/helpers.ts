import type { Role } from "~/db/schema";
import { createSession } from "~/models/sessions.server";
import { createUser, registerUser, type User } from "~/models/users.server";
import { action, loader } from "~/routes/api.v1.$";
import { sessionStorage } from "~/utils/session.server";

export const PASSWORD = "correct-horse-battery";

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
  const request = buildRequest(method, path, options);
  const args = { request, params: { "*": path.split("?")[0]! }, context: {} };
  const response = method === "GET" ? await loader(args) : await action(args);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function buildRequest(method: string, path: string, { token, json, body, headers }: CallOptions): Request {
  const allHeaders = new Headers(headers);
  if (token) allHeaders.set("Authorization", `Bearer ${token}`);
  if (json !== undefined) allHeaders.set("Content-Type", "application/json");
  const payload = json !== undefined ? JSON.stringify(json) : body;
  return new Request(`http://localhost/api/v1/${path}`, { method, headers: allHeaders, body: payload });
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}-${++counter}-${Date.now()}@example.test`;

export async function makeUser(role: Exclude<Role, "admin">, email = uniqueEmail(role)): Promise<User> {
  const base = { name: `Test ${role}`, email, password: PASSWORD, country: "Kenya" as const };
  const { user } = await registerUser(
    role === "vendor"
      ? { ...base, role, storeName: "Test Store", bio: "A store made for the API tests." }
      : { ...base, role },
  );
  return user;
}

export function makeAdmin(email = uniqueEmail("admin")): Promise<User> {
  return createUser({ name: "Test Admin", email, password: PASSWORD, role: "admin", country: "Kenya" });
}

/** A bearer token from POST auth/login. */
export async function tokenFor(user: User, password = PASSWORD): Promise<string> {
  const { status, body } = await api("POST", "auth/login", { json: { email: user.email, password } });
  if (status !== 200) throw new Error(`login failed: ${status} ${body.message}`);
  return body.data.token as string;
}

/** The Cookie header a browser signed in as `user` would send. */
export async function cookieFor(user: User): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set("sessionId", createSession(user.id).id);
  const setCookie = await sessionStorage().commitSession(session);
  return setCookie.split(";")[0]!;
}
