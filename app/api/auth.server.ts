import { attemptLogin, attemptRegistration } from "~/models/auth.server";
import { createSession, deleteSession } from "~/models/sessions.server";
import { changePassword, updateProfile } from "~/models/users.server";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { ApiProfileSchema, ChangePasswordSchema } from "~/schemas/profile";
import { signApiToken } from "~/utils/api-token.server";
import { requireApiSession, requireApiUser } from "./auth-context.server";
import { isJsonRequest, readJson } from "./body.server";
import { fail, ok } from "./respond.server";
import { get, post, put, type ApiContext, type ApiRoute } from "./router.server";
import { apiUser, apiVendor, apiVendorOf } from "./serializers.server";
import { parseFormBody, parseJsonBody, validateJson } from "./validate.server";

export const authRoutes: ApiRoute[] = [
  post("auth/login", login),
  post("auth/logout", logout),
  post("auth/register", register),
  get("auth/me", me),
  put("auth/change-password", changePasswordCall),
  put("auth/profile", profile),
];

async function login({ request }: ApiContext) {
  const { email, password } = await parseJsonBody(request, LoginSchema);
  const user = await attemptLogin(request, email, password);
  const session = createSession(user.id);
  const token = await signApiToken(session.id, user.id);
  return ok({ message: "Login successful", data: { token, user: apiUser(user), vendor: apiVendorOf(user) } });
}

async function logout(ctx: ApiContext) {
  const { sessionId } = await requireApiSession(ctx);
  deleteSession(sessionId);
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
  return ok({ ...apiUser(user), vendor: apiVendorOf(user) });
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
  return ok({ message: "Profile updated successfully", data: { user: apiUser(updateProfile(user.id, input)) } });
}
