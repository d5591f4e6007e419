import type { notifications } from "~/db/schema";
import {
  countNotifications,
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
} from "~/models/notifications.server";
import { requireApiUser } from "./auth-context.server";
import { pageInfo, readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { del, get, put, type ApiContext, type ApiRoute } from "./router.server";

export const notificationRoutes: ApiRoute[] = [
  get("notifications/all", list),
  get("notifications/count", count),
  get("notifications/count/unread", unread),
  put("notifications/read-all", readAll),
  // The path is spelled so in SPEC section 7 and its client.
  del("notifications/delete-notificaion/:id", remove),
];

function apiNotification({ id, type, title, message, read, createdAt }: typeof notifications.$inferSelect) {
  return { id, type, title, message, read, createdAt };
}

async function list(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const page = readPage(ctx.url);
  const items = listNotifications(user.id, page).map(apiNotification);
  return ok({ data: { notifications: items, ...pageInfo(page, countNotifications(user.id)) } });
}

async function count(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  return ok({ count: countNotifications(user.id) });
}

async function unread(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  return ok({ unread: countUnread(user.id) });
}

async function readAll(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  markAllRead(user.id);
  return ok({ message: "All notifications marked as read" });
}

async function remove(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  deleteNotification(user.id, ctx.params.id!);
  return ok({ message: "Notification deleted" });
}
