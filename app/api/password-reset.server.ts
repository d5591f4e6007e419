import { requestPasswordReset, RESET_REQUESTED, resetPassword } from "~/models/password-reset.server";
import { ForgotPasswordSchema, ResetPasswordSchema } from "~/schemas/password-reset";
import { clientIp } from "~/utils/rate-limit.server";
import { ok } from "./respond.server";
import { post, type ApiContext, type DocumentedRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

/** Password reset over the API, the same flow as /forgot-password (CONTRACT 11). */
export const passwordResetRoutes: DocumentedRoute[] = [
  post("auth/forgot-password", forgotPassword, {
    tag: "Account", summary: "E-mail a password reset link", auth: "public", body: ForgotPasswordSchema, errors: [429],
    description: "The same answer whether or not the address has an account.",
    example: { success: true, message: RESET_REQUESTED },
  }),
  post("auth/reset-password", resetPasswordCall, {
    tag: "Account", summary: "Set a new password with a reset token", auth: "public", body: ResetPasswordSchema,
    example: { success: true, message: "Password reset successfully. Every session and API token of the account was signed out." },
  }),
];

/** The same answer for every well-formed address; 429 only past the per-client limit. */
async function forgotPassword({ request }: ApiContext) {
  const { email } = await parseJsonBody(request, ForgotPasswordSchema);
  await requestPasswordReset(email, clientIp(request));
  return ok({ message: RESET_REQUESTED });
}

async function resetPasswordCall({ request }: ApiContext) {
  const { token, password } = await parseJsonBody(request, ResetPasswordSchema);
  await resetPassword(token, password);
  return ok({ message: "Password reset successfully. Every session and API token of the account was signed out." });
}
