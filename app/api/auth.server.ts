import { attemptLogin, attemptRegistration } from "~/models/auth.server";
import { EMAIL_VERIFIED, resendVerification, VERIFICATION_SENT, verifyEmail } from "~/models/email-verification.server";
import { createSession, deleteSession } from "~/models/sessions.server";
import { changePassword, updateProfile } from "~/models/users.server";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { VerifyEmailSchema } from "~/schemas/email-verification";
import { ApiProfileSchema, ChangePasswordSchema } from "~/schemas/profile";
import { signApiToken } from "~/utils/api-token.server";
import { requireApiSession, requireApiUser } from "./auth-context.server";
import { isJsonRequest, readJson } from "./body.server";
import { ok } from "./respond.server";
import { exampleUser } from "./examples.server";
import { get, post, put, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiUser, apiVendor, apiVendorOf } from "./serializers.server";
import { parseFormBody, parseJsonBody, validateJson } from "./validate.server";

const tag = "Account";

export const authRoutes: DocumentedRoute[] = [
  post("auth/login", login, {
    tag, summary: "Sign in and get a bearer token", auth: "public", body: LoginSchema, errors: [401, 403, 429],
    example: { success: true, message: "Login successful", data: { token: "eyJhbGciOiJIUzI1NiJ9…", user: exampleUser, vendor: null } },
  }),
  post("auth/logout", logout, { tag, summary: "Sign out this token's session", auth: "user", example: { success: true, message: "Logged out successfully" } }),
  post("auth/register", register, {
    tag, summary: "Create a buyer or vendor account", auth: "public", body: RegisterSchema, multipart: true, status: 201, errors: [409, 429],
    description: "JSON for buyers (and vendors without a cover image); multipart/form-data with `coverImage`.",
    example: { success: true, message: "Registration successful", data: { user: exampleUser, vendor: null } },
  }),
  get("auth/me", me, { tag, summary: "The signed-in user (the body is the user itself)", auth: "user", example: { success: true, ...exampleUser, vendor: null } }),
  post("auth/verify-email", verifyEmailCall, {
    tag, summary: "Verify the account's e-mail address with the token of its link", auth: "public", body: VerifyEmailSchema,
    description: "The token of a `/verify-email/{token}` link: it works once, for 24 hours, for the address it was sent to. AI features need a verified address.",
    example: { success: true, message: EMAIL_VERIFIED },
  }),
  post("auth/resend-verification", resendVerificationCall, {
    tag, summary: "E-mail a new verification link", auth: "user", errors: [409, 429],
    description: "At most one a minute and five a day per account (429 with Retry-After); 409 when the address is already verified.",
    example: { success: true, message: VERIFICATION_SENT },
  }),
  put("auth/change-password", changePasswordCall, {
    tag, summary: "Change the password (signs out the other sessions)", auth: "user", body: ChangePasswordSchema, errors: [429],
    example: { success: true, message: "Password changed successfully" },
  }),
  put("auth/profile", profile, {
    tag, summary: "Change name, country and the sale-notice e-mails", auth: "user", body: ApiProfileSchema,
    example: { success: true, message: "Profile updated successfully", data: { user: exampleUser } },
  }),
];

async function login({ request }: ApiContext) {
  const { email, password } = await parseJsonBody(request, LoginSchema);
  const user = await attemptLogin(request, email, password);
  const session = await createSession(user.id);
  const token = await signApiToken(session.id, user.id);
  return ok({ message: "Login successful", data: { token, user: apiUser(user), vendor: await apiVendorOf(user) } });
}

async function logout(ctx: ApiContext) {
  const { sessionId } = await requireApiSession(ctx);
  await deleteSession(sessionId);
  return ok({ message: "Logged out successfully" });
}

/** JSON for buyers (and vendors without a cover), multipart when a cover image comes along. */
async function register({ request }: ApiContext) {
  const input = isJsonRequest(request)
    ? validateJson(RegisterSchema, { ...(await readJson(request)), coverImage: undefined })
    : await parseFormBody(request, RegisterSchema);
  const { user, vendor } = await attemptRegistration(request, input);
  const data = { user: apiUser(user), vendor: vendor ? apiVendor(vendor) : null };
  return ok({ message: "Registration successful", data }, 201);
}

/** SPEC: the body is the user object itself. */
async function me(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  return ok({ ...apiUser(user), vendor: await apiVendorOf(user) });
}

async function verifyEmailCall({ request }: ApiContext) {
  const { token } = await parseJsonBody(request, VerifyEmailSchema);
  await verifyEmail(token);
  return ok({ message: EMAIL_VERIFIED });
}

async function resendVerificationCall(ctx: ApiContext) {
  await resendVerification(await requireApiUser(ctx));
  return ok({ message: VERIFICATION_SENT });
}

async function changePasswordCall(ctx: ApiContext) {
  const { user, sessionId } = await requireApiSession(ctx);
  const input = await parseJsonBody(ctx.request, ChangePasswordSchema);
  await changePassword(user.id, input, sessionId);
  return ok({ message: "Password changed successfully" });
}

/** Name and country; `emailSaleNotices` (true/false) turns the sale e-mails on or off when given. */
async function profile(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const input = await parseJsonBody(ctx.request, ApiProfileSchema);
  return ok({ message: "Profile updated successfully", data: { user: apiUser(await updateProfile(user.id, input)) } });
}
