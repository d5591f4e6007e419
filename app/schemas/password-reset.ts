import { z } from "zod";
import { EmailField, PasswordField } from "./fields";

/** "Forgot password?": the web form and POST /api/v1/auth/forgot-password. */
export const ForgotPasswordSchema = z.object({ email: EmailField });

/**
 * Setting a new password with a reset link: the web form (the token in a hidden field) and
 * POST /api/v1/auth/reset-password. The password has the registration rules (PasswordField).
 */
export const ResetPasswordSchema = z.object({
  token: z.string({ required_error: "The reset link is missing its token" }).trim().max(200, "This reset link is invalid"),
  password: PasswordField,
});
