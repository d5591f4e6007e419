import { describe, expect, test } from "vitest";
import { attemptLogin } from "~/models/auth.server";
import { AppError } from "~/utils/app-error";
import { countUnread, listNotifications } from "~/models/notifications.server";
import { createSession, getSessionUser } from "~/models/sessions.server";
import { setSetting } from "~/models/settings.server";
import {
  changePassword,
  getUserById,
  getVendorByUserId,
  registerUser,
  updateProfile,
  verifyLogin,
} from "~/models/users.server";
import { RegisterSchema } from "~/schemas/auth";

const buyer = (email: string) => ({
  role: "buyer" as const,
  name: "Ben Buyer",
  email,
  password: "buyer-pass-1",
  country: "Kenya" as const,
});

/** The AppError `promise` rejects with (checked by toThrowAppError), for checks beyond it. */
async function expectAppError(promise: Promise<unknown>, status: number, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toThrowAppError(status, message);
  return error as AppError;
}

const loginRequest = (ip = "10.0.0.1") => new Request("http://localhost/login", { headers: { "x-promptory-client-ip": ip } });

describe("registration", () => {
  test("a buyer is created with a hashed password and a welcome notification", async () => {
    const { user, vendor } = await registerUser(buyer("ben@example.com"));
    expect(vendor).toBeUndefined();
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain("buyer-pass-1");
    const [welcome] = await listNotifications(user.id);
    expect(welcome).toMatchObject({ type: "success", title: "Welcome to Promptory", read: false });
  });

  test("a vendor gets an approved store at once with the default settings", async () => {
    const { user, vendor } = await registerUser({
      ...buyer("vera@example.com"),
      role: "vendor",
      storeName: "Vera's Studio",
      bio: "Prompts for writers and marketers.",
    });
    expect(vendor).toMatchObject({ storeName: "Vera's Studio", isApproved: true, userId: user.id });
    expect((await getVendorByUserId(user.id))?.id).toBe(vendor?.id);
  });

  test("with 'approve new vendors' on, a new store waits for approval", async () => {
    await setSetting("approveNewVendors", true);
    const { vendor } = await registerUser({
      ...buyer("wait@example.com"),
      role: "vendor",
      storeName: "Waiting Room",
      bio: "A store that waits for approval.",
    });
    expect(vendor?.isApproved).toBe(false);
    await setSetting("approveNewVendors", false);
  });

  test("an e-mail can be used once, whatever its case", async () => {
    await registerUser(buyer("dup@example.com"));
    const error = await expectAppError(registerUser(buyer("dup@example.com")), 409, /already exists/);
    expect(error.field).toBe("email");
    const parsed = RegisterSchema.parse({ ...buyer("DUP@Example.com") });
    await expect(registerUser(parsed)).rejects.toThrowAppError(409, /already exists/);
  });

  test("the schema refuses vendors without a store, admins and unknown countries", () => {
    const vendorWithoutStore = RegisterSchema.safeParse({ ...buyer("v@example.com"), role: "vendor" });
    expect(vendorWithoutStore.success).toBe(false);
    expect(RegisterSchema.safeParse({ ...buyer("a@example.com"), role: "admin" }).success).toBe(false);
    expect(RegisterSchema.safeParse({ ...buyer("c@example.com"), country: "Atlantis" }).success).toBe(false);
    expect(RegisterSchema.safeParse({ ...buyer("p@example.com"), password: "short" }).success).toBe(false);
  });
});

describe("login", () => {
  test("right credentials return the user; wrong ones do not say which part was wrong", async () => {
    const { user } = await registerUser(buyer("login@example.com"));
    expect((await verifyLogin("LOGIN@example.com ", "buyer-pass-1")).id).toBe(user.id);
    await expect(verifyLogin("login@example.com", "wrong")).rejects.toThrowAppError(401, /Invalid email or password/);
    await expect(verifyLogin("nobody@example.com", "buyer-pass-1")).rejects.toThrowAppError(401, /Invalid email or password/);
  });

  test("five failures for one e-mail lock it for a while; other e-mails still work", async () => {
    await registerUser(buyer("locked@example.com"));
    const { user: other } = await registerUser(buyer("other@example.com"));
    for (let i = 0; i < 5; i++) {
      await expect(attemptLogin(loginRequest(), "locked@example.com", "nope")).rejects.toThrowAppError(401, /Invalid/);
    }
    const locked = await expectAppError(attemptLogin(loginRequest(), "locked@example.com", "buyer-pass-1"), 429, /Too many/);
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect((await attemptLogin(loginRequest(), "other@example.com", "buyer-pass-1")).id).toBe(other.id);
  });

  test("thirty failures from one address lock that address", async () => {
    for (let i = 0; i < 30; i++) {
      await expect(attemptLogin(loginRequest("10.9.9.9"), `guess${i}@example.com`, "nope")).rejects.toThrowAppError(401, /Invalid/);
    }
    await expect(attemptLogin(loginRequest("10.9.9.9"), "guess99@example.com", "nope")).rejects.toThrowAppError(429, /Too many/);
    await expect(attemptLogin(loginRequest("10.8.8.8"), "guess99@example.com", "nope")).rejects.toThrowAppError(401, /Invalid/);
  });

  test("a banned user cannot sign in and their sessions stop working", async () => {
    const { user } = await registerUser(buyer("banned@example.com"));
    const session = await createSession(user.id);
    expect((await getSessionUser(session.id))?.id).toBe(user.id);
    const { db } = await import("~/db/client.server");
    const { users } = await import("~/db/tables.server");
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    await expect(verifyLogin("banned@example.com", "buyer-pass-1")).rejects.toThrowAppError(403, /suspended/);
    expect(await getSessionUser(session.id)).toBeUndefined();
  });
});

describe("password change", () => {
  test("checks the current password, stores the new one and signs out other sessions", async () => {
    const { user } = await registerUser(buyer("pw@example.com"));
    const current = await createSession(user.id);
    const other = await createSession(user.id);

    const wrong = await expectAppError(
      changePassword(user.id, { currentPassword: "nope", newPassword: "new-pass-123" }),
      422,
      /Current password is incorrect/,
    );
    expect(wrong.field).toBe("currentPassword");

    await changePassword(user.id, { currentPassword: "buyer-pass-1", newPassword: "new-pass-123" }, current.id);
    await expect(verifyLogin("pw@example.com", "buyer-pass-1")).rejects.toThrowAppError(401, /Invalid/);
    expect((await verifyLogin("pw@example.com", "new-pass-123")).id).toBe(user.id);
    expect((await getSessionUser(current.id))?.id).toBe(user.id);
    expect(await getSessionUser(other.id)).toBeUndefined();
    expect(await countUnread(user.id)).toBe(2);
  });

  test("the new password must differ from the current one", async () => {
    const { user } = await registerUser(buyer("same@example.com"));
    await expect(changePassword(user.id, { currentPassword: "buyer-pass-1", newPassword: "buyer-pass-1" })).rejects.toThrowAppError(422, /must differ/);
  });
});

describe("profile", () => {
  test("name and country change; e-mail and role do not", async () => {
    const { user } = await registerUser(buyer("profile@example.com"));
    await updateProfile(user.id, { name: "Benedict Buyer", country: "Japan" });
    expect(await getUserById(user.id)).toMatchObject({
      name: "Benedict Buyer",
      country: "Japan",
      email: "profile@example.com",
      role: "buyer",
    });
  });

  test("an unknown user is a 404", async () => {
    await expect(updateProfile("missing", { name: "X Y", country: "Japan" })).rejects.toThrow(AppError);
  });
});
