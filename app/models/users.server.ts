import { eq, ne, and } from "drizzle-orm";
import { db, transaction, firstRow, oneRow } from "~/db/client.server";
import { type Role } from "~/db/schema";
import { passwordResetTokens, sessions, users, vendors } from "~/db/tables.server";
import type { RegisterInput } from "~/schemas/auth";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "~/utils/password.server";
import { currentPasswordFailures, reserveAttempt } from "~/utils/rate-limit.server";
import { deleteImage, saveImage } from "./uploads.server";
import { AppError } from "~/utils/app-error";
import { notify } from "./notifications.server";
import { getSetting } from "./settings.server";
import { isUniqueViolation } from "~/db/driver-errors.server";
import { sendVerification } from "./email-verification.server";

export type User = typeof users.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
/** What the app and API may show about a user: never the hash. */
export type PublicUser = Pick<User, "id" | "name" | "email" | "country" | "role" | "createdAt">;

export function toPublicUser(user: User): PublicUser {
  const { id, name, email, country, role, createdAt } = user;
  return { id, name, email, country, role, createdAt };
}

export async function getUserById(id: string): Promise<User | undefined> {
  return await firstRow(db.select().from(users).where(eq(users.id, id)).limit(1));
}

export async function getUserByEmail(email: string): Promise<User | undefined> {
  return await firstRow(db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1));
}

export async function getVendorByUserId(userId: string): Promise<Vendor | undefined> {
  return await firstRow(db.select().from(vendors).where(eq(vendors.userId, userId)).limit(1));
}

export async function emailTaken(email: string): Promise<boolean> {
  return Boolean(await getUserByEmail(email));
}

export const EMAIL_TAKEN = "An account with this email already exists";

/**
 * Creates the account (and, for vendors, the store), welcomes the user and, unless `verified`
 * (`npm run user:create`), queues the e-mail that verifies the address (CONTRACT 19).
 * A new store is approved at once unless the admin turned on "approve new vendors".
 */
export async function registerUser(input: RegisterInput, { verified = false } = {}): Promise<{ user: User; vendor?: Vendor }> {
  if (await emailTaken(input.email)) throw new AppError(409, EMAIL_TAKEN, "email");
  // The cover first: a bad image is refused before the password costs a hash.
  const coverImage = input.role === "vendor" && input.coverImage ? await saveImage(input.coverImage, { field: "coverImage" }) : null;
  try {
    const passwordHash = await hashPassword(input.password);
    return await transaction(async (tx) => {
      const user = await oneRow(tx
        .insert(users)
        .values({ name: input.name, email: input.email, country: input.country, role: input.role, passwordHash, emailVerifiedAt: verified ? new Date() : null })
        .returning());
      const vendor =
        input.role === "vendor"
          ? await oneRow(tx
              .insert(vendors)
              .values({
                userId: user.id,
                storeName: input.storeName,
                bio: input.bio,
                coverImage,
                isApproved: !await getSetting("approveNewVendors"),
              })
              .returning())
          : undefined;
      await notify(user.id, welcome(user.name, vendor ? (vendor.isApproved ? "openStore" : "waitingStore") : "buyer"), tx);
      if (!verified) await sendVerification(user);
      return { user, vendor };
    });
  } catch (error) {
    await deleteImage(coverImage);
    if (isUniqueViolation(error, "users.email")) {
      throw new AppError(409, EMAIL_TAKEN, "email");
    }
    throw error;
  }
}

const WELCOME = {
  buyer: (name: string) => `Hi ${name}, explore the marketplace and find prompts that do the work for you.`,
  openStore: (name: string) => `Hi ${name}, your store is ready. Create your first prompt to start selling.`,
  // "Approve new vendors" is on: the store is not public until an admin approves it (setVendorApproval says when).
  waitingStore: (name: string) =>
    `Hi ${name}, your store is waiting for an admin's approval. You can create prompts now: they are listed once the store is approved.`,
};

function welcome(name: string, kind: keyof typeof WELCOME) {
  return { type: "success" as const, title: "Welcome to Promptory", message: WELCOME[kind](name) };
}

/** Creates a user directly (admin accounts, seeding), with the address taken as verified. */
export async function createUser(input: {
  name: string;
  email: string;
  password: string;
  role: Role;
  country: string;
}): Promise<User> {
  if (await emailTaken(input.email)) throw new AppError(409, EMAIL_TAKEN, "email");
  const passwordHash = await hashPassword(input.password);
  return await oneRow(db
    .insert(users)
    .values({ ...input, email: input.email.trim().toLowerCase(), passwordHash, emailVerifiedAt: new Date() })
    .returning());
}

/** The user for these credentials, or an error that does not say which part was wrong. */
export async function verifyLogin(email: string, password: string): Promise<User> {
  const user = await getUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? dummyHash());
  if (!user || !ok) throw new AppError(401, "Invalid email or password");
  if (user.banned) throw new AppError(403, "This account has been suspended. Contact support.");
  if (needsRehash(user.passwordHash)) await rehash(user, password);
  return user;
}

/**
 * Stores the password again at the current scrypt cost (docs/decisions/0188). The write only
 * happens if the hash is still the one just checked, so a password changed meanwhile stays.
 */
async function rehash(user: User, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

async function checkCurrentPassword(user: User, password: string): Promise<void> {
  const wait = await reserveAttempt([[currentPasswordFailures, user.id]]);
  if (wait > 0) {
    const message = `Too many wrong current passwords. Try again in ${Math.ceil(wait / 60)} minute(s).`;
    throw new AppError(429, message, "currentPassword", wait);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError(422, "Current password is incorrect", "currentPassword");
  }
  await currentPasswordFailures.reset(user.id);
}

export async function updateProfile(userId: string, input: { name: string; country: string; emailSaleNotices?: boolean }): Promise<User> {
  const user = await firstRow(db.update(users).set(input).where(eq(users.id, userId)).returning());
  if (!user) throw new AppError(404, "User not found");
  return user;
}

/** Sale notices by e-mail on or off: the one message a user may turn off (receipts and resets always go). */
export async function setEmailSaleNotices(userId: string, emailSaleNotices: boolean): Promise<User> {
  const user = await firstRow(db.update(users).set({ emailSaleNotices }).where(eq(users.id, userId)).returning());
  if (!user) throw new AppError(404, "User not found");
  return user;
}

/**
 * Checks the current password (limited per user like the login, docs/decisions/0186), stores the
 * new one and signs out every other session.
 */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
  keepSessionId?: string,
): Promise<void> {
  const user = await getUserById(userId);
  if (!user) throw new AppError(404, "User not found");
  await checkCurrentPassword(user, input.currentPassword);
  if (input.currentPassword === input.newPassword) {
    throw new AppError(422, "New password must differ from the current one", "newPassword");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions)
      .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
    // A reset link asked for before the change must not undo it (issue 23, point 21).
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
  await notify(userId, { type: "system", title: "Password changed", message: "Your password was changed. Other devices were signed out." });
}
