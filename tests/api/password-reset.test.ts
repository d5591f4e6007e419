import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loginFailures, mailMessages, passwordResetTokens, users } from "~/db/tables.server";
import { env } from "~/env.server";
import { listNotifications } from "~/models/notifications.server";
import {
  INVALID_RESET_LINK,
  PASSWORD_WAS_RESET,
  RESET_ANSWER_FLOOR_MS,
  RESET_LINK_TTL_MS,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from "~/models/password-reset.server";
import { changePassword } from "~/models/users.server";
import { getSessionUser } from "~/models/sessions.server";
import * as forgotPage from "~/routes/_auth.forgot-password";
import * as resetPage from "~/routes/_auth.reset-password";
import { getCookieSession, readToast } from "~/utils/session.server";
import { api, cookieFor, makeUser, PASSWORD, tokenFor, uniqueEmail } from "../factories";

const NEW_PASSWORD = "a-brand-new-password";

/** Each test posts from its own client address, so the per-client limit only bites where meant. */
let clientCounter = 0;
const newClient = () => `10.9.0.${++clientCounter}`;

const forgotApi = (email: string, client: string) =>
  api("POST", "auth/forgot-password", { json: { email }, headers: { "x-promptory-client-ip": client } });

const resetApi = (token: string, password: string) => api("POST", "auth/reset-password", { json: { token, password } });

async function resetMails(to: string) {
  return await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, "password-reset")))
    // rowid breaks ties between messages queued in the same millisecond.
    .orderBy(desc(mailMessages.createdAt), desc(sql`${mailMessages}.rowid`));
}

/** The token of the newest reset link sent to `to`, read from the queued e-mail's plain text. */
async function tokenFromMail(to: string): Promise<string> {
  const [mail] = await resetMails(to);
  if (!mail) throw new Error(`no reset e-mail for ${to}`);
  const prefix = `${env().APP_URL}/reset-password?token=`;
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error("no reset link in the plain-text part");
  return link.slice(prefix.length);
}

async function requestedToken(email: string): Promise<string> {
  const { status } = await forgotApi(email, newClient());
  expect(status).toBe(200);
  return await tokenFromMail(email);
}

const loginStatus = async (email: string, password: string) =>
  (await api("POST", "auth/login", { json: { email, password } })).status;

function webForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${url}`, { method: "POST", body, headers });
}

const sessionIdOf = async (cookie: string) =>
  (await getCookieSession(new Request("http://localhost/", { headers: { Cookie: cookie } }))).get("sessionId");

type DataReply = { type: "DataWithResponseInit"; data: { error?: Record<string, string[]> }; init: { status?: number } | null };

describe("requesting a reset link", () => {
  it("queues one e-mail whose plain text holds an absolute link, and stores only the token's hash", async () => {
    const buyer = await makeUser("buyer");
    const { status, body } = await forgotApi(buyer.email, newClient());
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: RESET_REQUESTED });

    const [mail, ...others] = await resetMails(buyer.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ userId: buyer.id, status: expect.stringMatching(/^(queued|stored)$/), subject: "Reset your Promptory password" });
    const token = await tokenFromMail(buyer.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(mail!.html).toContain(`${env().APP_URL}/reset-password?token=${token}`);

    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(RESET_LINK_TTL_MS - 1000);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(RESET_LINK_TTL_MS + 1000);
  });

  it("answers an unknown address exactly as a known one, over the API and the web form, and sends nothing", async () => {
    const buyer = await makeUser("buyer");
    const unknown = uniqueEmail("nobody");
    const client = newClient();
    const known = await forgotApi(buyer.email, client);
    const stranger = await forgotApi(unknown, client);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);

    const web = async (email: string) => {
      const response = (await forgotPage.action({ request: webForm("/forgot-password", { email }, { "x-promptory-client-ip": client }), params: {}, context: {} })) as Response;
      return { status: response.status, location: response.headers.get("Location"), cookie: response.headers.get("Set-Cookie"), body: await response.text() };
    };
    const knownWeb = await web(buyer.email);
    expect(knownWeb).toEqual({ status: 302, location: "/forgot-password?sent", cookie: null, body: "" });
    expect(await web(unknown)).toEqual(knownWeb);
    const page = await forgotPage.loader({ request: new Request("http://localhost/forgot-password?sent"), params: {}, context: {} });
    expect(page).toEqual({ sent: RESET_REQUESTED });

    expect(await resetMails(unknown)).toEqual([]);
    expect(await resetMails(buyer.email)).toHaveLength(2);
  });

  it("takes as long for an unknown address as for a known one", async () => {
    const known = await Promise.all(Array.from({ length: 15 }, () => makeUser("buyer")));
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const time = async (kind: "known" | "unknown", email: string) => {
      const started = performance.now();
      await requestPasswordReset(email, newClient());
      times[kind].push(performance.now() - started);
    };
    // Interleaved, each from its own client, each known address once (below its limit).
    for (const user of known) {
      await time("known", user.email);
      await time("unknown", uniqueEmail("nobody"));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Without the floor the known address was 4-8 ms slower in the median here (decision 0205):
    // both sides waiting out the floor is what makes them equal. The bound on the difference is
    // loose because the machine running the suite may be busy.
    expect(median(times.known)).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 1);
    expect(median(times.unknown)).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 1);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(15);
    expect(await resetMails(known[0]!.email)).toHaveLength(1);
  });

  it("replaces the earlier link when a new one is requested", async () => {
    const buyer = await makeUser("buyer");
    const first = await requestedToken(buyer.email);
    const second = await requestedToken(buyer.email);
    expect(second).not.toBe(first);
    expect(await resetApi(first, NEW_PASSWORD)).toMatchObject({ status: 400, body: { success: false, message: INVALID_RESET_LINK } });
    expect((await resetApi(second, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("per account from one client: past 5 an hour nothing more is sent, and the answer stays the same", async () => {
    const buyer = await makeUser("buyer");
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgotApi(buyer.email, client)));
    for (const { status, body } of answers) {
      expect({ status, body }).toEqual({ status: 200, body: { success: true, message: RESET_REQUESTED } });
    }
    expect(await resetMails(buyer.email)).toHaveLength(5);
    // The 5th link is still the live one: the 6th request replaced nothing.
    expect((await resetApi(await tokenFromMail(buyer.email), NEW_PASSWORD)).status).toBe(200);
  });

  it("other addresses' requests never use up the owner's (issue 23, point 19)", async () => {
    const buyer = await makeUser("buyer");
    await Promise.all(Array.from({ length: 5 }, () => forgotApi(buyer.email, newClient())));
    const others = (await resetMails(buyer.email)).length;
    await forgotApi(buyer.email, newClient());
    expect(await resetMails(buyer.email)).toHaveLength(others + 1);
  });

  it("per client: past 20 an hour the answer is 429 with Retry-After, over the API and on the web form", async () => {
    const client = newClient();
    const probes = await Promise.all(Array.from({ length: 20 }, () => forgotApi(uniqueEmail("probe"), client)));
    expect(probes.map((probe) => probe.status)).toEqual(Array(20).fill(200));
    const buyer = await makeUser("buyer");
    const limited = await forgotApi(buyer.email, client);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/^Too many reset requests from your network\. Try again in \d+ minute\(s\)\.$/) });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await resetMails(buyer.email)).toEqual([]);

    const reply = (await forgotPage.action({ request: webForm("/forgot-password", { email: buyer.email }, { "x-promptory-client-ip": client }), params: {}, context: {} })) as unknown as DataReply;
    expect(reply.init?.status).toBe(429);
    expect(reply.data.error?.[""]?.[0]).toMatch(/^Too many reset requests/);
    // Another client is not affected.
    expect((await forgotApi(buyer.email, newClient())).status).toBe(200);
  });

  it("the windows end after an hour", async () => {
    const client = newClient();
    const start = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => requestPasswordReset(uniqueEmail("window"), client, new Date(start))));
    await expect(requestPasswordReset(uniqueEmail("window"), client, new Date(start + 60 * 60 * 1000 - 1))).rejects.toThrow(/Too many reset requests/);
    await expect(requestPasswordReset(uniqueEmail("window"), client, new Date(start + 60 * 60 * 1000))).resolves.toBeUndefined();

    const buyer = await makeUser("buyer");
    const owner = newClient();
    await Promise.all(Array.from({ length: 6 }, () => requestPasswordReset(buyer.email, owner, new Date(start))));
    expect(await resetMails(buyer.email)).toHaveLength(5);
    await requestPasswordReset(buyer.email, owner, new Date(start + 60 * 60 * 1000));
    expect(await resetMails(buyer.email)).toHaveLength(6);
  });
});

describe("resetting the password with a link", () => {
  it("sets the new password, works once, and the old password no longer signs in", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    const { status, body } = await resetApi(token, NEW_PASSWORD);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await loginStatus(buyer.email, PASSWORD)).toBe(401);
    expect(await loginStatus(buyer.email, NEW_PASSWORD)).toBe(200);

    const again = await resetApi(token, "yet-another-password");
    expect(again).toMatchObject({ status: 400, body: { success: false, message: INVALID_RESET_LINK } });
    expect(await loginStatus(buyer.email, NEW_PASSWORD)).toBe(200);
  });

  it("a link asked for before a password change no longer works after it (issue 23, point 21)", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    await changePassword(buyer.id, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(await resetApi(token, "attacker-password-1")).toMatchObject({ status: 400, body: { success: false, message: INVALID_RESET_LINK } });
    expect(await loginStatus(buyer.email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses an expired link, and accepts it just before it expires", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, buyer.id));
    await expect(resetPassword(token, NEW_PASSWORD, new Date(row!.expiresAt.getTime()))).rejects.toThrow(INVALID_RESET_LINK);
    await expect(resetPassword(token, NEW_PASSWORD, new Date(row!.expiresAt.getTime() - 1000))).resolves.toBeUndefined();

    const other = await makeUser("buyer");
    const otherToken = await requestedToken(other.email);
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResetTokens.userId, other.id));
    expect(await resetApi(otherToken, NEW_PASSWORD)).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect(await loginStatus(other.email, PASSWORD)).toBe(200);
  });

  it("refuses unknown tokens with the same message", async () => {
    for (const token of ["", "x", "A".repeat(43)]) {
      const { status, body } = await resetApi(token, NEW_PASSWORD);
      expect({ status, body }).toEqual({ status: 400, body: { success: false, message: INVALID_RESET_LINK } });
    }
  });

  it("checks the new password with the registration rules, and a refused one leaves the link usable", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    const short = await resetApi(token, "short");
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ success: false, message: "Password must be at least 8 characters" });
    expect((await resetApi(token, "x".repeat(129))).body.message).toBe("Password must be at most 128 characters");
    expect((await resetApi(token, NEW_PASSWORD)).status).toBe(200);
  });

  it("signs the account out everywhere: browser sessions and API tokens", async () => {
    const buyer = await makeUser("buyer");
    const apiToken = await tokenFor(buyer);
    const cookie = await cookieFor(buyer);
    const browserSession = await sessionIdOf(cookie);
    expect((await api("GET", "auth/me", { token: apiToken })).status).toBe(200);
    expect((await getSessionUser(browserSession!))?.id).toBe(buyer.id);
    const bystander = await makeUser("buyer");
    const bystanderToken = await tokenFor(bystander);

    await resetPassword(await requestedToken(buyer.email), NEW_PASSWORD);

    const me = await api("GET", "auth/me", { token: apiToken });
    expect(me.status).toBe(401);
    expect(await getSessionUser(browserSession!)).toBeUndefined();
    expect((await api("GET", "auth/me", { token: bystanderToken })).status).toBe(200);
    expect((await listNotifications(buyer.id))[0]).toMatchObject({ type: "system", title: "Password reset" });
  });

  it("clears the account's login-failure count", async () => {
    const buyer = await makeUser("buyer");
    for (let i = 0; i < 5; i++) expect(await loginStatus(buyer.email, "wrong-guess")).toBe(401);
    expect(await loginStatus(buyer.email, PASSWORD)).toBe(429);
    await resetPassword(await requestedToken(buyer.email), NEW_PASSWORD);
    const signInKeys = sql`${loginFailures.key} in (${`email:${buyer.email}`}, ${`account-ip:${buyer.email} local`})`;
    expect(await db.select().from(loginFailures).where(signInKeys)).toEqual([]);
    expect(await loginStatus(buyer.email, NEW_PASSWORD)).toBe(200);
  });

  it("lets exactly one of two parallel resets with one link succeed", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    const results = await Promise.all([resetApi(token, "first-new-password"), resetApi(token, "second-new-password")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? "first-new-password" : "second-new-password";
    const loser = winner === "first-new-password" ? "second-new-password" : "first-new-password";
    expect(await loginStatus(buyer.email, winner)).toBe(200);
    expect(await loginStatus(buyer.email, loser)).toBe(401);
  });

  it("sets a banned account's password, but its login stays refused", async () => {
    const buyer = await makeUser("buyer");
    await db.update(users).set({ banned: true }).where(eq(users.id, buyer.id));
    await resetPassword(await requestedToken(buyer.email), NEW_PASSWORD);
    const login = await api("POST", "auth/login", { json: { email: buyer.email, password: NEW_PASSWORD } });
    expect(login).toMatchObject({ status: 403, body: { message: "This account has been suspended. Contact support." } });
  });
});

describe("the reset page", () => {
  const pageFor = (token: string) =>
    resetPage.loader({ request: new Request(`http://localhost/reset-password?token=${token}`), params: {}, context: {} });

  it("shows the form for a live link, and the message for a used or unknown one", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    expect(await pageFor(token)).toEqual({ token, invalidLink: null });
    expect(await pageFor("no-such-token")).toEqual({ token: "no-such-token", invalidLink: INVALID_RESET_LINK });
    expect(await resetPage.loader({ request: new Request("http://localhost/reset-password"), params: {}, context: {} })).toEqual({ token: "", invalidLink: INVALID_RESET_LINK });

    const short = (await resetPage.action({ request: webForm("/reset-password", { token, password: "short" }), params: {}, context: {} })) as unknown as DataReply;
    expect(short.init?.status).toBe(400);
    expect(short.data.error?.password).toEqual(["Password must be at least 8 characters"]);

    const done = (await resetPage.action({ request: webForm("/reset-password", { token, password: NEW_PASSWORD }), params: {}, context: {} })) as Response;
    expect(done).toHaveRedirect("/login");
    const cookie = done.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
    const { toast } = await readToast(new Request("http://localhost/login", { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: "success", message: PASSWORD_WAS_RESET });
    expect(await pageFor(token)).toEqual({ token, invalidLink: INVALID_RESET_LINK });

    const reused = (await resetPage.action({ request: webForm("/reset-password", { token, password: NEW_PASSWORD }), params: {}, context: {} })) as unknown as DataReply;
    expect(reused.init?.status).toBe(400);
    expect(reused.data.error?.[""]).toEqual([INVALID_RESET_LINK]);
  });

  it("signs out the browser it was used in", async () => {
    const buyer = await makeUser("buyer");
    const token = await requestedToken(buyer.email);
    const other = await makeUser("buyer");
    const cookie = await cookieFor(other);
    const done = (await resetPage.action({ request: webForm("/reset-password", { token, password: NEW_PASSWORD }, { Cookie: cookie }), params: {}, context: {} })) as Response;
    expect(done).toHaveRedirect("/login");
    expect(await sessionIdOf(done.headers.get("Set-Cookie")!.split(";")[0]!)).toBeUndefined();
    expect(await getSessionUser((await sessionIdOf(cookie))!)).toBeUndefined();
  });
});
