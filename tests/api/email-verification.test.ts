import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailVerificationTokens } from "~/db/tables.server";
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  INVALID_VERIFY_LINK,
  RESEND_INTERVAL_MS,
  VERIFICATION_SENT,
} from "~/models/email-verification.server";
import { getUserById, type User } from "~/models/users.server";
import * as verifyPage from "~/routes/_auth.verify-email.$token";
import * as resendRoute from "~/routes/resend-verification";
import { readToast } from "~/utils/session.server";
import { api, cookieFor, makeBuyer, makeVendor, tokenFor, uniqueEmail, verificationTokenFor } from "../factories";

const signUp = () => makeBuyer("Una Verified", uniqueEmail("unverified"), { verified: false });

/** The registration's link made two minutes ago, so the once-a-minute limit lets a resend through. */
const agedLinks = (user: User) =>
  db.update(emailVerificationTokens).set({ createdAt: new Date(Date.now() - 2 * RESEND_INTERVAL_MS) }).where(eq(emailVerificationTokens.userId, user.id));

const isVerified = async (user: User) => (await getUserById(user.id))!.emailVerifiedAt !== null;

/** The toast a redirect's Set-Cookie carries to the next page. */
async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

function post(url: string, fields: Record<string, string> = {}, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${url}`, { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} });
}

type ErrorReply = { type: "DataWithResponseInit"; data: { error: string }; init: { status?: number } | null };

describe("POST /api/v1/auth/register and GET /api/v1/auth/me", () => {
  it("registers an unverified account, mails its link, and says so in `emailVerified`", async () => {
    const email = uniqueEmail("api");
    const registered = await api("POST", "auth/register", { json: { role: "buyer", name: "Api Buyer", email, password: "a-long-password", country: "Kenya" } });
    expect(registered.status).toBe(201);
    expect(registered.body.data.user).toMatchObject({ email, emailVerified: false });
    const token = await verificationTokenFor(email);

    const user = (await getUserById(registered.body.data.user._id))!;
    const bearer = await tokenFor(user, "a-long-password");
    expect((await api("GET", "auth/me", { token: bearer })).body).toMatchObject({ success: true, emailVerified: false });
    expect(await api("POST", "auth/verify-email", { json: { token } })).toMatchObject({ status: 200, body: { success: true, message: EMAIL_VERIFIED } });
    expect((await api("GET", "auth/me", { token: bearer })).body).toMatchObject({ success: true, emailVerified: true });
  });

  it("says `emailVerified: true` for accounts the factories make", async () => {
    const { body } = await api("GET", "auth/me", { token: await tokenFor((await makeVendor()).user) });
    expect(body).toMatchObject({ role: "vendor", emailVerified: true });
  });
});

describe("POST /api/v1/auth/verify-email", () => {
  it("works once, without signing in", async () => {
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    expect((await api("POST", "auth/verify-email", { json: { token } })).status).toBe(200);
    expect(await isVerified(user)).toBe(true);
    expect(await api("POST", "auth/verify-email", { json: { token } })).toMatchObject({ status: 400, body: { success: false, message: INVALID_VERIFY_LINK } });
  });

  it("answers 400 for an unknown token and 422 without one", async () => {
    expect(await api("POST", "auth/verify-email", { json: { token: "no-such-token" } })).toMatchObject({ status: 400, body: { message: INVALID_VERIFY_LINK } });
    expect((await api("POST", "auth/verify-email", { json: {} })).status).toBe(422);
    expect((await api("POST", "auth/verify-email", { json: { token: " " } })).status).toBe(422);
  });
});

describe("POST /api/v1/auth/resend-verification", () => {
  it("sends a new link once the last is a minute old, 429 with Retry-After before", async () => {
    const user = await signUp();
    const token = await tokenFor(user);
    const early = await api("POST", "auth/resend-verification", { token });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/less than a minute ago/);
    expect(Number(early.headers.get("Retry-After"))).toBeGreaterThan(0);

    await agedLinks(user);
    expect(await api("POST", "auth/resend-verification", { token })).toMatchObject({ status: 200, body: { success: true, message: VERIFICATION_SENT } });
    expect(await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id))).toHaveLength(2);
  });

  it("answers 409 for a verified account and 401 signed out", async () => {
    const verified = await makeBuyer();
    expect(await api("POST", "auth/resend-verification", { token: await tokenFor(verified) })).toMatchObject({ status: 409, body: { message: ALREADY_VERIFIED } });
    expect((await api("POST", "auth/resend-verification")).status).toBe(401);
  });
});

describe("the /verify-email/{token} page", () => {
  const open = (token: string, cookie?: string) =>
    verifyPage.loader({ request: new Request(`http://localhost/verify-email/${token}`, { headers: cookie ? { Cookie: cookie } : {} }), params: { token }, context: {} });
  const press = (token: string, cookie?: string) => verifyPage.action({ request: post(`/verify-email/${token}`, {}, cookie), params: { token }, context: {} });

  it("verifies nothing when opened: only its button's post does, then home with a toast", async () => {
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    const cookie = await cookieFor(user);
    expect(await open(token, cookie)).toEqual({ invalidLink: null, account: { home: "/home", verified: false } });
    expect(await isVerified(user)).toBe(false);

    const done = (await press(token, cookie)) as Response;
    expect(done).toHaveRedirect("/home");
    expect(await toastOf(done)).toMatchObject({ type: "success", message: EMAIL_VERIFIED });
    expect(await isVerified(user)).toBe(true);
    expect(await open(token, cookie)).toEqual({ invalidLink: INVALID_VERIFY_LINK, account: { home: "/home", verified: true } });
  });

  it("signed out, sends to /login once verified; a used or unknown link gets the message", async () => {
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    expect(await press(token)).toHaveRedirect("/login");
    const reused = (await press(token)) as unknown as ErrorReply;
    expect(reused.init?.status).toBe(400);
    expect(reused.data).toEqual({ error: INVALID_VERIFY_LINK });
    expect(await open("no-such-token")).toEqual({ invalidLink: INVALID_VERIFY_LINK, account: null });
  });
});

describe("the banner's \"Resend verification e-mail\"", () => {
  const resend = async (cookie: string, redirectTo: string) =>
    (await resendRoute.action({ request: post("/resend-verification", { redirectTo }, cookie), params: {}, context: {} })) as Response;

  it("goes back to the page it was pressed on, with what happened as a toast", async () => {
    const user = await signUp();
    const cookie = await cookieFor(user);
    const early = await resend(cookie, "/home/prompts");
    expect(early).toHaveRedirect("/home/prompts");
    expect(await toastOf(early)).toMatchObject({ type: "error", message: expect.stringMatching(/less than a minute ago/) });

    await agedLinks(user);
    const sent = await resend(cookie, "https://evil.example/");
    expect(sent).toHaveRedirect("/home");
    expect(await toastOf(sent)).toMatchObject({ type: "success", message: VERIFICATION_SENT });
  });
});
