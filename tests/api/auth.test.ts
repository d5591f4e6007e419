import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deleteSession } from "~/models/sessions.server";
import { getUserByEmail, verifyLogin } from "~/models/users.server";
import { uploadsDir } from "~/models/uploads.server";
import { api, cookieFor, makeAdmin, makeUser, PASSWORD, tokenFor, uniqueEmail } from "../factories";

const USER_KEYS = ["_id", "country", "createdAt", "email", "emailSaleNotices", "emailVerified", "name", "role"];

describe("POST auth/login", () => {
  it("answers a token, the user without its hash, and vendor null for buyers", async () => {
    const buyer = await makeUser("buyer");
    const { status, body } = await api("POST", "auth/login", { json: { email: buyer.email, password: PASSWORD } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Login successful" });
    expect(body.data.token).toEqual(expect.any(String));
    expect(Object.keys(body.data.user).sort()).toEqual(USER_KEYS);
    expect(body.data.user).toMatchObject({ _id: buyer.id, email: buyer.email, role: "buyer" });
    expect(body.data.vendor).toBeNull();
  });

  it("answers the store for vendors", async () => {
    const vendor = await makeUser("vendor");
    const { body } = await api("POST", "auth/login", { json: { email: vendor.email, password: PASSWORD } });
    expect(body.data.vendor).toMatchObject({ storeName: "Test Store", isApproved: true, coverImage: null });
    expect(body.data.vendor.payoutDetails).toEqual({ bankName: "", accountNumber: "", accountName: "" });
  });

  it("refuses a wrong password with 401", async () => {
    const buyer = await makeUser("buyer");
    const { status, body } = await api("POST", "auth/login", { json: { email: buyer.email, password: "wrong-one" } });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Invalid email or password" });
  });

  it("refuses a malformed e-mail with 422", async () => {
    const { status, body } = await api("POST", "auth/login", { json: { email: "nope", password: "x" } });
    expect(status).toBe(422);
    expect(body.message).toBe("Enter a valid email address");
    expect(body.errors.email).toEqual(["Enter a valid email address"]);
  });

  it("answers 429 with Retry-After after repeated failures", async () => {
    const buyer = await makeUser("buyer");
    for (let i = 0; i < 5; i++) {
      const { status } = await api("POST", "auth/login", { json: { email: buyer.email, password: "bad-guess" } });
      expect(status).toBe(401);
    }
    const { status, body, headers } = await api("POST", "auth/login", {
      json: { email: buyer.email, password: PASSWORD },
    });
    expect(status).toBe(429);
    expect(body.message).toMatch(/Too many failed attempts/);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("GET auth/me", () => {
  it("answers the user object itself with its vendor", async () => {
    const vendor = await makeUser("vendor");
    const { status, body } = await api("GET", "auth/me", { token: await tokenFor(vendor) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, _id: vendor.id, name: vendor.name, role: "vendor" });
    expect(body.vendor.storeName).toBe("Test Store");
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("answers 401 without a token", async () => {
    const { status, body, headers } = await api("GET", "auth/me");
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Authentication required" });
    expect(headers.get("WWW-Authenticate")).toBe("Bearer");
  });

  it("answers 401 for a garbage token", async () => {
    expect((await api("GET", "auth/me", { token: "not.a.jwt" })).status).toBe(401);
    expect((await api("GET", "auth/me", { headers: { Authorization: "Basic abc" } })).status).toBe(401);
  });

  it("answers 401 once the token's session is logged out", async () => {
    const token = await tokenFor(await makeUser("buyer"));
    const logout = await api("POST", "auth/logout", { token });
    expect(logout.body).toEqual({ success: true, message: "Logged out successfully" });
    expect((await api("GET", "auth/me", { token })).status).toBe(401);
  });

  it("answers 401 when the session is gone even though the JWT is still valid", async () => {
    const buyer = await makeUser("buyer");
    const token = await tokenFor(buyer);
    const sid = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sid as string;
    await deleteSession(sid);
    expect((await api("GET", "auth/me", { token })).status).toBe(401);
  });
});

describe("session cookie", () => {
  it("is accepted on same-origin requests", async () => {
    const buyer = await makeUser("buyer");
    const cookie = await cookieFor(buyer);
    const bySecFetch = await api("GET", "auth/me", { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
    expect(bySecFetch.status).toBe(200);
    expect(bySecFetch.body._id).toBe(buyer.id);
    const byOrigin = await api("GET", "auth/me", { headers: { Cookie: cookie, Origin: "http://localhost" } });
    expect(byOrigin.status).toBe(200);
  });

  it("is ignored on cross-origin requests and without origin information", async () => {
    const cookie = await cookieFor(await makeUser("buyer"));
    const crossSite = { Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "http://localhost" };
    expect((await api("GET", "auth/me", { headers: crossSite })).status).toBe(401);
    expect((await api("GET", "auth/me", { headers: { Cookie: cookie, Origin: "https://evil.test" } })).status).toBe(401);
    expect((await api("GET", "auth/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("compares Origin with the Host header, not with the request URL", async () => {
    const cookie = await cookieFor(await makeUser("buyer"));
    const spoofed = { Cookie: cookie, Origin: "http://localhost", Host: "promptory.test" };
    expect((await api("GET", "auth/me", { headers: spoofed })).status).toBe(401);
    const proxied = { Cookie: cookie, Origin: "https://promptory.test", "X-Forwarded-Host": "promptory.test" };
    expect((await api("GET", "auth/me", { headers: proxied })).status).toBe(200);
  });
});

describe("POST auth/register", () => {
  const buyerPayload = () => ({
    name: "Nina New",
    email: uniqueEmail("new"),
    password: "long-enough-pw",
    country: "Germany",
    role: "buyer",
  });

  it("registers a buyer from JSON with 201", async () => {
    const payload = buyerPayload();
    const { status, body } = await api("POST", "auth/register", { json: payload });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "Registration successful" });
    expect(body.data.user).toMatchObject({ name: "Nina New", email: payload.email, role: "buyer" });
    expect(body.data.vendor).toBeNull();
    await expect(verifyLogin(payload.email, payload.password)).resolves.toMatchObject({ role: "buyer" });
  });

  it("registers a vendor from multipart with a real PNG cover stored as an upload", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#6d28d9" } }).png().toBuffer();
    const form = vendorForm(new File([new Uint8Array(png)], "cover.png", { type: "image/png" }));
    const { status, body } = await api("POST", "auth/register", { body: form });
    expect(status).toBe(201);
    expect(body.data.vendor).toMatchObject({ storeName: "Pixel Prompts", bio: "Prompts for pixel artists." });
    const coverUrl = body.data.vendor.coverImage as string;
    expect(coverUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const stored = path.join(uploadsDir(), path.basename(coverUrl));
    expect((await sharp(fs.readFileSync(stored)).metadata()).format).toBe("webp");
  });

  it("refuses a cover image over 5 MB with 413", async () => {
    const big = new File([new Uint8Array(5.5 * 1024 * 1024)], "cover.png", { type: "image/png" });
    const { status, body } = await api("POST", "auth/register", { body: vendorForm(big) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, message: "Image must be 5 MB or smaller" });
    expect(body.errors.coverImage).toEqual(["Image must be 5 MB or smaller"]);
  });

  it("refuses a multipart body over 6 MB with 413", async () => {
    const huge = new File([new Uint8Array(7 * 1024 * 1024)], "cover.png", { type: "image/png" });
    const { status, body } = await api("POST", "auth/register", { body: vendorForm(huge) });
    expect(status).toBe(413);
    expect(body.message).toBe("Request body is too large");
  });

  it("refuses a file that is not an image with 422", async () => {
    const text = new File(["just text"], "cover.png", { type: "image/png" });
    const { status, body } = await api("POST", "auth/register", { body: vendorForm(text) });
    expect(status).toBe(422);
    expect(body.message).toBe("Image must be a PNG, JPG or JPEG file");
  });

  it("refuses a vendor without store details with 422 naming the field", async () => {
    const { status, body } = await api("POST", "auth/register", { json: { ...buyerPayload(), role: "vendor" } });
    expect(status).toBe(422);
    expect(body.message).toBe("Store name is required");
    expect(body.errors).toMatchObject({ storeName: ["Store name is required"], bio: ["Bio is required"] });
  });

  it("never registers an admin", async () => {
    const payload = { ...buyerPayload(), role: "admin" };
    const { status, body } = await api("POST", "auth/register", { json: payload });
    expect(status).toBe(422);
    expect(body.message).toBe("Account type must be buyer or vendor");
    expect(await getUserByEmail(payload.email)).toBeUndefined();
  });

  it("reports a short password with 422", async () => {
    const { status, body } = await api("POST", "auth/register", { json: { ...buyerPayload(), password: "short" } });
    expect(status).toBe(422);
    expect(body.message).toBe("Password must be at least 8 characters");
  });

  it("refuses a taken e-mail with 409", async () => {
    const existing = await makeUser("buyer");
    const { status, body } = await api("POST", "auth/register", { json: { ...buyerPayload(), email: existing.email } });
    expect(status).toBe(409);
    expect(body.message).toBe("An account with this email already exists");
  });

  it("refuses malformed JSON with 400", async () => {
    const { status } = await api("POST", "auth/register", {
      body: "{name:",
      headers: { "Content-Type": "application/json" },
    });
    expect(status).toBe(400);
  });
});

function vendorForm(cover: File): FormData {
  const form = new FormData();
  form.set("name", "Pia Pixel");
  form.set("email", uniqueEmail("pixel"));
  form.set("password", "long-enough-pw");
  form.set("country", "Nigeria");
  form.set("role", "vendor");
  form.set("storeName", "Pixel Prompts");
  form.set("bio", "Prompts for pixel artists.");
  form.set("coverImage", cover);
  return form;
}

describe("PUT auth/change-password", () => {
  it("changes the password and keeps the calling session alive", async () => {
    const buyer = await makeUser("buyer");
    const token = await tokenFor(buyer);
    const other = await tokenFor(buyer);
    const { status, body } = await api("PUT", "auth/change-password", {
      token,
      json: { currentPassword: PASSWORD, newPassword: "a-brand-new-pw" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Password changed successfully" });
    expect((await api("GET", "auth/me", { token })).status).toBe(200);
    expect((await api("GET", "auth/me", { token: other })).status).toBe(401);
    await expect(verifyLogin(buyer.email, "a-brand-new-pw")).resolves.toMatchObject({ id: buyer.id });
  });

  it("refuses a wrong current password with 422", async () => {
    const token = await tokenFor(await makeUser("buyer"));
    const { status, body } = await api("PUT", "auth/change-password", {
      token,
      json: { currentPassword: "not-my-password", newPassword: "a-brand-new-pw" },
    });
    expect(status).toBe(422);
    expect(body.message).toBe("Current password is incorrect");
    expect(body.errors).toEqual({ currentPassword: ["Current password is incorrect"] });
  });

  it("requires both fields", async () => {
    const token = await tokenFor(await makeUser("buyer"));
    const { status, body } = await api("PUT", "auth/change-password", { token, json: {} });
    expect(status).toBe(422);
    expect(body.message).toBe("Current password is required");
  });

  it("answers 401 without a token", async () => {
    expect((await api("PUT", "auth/change-password", { json: {} })).status).toBe(401);
  });
});

describe("PUT auth/profile", () => {
  it("updates name and country", async () => {
    const admin = await makeAdmin();
    const token = await tokenFor(admin);
    const { status, body } = await api("PUT", "auth/profile", { token, json: { name: "Ada Renamed", country: "Canada" } });
    expect(status).toBe(200);
    expect(body.message).toBe("Profile updated successfully");
    expect(body.data.user).toMatchObject({ _id: admin.id, name: "Ada Renamed", country: "Canada", role: "admin" });
  });

  it("refuses a country outside the list with 422", async () => {
    const token = await tokenFor(await makeUser("buyer"));
    const { status, body } = await api("PUT", "auth/profile", { token, json: { name: "Ben", country: "Atlantis" } });
    expect(status).toBe(422);
    expect(body.message).toBe("Choose a country from the list");
  });

  it("answers 401 without a token", async () => {
    expect((await api("PUT", "auth/profile", { json: { name: "X Y", country: "Kenya" } })).status).toBe(401);
  });

  it("turns sale e-mails off and on with emailSaleNotices, and leaves them as they are when it is not given", async () => {
    const vendor = await makeUser("vendor");
    const token = await tokenFor(vendor);
    const setting = async () => (await api("GET", "auth/me", { token })).body.emailSaleNotices;
    expect(await setting()).toBe(true);

    const off = await api("PUT", "auth/profile", { token, json: { name: "Vera Vendor", country: "Kenya", emailSaleNotices: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.user).toMatchObject({ _id: vendor.id, emailSaleNotices: false });
    expect((await getUserByEmail(vendor.email))?.emailSaleNotices).toBe(false);
    expect(await setting()).toBe(false);

    expect((await api("PUT", "auth/profile", { token, json: { name: "Vera Renamed", country: "Kenya" } })).status).toBe(200);
    expect(await setting()).toBe(false);
    expect((await api("PUT", "auth/profile", { token, json: { name: "Vera Renamed", country: "Kenya", emailSaleNotices: true } })).status).toBe(200);
    expect(await setting()).toBe(true);
  });

  it("refuses an emailSaleNotices that is not true or false with 422", async () => {
    const token = await tokenFor(await makeUser("vendor"));
    const { status, body } = await api("PUT", "auth/profile", { token, json: { name: "Vera", country: "Kenya", emailSaleNotices: "no" } });
    expect(status).toBe(422);
    expect(body.message).toBe("emailSaleNotices must be true or false");
  });
});
