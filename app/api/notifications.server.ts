import type { notifications } from "~/db/schema";
import {
  countNotifications,
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
} from "~/models/notifications.server";
import { requireApiUser } from "./auth-context.server";
import { exampleNotification, examplePage } from "./examples.server";
import { pageInfo, PageQuerySchema, readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { del, get, put, type ApiContext, type DocumentedRoute } from "./router.server";

const tag = "Notifications";

export const notificationRoutes: DocumentedRoute[] = [
  get("notifications/all", list, {
    tag, summary: "The caller's notifications, newest first", auth: "user", query: PageQuerySchema,
    example: { success: true, data: { notifications: [exampleNotification], ...examplePage } },
  }),
  get("notifications/count", count, { tag, summary: "How many notifications the caller has", auth: "user", example: { success: true, count: 4 } }),
  get("notifications/count/unread", unread, { tag, summary: "How many are unread", auth: "user", example: { success: true, unread: 1 } }),
  put("notifications/read-all", readAll, { tag, summary: "Mark all as read", auth: "user", example: { success: true, message: "All notifications marked as read" } }),
  // The path is spelled so in SPEC section 7 and its client.
  del("notifications/delete-notificaion/:id", remove, { tag, summary: "Delete one of the caller's notifications", auth: "user", example: { success: true, message: "Notification deleted" } }),
];

function apiNotification({ id, type, title, message, read, createdAt }: typeof notifications.$inferSelect) {
  return { id, type, title, message, read, createdAt };
}

async function list(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const page = readPage(ctx.url);
  const items = (await listNotifications(user.id, page)).map(apiNotification);
  return ok({ data: { notifications: items, ...pageInfo(page, await countNotifications(user.id)) } });
}

async function count(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  return ok({ count: await countNotifications(user.id) });
}

async function unread(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  return ok({ unread: await countUnread(user.id) });
}

async function readAll(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  await markAllRead(user.id);
  return ok({ message: "All notifications marked as read" });
}

async function remove(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  await deleteNotification(user.id, ctx.params.id!);
  return ok({ message: "Notification deleted" });
}
