import { z } from "zod";

/** POST /api/v1/auth/verify-email: the token of a `/verify-email/{token}` link. */
export const VerifyEmailSchema = z.object({
  token: z.string({ required_error: "The verification link is missing its token" }).trim().min(1, "The verification link is missing its token").max(200, "This verification link is invalid"),
});
