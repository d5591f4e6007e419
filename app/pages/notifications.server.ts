import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  countNotifications,
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
} from "~/models/notifications.server";
import { requireAreaUser } from "./auth.server";
import { pageCount, parsePage } from "~/utils/pagination";
import { rescue, runIntent } from "./errors.server";
import { redirectWithToast } from "~/utils/session.server";

const PAGE_SIZE = 20;

export async function notificationsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request);
  const page = parsePage(new URL(request.url).searchParams);
  const total = await countNotifications(user.id);
  return {
    notifications: await listNotifications(user.id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    unread: await countUnread(user.id),
    page,
    pageCount: pageCount(total, PAGE_SIZE),
  };
}

export async function notificationsAction({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  const back = new URL(request.url).pathname;
  return runIntent(await request.formData(), {
    "read-all": async () => {
      await markAllRead(user.id);
      return redirectWithToast(request, back, { type: "success", message: "All notifications marked as read" });
    },
    delete: (formData) =>
      rescue(
        async () => {
          await deleteNotification(user.id, String(formData.get("id") ?? ""));
          return redirectWithToast(request, back, { type: "success", message: "Notification deleted" });
        },
        () => redirectWithToast(request, back, { type: "error", message: "Failed to delete notification" }),
      ),
  });
}
