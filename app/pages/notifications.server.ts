import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { AppError } from "~/models/errors";
import {
  countNotifications,
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
} from "~/models/notifications.server";
import { requireAreaUser } from "~/utils/auth.server";
import { pageCount, parsePage } from "~/utils/pagination";
import { redirectWithToast } from "~/utils/session.server";

const PAGE_SIZE = 20;

export async function notificationsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request);
  const page = parsePage(new URL(request.url).searchParams);
  const total = countNotifications(user.id);
  return {
    notifications: listNotifications(user.id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    unread: countUnread(user.id),
    page,
    pageCount: pageCount(total, PAGE_SIZE),
  };
}

const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read-all") }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
]);

export async function notificationsAction({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  const back = new URL(request.url).pathname;
  const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(request, back, { type: "error", message: "Unknown action" });
  if (parsed.data.intent === "read-all") {
    markAllRead(user.id);
    return redirectWithToast(request, back, { type: "success", message: "All notifications marked as read" });
  }
  try {
    deleteNotification(user.id, parsed.data.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return redirectWithToast(request, back, { type: "error", message: "Failed to delete notification" });
  }
  return redirectWithToast(request, back, { type: "success", message: "Notification deleted" });
}
