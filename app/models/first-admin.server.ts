import { eq } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { users } from "~/db/tables.server";
import { SettingError, type FirstAdmin } from "~/env.server";
import { createUser, getUserByEmail, type User } from "./users.server";

/** As `npm run user:create` without --country. */
const ADMIN_COUNTRY = "United States";

/**
 * The admin from ADMIN_EMAIL/ADMIN_PASSWORD, created on a start whose database has no admin yet
 * (CONTRACT section 8). Answers the new admin, or undefined when there already was one: then
 * nothing changes, so a changed ADMIN_PASSWORD never resets anybody's password.
 */
export async function ensureFirstAdmin(admin: FirstAdmin): Promise<User | undefined> {
  const existing = await firstRow(db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1));
  if (existing) return undefined;
  const holder = await getUserByEmail(admin.email);
  if (holder) {
    throw new SettingError(
      `ADMIN_EMAIL belongs to an existing ${holder.role} account: choose another address, or make an admin with npm run user:create`,
    );
  }
  return createUser({ ...admin, role: "admin", country: ADMIN_COUNTRY });
}
