import { AppError } from "~/utils/app-error";
import type { RegisterInput } from "~/schemas/auth";
import {
  accountAtAddress,
  clientIp,
  loginFailuresByAccountAndIp,
  loginFailuresByEmail,
  loginFailuresByIp,
  registrationsByIp,
  reserveAttempt,
  takenEmailAnswersByIp,
  type RateLimiter,
} from "~/utils/rate-limit.server";
import { emailTaken, EMAIL_TAKEN, registerUser, verifyLogin, type User } from "./users.server";

/**
 * Checks credentials with rate limits per client address, per account from that address and per
 * account (docs/decisions/0185, issue 23 point 19). An attempt is counted before the password is
 * checked and given back unless the password was wrong, so only failures stay counted. The
 * per-account limit is asked only of an address that has already failed on this account: the
 * owner, signing in from an address that has not failed, is never locked out by someone else's
 * guesses. Shared by the login form and POST /api/v1/auth/login.
 */
export async function attemptLogin(request: Request, email: string, password: string): Promise<User> {
  const emailKey = email.trim().toLowerCase();
  const ipKey = clientIp(request);
  const pairKey = accountAtAddress(emailKey, ipKey);
  const accountWide = await loginFailuresByAccountAndIp.failures(pairKey) > 0;
  const limits: [RateLimiter, string][] = [
    [loginFailuresByIp, ipKey],
    [loginFailuresByAccountAndIp, pairKey],
    ...(accountWide ? [[loginFailuresByEmail, emailKey] as [RateLimiter, string]] : []),
  ];
  const wait = await reserveAttempt(limits);
  if (wait > 0) {
    const message = `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`;
    throw new AppError(429, message, undefined, wait);
  }
  try {
    const user = await verifyLogin(emailKey, password);
    await loginFailuresByEmail.reset(emailKey);
    await loginFailuresByAccountAndIp.reset(pairKey);
    await loginFailuresByIp.release(ipKey);
    return user;
  } catch (error) {
    const wrongPassword = error instanceof AppError && error.status === 401;
    if (!wrongPassword) for (const [limiter, key] of limits) await limiter.release(key);
    else if (!accountWide) await loginFailuresByEmail.hit(emailKey);
    throw error;
  }
}

/**
 * Registration must say when an e-mail already has an account, which tells whoever asks that the
 * account exists. Each such answer is counted per client address, before the check, and given
 * back when the address turns out to be free: a client learns at most 10 existing accounts an
 * hour, and people signing up with new addresses are never slowed down (docs/decisions/0183).
 */
export async function checkEmailFree(request: Request, email: string): Promise<void> {
  const ipKey = clientIp(request);
  const wait = await reserveAttempt([[takenEmailAnswersByIp, ipKey]]);
  if (wait > 0) {
    const message = `Too many sign-up attempts with existing accounts. Try again in ${Math.ceil(wait / 60)} minute(s).`;
    throw new AppError(429, message, undefined, wait);
  }
  if (await emailTaken(email)) throw new AppError(409, EMAIL_TAKEN, "email");
  await takenEmailAnswersByIp.release(ipKey);
}

/**
 * The registration form and POST /api/v1/auth/register: the limited e-mail check, then the
 * account, at most REGISTRATIONS_PER_HOUR from one client address. The slot is taken before the
 * password is hashed, so a burst cannot start more hashes than the limit, and given back when the
 * registration fails (docs/decisions/0301).
 */
export async function attemptRegistration(request: Request, input: RegisterInput) {
  await checkEmailFree(request, input.email);
  const ipKey = clientIp(request);
  const wait = await reserveAttempt([[registrationsByIp, ipKey]]);
  if (wait > 0) {
    const message = `Too many new accounts from your network. Try again in ${Math.ceil(wait / 60)} minute(s).`;
    throw new AppError(429, message, undefined, wait);
  }
  try {
    return await registerUser(input);
  } catch (error) {
    await registrationsByIp.release(ipKey);
    throw error;
  }
}
