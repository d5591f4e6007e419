import { beforeEach, describe, expect, it } from "vitest";
import { listNotifications, notify } from "~/models/notifications.server";
import type { User } from "~/models/users.server";
import { api, makeUser, tokenFor } from "../factories";

let buyer: User;
let token: string;

/** The welcome notification plus `extra` more, oldest first. */
async function addNotifications(user: User, extra: number) {
  for (let i = 1; i <= extra; i++) await notify(user.id, { type: "info", title: `Note ${i}`, message: `Message ${i}` });
}

beforeEach(async () => {
  buyer = await makeUser("buyer");
  token = await tokenFor(buyer);
});

describe("GET notifications/all", () => {
  it("lists the user's notifications newest first with paging fields", async () => {
    await addNotifications(buyer, 2);
    const { status, body } = await api("GET", "notifications/all", { token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ total: 3, page: 1, limit: 24 });
    expect(body.data.notifications).toHaveLength(3);
    const [first] = body.data.notifications;
    expect(Object.keys(first).sort()).toEqual(["createdAt", "id", "message", "read", "title", "type"]);
    expect(first).toMatchObject({ title: "Note 2", read: false, type: "info" });
  });

  it("pages with page and limit, capping limit at 100", async () => {
    await addNotifications(buyer, 4);
    const second = await api("GET", "notifications/all?page=2&limit=2", { token });
    expect(second.body.data).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.body.data.notifications.map((n: { title: string }) => n.title)).toEqual(["Note 2", "Note 1"]);
    const capped = await api("GET", "notifications/all?limit=1000&page=abc", { token });
    expect(capped.body.data).toMatchObject({ page: 1, limit: 100 });
  });

  it("answers 401 without a token", async () => {
    expect((await api("GET", "notifications/all")).status).toBe(401);
  });
});

describe("counts and read-all", () => {
  it("counts all and unread, and marks all as read", async () => {
    await addNotifications(buyer, 2);
    expect((await api("GET", "notifications/count", { token })).body).toEqual({ success: true, count: 3 });
    expect((await api("GET", "notifications/count/unread", { token })).body).toEqual({ success: true, unread: 3 });

    const readAll = await api("PUT", "notifications/read-all", { token });
    expect(readAll.body).toEqual({ success: true, message: "All notifications marked as read" });
    expect((await api("GET", "notifications/count/unread", { token })).body.unread).toBe(0);
    expect((await api("GET", "notifications/count", { token })).body.count).toBe(3);
  });

  it("answers 401 without a token", async () => {
    expect((await api("GET", "notifications/count")).status).toBe(401);
    expect((await api("GET", "notifications/count/unread")).status).toBe(401);
    expect((await api("PUT", "notifications/read-all")).status).toBe(401);
  });
});

describe("DELETE notifications/delete-notificaion/:id", () => {
  it("deletes one of the user's notifications", async () => {
    const [welcome] = await listNotifications(buyer.id);
    const { status, body } = await api("DELETE", `notifications/delete-notificaion/${welcome!.id}`, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Notification deleted" });
    expect(await listNotifications(buyer.id)).toHaveLength(0);
  });

  it("answers 404 for someone else's notification and leaves it alone", async () => {
    const other = await makeUser("vendor");
    const [theirs] = await listNotifications(other.id);
    const { status, body } = await api("DELETE", `notifications/delete-notificaion/${theirs!.id}`, { token });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Notification not found" });
    expect(await listNotifications(other.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown id and 401 without a token", async () => {
    expect((await api("DELETE", "notifications/delete-notificaion/nope", { token })).status).toBe(404);
    expect((await api("DELETE", "notifications/delete-notificaion/nope")).status).toBe(401);
  });
});
