import { AppError } from "./errors";
import { verifyLogin, type User } from "./users.server";
import { clientIp, loginFailuresByEmail, loginFailuresByIp, reserveAttempt } from "~/utils/rate-limit.server";

/**
 * Checks credentials with rate limits per e-mail and per client address. The attempt is counted
 * before the password is checked and given back unless the password was wrong, so only failures
 * stay counted (docs/decisions/0185). Shared by the login form and POST /api/v1/auth/login.
 */
export async function attemptLogin(request: Request, email: string, password: string): Promise<User> {
  const emailKey = email.trim().toLowerCase();
  const ipKey = clientIp(request);
  const wait = reserveAttempt([
    [loginFailuresByEmail, emailKey],
    [loginFailuresByIp, ipKey],
  ]);
  if (wait > 0) {
    const message = `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`;
    throw new AppError(429, message, undefined, wait);
  }
  try {
    const user = await verifyLogin(emailKey, password);
    loginFailuresByEmail.reset(emailKey);
    loginFailuresByIp.release(ipKey);
    return user;
  } catch (error) {
    if (!(error instanceof AppError && error.status === 401)) {
      loginFailuresByEmail.release(emailKey);
      loginFailuresByIp.release(ipKey);
    }
    throw error;
  }
}
